import { type SonarBody, sonarBodySchema } from '@slipway/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { FormModal } from '../components/FormModal';

const fields = sonarBodySchema.shape;

import type { SonarServer } from './sonar.api';
import { useSaveSonar, useValidateSonar } from './useSonar';

/** Adds a Sonar server or edits `server`: address and token, with a connection check. */
export function SonarFormModal({ server, onClose }: { server?: SonarServer; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSonar(server?.id, onClose);
  const validate = useValidateSonar();
  return (
    <FormModal<SonarBody>
      title={server ? t('sonar.edit') : t('sonar.add')}
      submitTestId="sonar-submit"
      pending={save.isPending}
      initialValues={server ? { server_address: server.server_address, token: server.token } : {}}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutate({ server_address: values.server_address.trim(), token: values.token.trim() })
      }
    >
      <Form.Item name="server_address" label={t('sonar.address')} rules={[zodRule(fields.server_address)]}>
        <Input data-testid="sonar-address" autoComplete="off" placeholder="https://" autoFocus />
      </Form.Item>
      <Form.Item name="token" label={t('sonar.token')} rules={[zodRule(fields.token)]}>
        <Input.Password data-testid="sonar-token" autoComplete="new-password" />
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldsValue, validateFields }) => (
          <Button
            data-testid="sonar-validate"
            style={{ marginBottom: 16 }}
            loading={validate.isPending}
            onClick={async () => {
              try {
                await validateFields();
              } catch {
                return;
              }
              const values = getFieldsValue() as SonarBody;
              validate.mutate({ server_address: values.server_address.trim(), token: values.token.trim() });
            }}
          >
            {t('sonar.validate')}
          </Button>
        )}
      </Form.Item>
    </FormModal>
  );
}
