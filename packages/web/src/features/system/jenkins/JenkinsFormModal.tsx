import { jenkinsBodySchema } from '@slipway/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http';
import { zodRule } from '../../../components/form/zodRule';
import { FormModal } from '../components/FormModal';
import { type JenkinsBody, type JenkinsServer, jenkinsApi } from './jenkins.api';
import { useSaveJenkins } from './useJenkins';

type Check = { ok: true } | { ok: false; reason: string };

const trimmed = (values: JenkinsBody): JenkinsBody => ({
  url: values.url.trim(),
  username: values.username.trim(),
  password: values.password.trim(),
});

/** Adds a Jenkins server or edits `server`: address, user and API token, with a connection test. */
export function JenkinsFormModal({ server, onClose }: { server?: JenkinsServer; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveJenkins(server?.id, onClose);
  const [check, setCheck] = useState<Check>();
  const [testing, setTesting] = useState(false);

  const testConnection = async (body: JenkinsBody) => {
    setTesting(true);
    setCheck(undefined);
    try {
      await jenkinsApi.testConnection(body);
      setCheck({ ok: true });
    } catch (error) {
      setCheck({ ok: false, reason: error instanceof HttpError ? error.message : String(error) });
    } finally {
      setTesting(false);
    }
  };

  return (
    <FormModal<JenkinsBody>
      title={server ? t('jenkins.edit') : t('jenkins.add')}
      submitTestId="jenkins-submit"
      pending={save.isPending}
      initialValues={server ? { url: server.url, username: server.username, password: server.password } : {}}
      onClose={onClose}
      onSubmit={(values) => save.mutate(trimmed(values))}
    >
      <Form.Item name="url" label={t('jenkins.url')} rules={[zodRule(jenkinsBodySchema.shape.url)]}>
        <Input data-testid="jenkins-url" autoComplete="off" placeholder="https://" autoFocus />
      </Form.Item>
      <Form.Item
        name="username"
        label={t('jenkins.username')}
        rules={[zodRule(jenkinsBodySchema.shape.username)]}
      >
        <Input data-testid="jenkins-username" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('jenkins.password')}
        rules={[zodRule(jenkinsBodySchema.shape.password)]}
      >
        <Input.Password data-testid="jenkins-password" autoComplete="new-password" />
      </Form.Item>
      {check && (
        <Alert
          style={{ marginBottom: 12 }}
          data-testid="jenkins-test-result"
          type={check.ok ? 'success' : 'error'}
          showIcon
          title={check.ok ? t('jenkins.testOk') : t('jenkins.testFailed', { reason: check.reason })}
        />
      )}
      <Form.Item noStyle shouldUpdate>
        {({ getFieldsValue, validateFields }) => (
          <Button
            data-testid="jenkins-test"
            style={{ marginBottom: 16 }}
            loading={testing}
            onClick={async () => {
              try {
                await validateFields();
              } catch {
                return;
              }
              await testConnection(trimmed(getFieldsValue() as JenkinsBody));
            }}
          >
            {t('jenkins.test')}
          </Button>
        )}
      </Form.Item>
    </FormModal>
  );
}
