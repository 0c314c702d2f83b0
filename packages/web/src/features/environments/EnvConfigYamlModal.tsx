import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../projects/testId';

interface EnvConfigYamlModalProps {
  title: string;
  yaml: string;
  saving: boolean;
  onSave: (yaml: string) => void;
  onClose: () => void;
}

/** The YAML of a new or changed config object; the server checks kind, name and content. */
export function EnvConfigYamlModal({ title, yaml, saving, onSave, onClose }: EnvConfigYamlModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ yaml: string }>();
  return (
    <Modal
      open
      title={title}
      width={760}
      okText={t('envs.save')}
      cancelText={t('envs.cancel')}
      okButtonProps={{ loading: saving, ...testIdProps('env-config-save') }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} initialValues={{ yaml }} onFinish={(values) => onSave(values.yaml)}>
        <Form.Item
          name="yaml"
          rules={[{ required: true, whitespace: true, message: t('envs.configYamlRequired') }]}
        >
          <Input.TextArea
            data-testid="env-config-yaml"
            autoSize={{ minRows: 12, maxRows: 28 }}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
