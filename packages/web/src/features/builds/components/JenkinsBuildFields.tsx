import { JENKINS_IMAGE_PARAM } from '@slipway/contracts';
import { Alert, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { jenkinsApi } from '../../system/jenkins/jenkins.api';
import { useJenkinsJobs, useJenkinsServers } from '../../system/jenkins/useJenkins';

/** A Jenkins build: the server, its job and the job's parameters (one must be IMAGE). */
export function JenkinsBuildFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const servers = useJenkinsServers();
  const jenkinsId: string | undefined = Form.useWatch('jenkins_id');
  const jobs = useJenkinsJobs(jenkinsId);

  const loadParams = async (job: string) => {
    if (!jenkinsId) return;
    const params = await jenkinsApi.jobParams(jenkinsId, job);
    form.setFieldValue(
      'jenkins_build_params',
      params.map((param) => ({
        ...param,
        value: String(param.value ?? ''),
        key: param.name,
        auto_generate: param.auto_generate ?? false,
      })),
    );
  };

  return (
    <Flex vertical style={{ marginBottom: 16 }}>
      <Flex gap={16} wrap>
        <Form.Item name="jenkins_id" label={t('builds.jenkinsServer')} required>
          <Select
            data-testid="build-jenkins-server"
            style={{ width: 300 }}
            loading={servers.isPending}
            options={(servers.data ?? []).map((server) => ({ value: server.id, label: server.url }))}
            onChange={() => form.setFieldsValue({ job_name: undefined, jenkins_build_params: [] })}
          />
        </Form.Item>
        <Form.Item name="job_name" label={t('builds.jenkinsJob')} required>
          <Select
            data-testid="build-jenkins-job"
            style={{ width: 300 }}
            showSearch
            loading={jobs.isFetching}
            options={(jobs.data ?? []).map((job) => ({ value: job, label: job }))}
            onChange={(job: string) => void loadParams(job).catch(() => undefined)}
          />
        </Form.Item>
      </Flex>
      <Typography.Text strong>{t('builds.jenkinsParams')}</Typography.Text>
      <Typography.Text type="secondary">
        {t('builds.jenkinsImageHint', { name: JENKINS_IMAGE_PARAM })}
      </Typography.Text>
      <Form.List name="jenkins_build_params">
        {(fields, _ops, { errors }) => (
          <Flex vertical gap={4} style={{ marginTop: 8 }}>
            {fields.length === 0 && <Alert type="info" title={t('builds.jenkinsNoParams')} />}
            {fields.map((field, k) => (
              <Flex key={field.key} gap={8} align="center">
                <Typography.Text style={{ width: 180 }}>
                  {form.getFieldValue(['jenkins_build_params', field.name, 'name'])}
                </Typography.Text>
                <Form.Item name={[field.name, 'value']} style={{ marginBottom: 8 }}>
                  <Input data-testid={`build-jenkins-param-${k}`} style={{ width: 300 }} />
                </Form.Item>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </Flex>
  );
}
