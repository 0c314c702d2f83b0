import type { EnvironmentVar } from '@slipway/contracts';
import { Empty, Flex, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../projects/testId';

interface UpdateVariablesModalProps {
  vars: EnvironmentVar[];
  saving: boolean;
  onSave: (vars: EnvironmentVar[]) => void;
  onClose: () => void;
}

/** The environment's variables, values editable; saving updates the environment's services with them. */
export function UpdateVariablesModal({ vars, saving, onSave, onClose }: UpdateVariablesModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ values: string[] }>();
  return (
    <Modal
      open
      title={t('envs.update')}
      okText={t('envs.update')}
      cancelText={t('envs.cancel')}
      okButtonProps={{ loading: saving, ...testIdProps('env-update-ok') }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('envs.updateHint')}</Typography.Paragraph>
      {vars.length === 0 && <Empty description={t('envs.noVariables')} />}
      <Form
        form={form}
        initialValues={{ values: vars.map((v) => v.value) }}
        onFinish={({ values }) => onSave(vars.map((v, i) => ({ ...v, value: values[i] ?? '' })))}
      >
        {vars.map((v, index) => (
          <Flex key={v.key} gap={8} align="baseline">
            <Typography.Text code style={{ minWidth: 120 }}>
              {v.key}
            </Typography.Text>
            <Form.Item name={['values', index]} style={{ flex: 1 }}>
              <Input data-testid={`env-update-var-${v.key}`} />
            </Form.Item>
          </Flex>
        ))}
      </Form>
    </Modal>
  );
}
