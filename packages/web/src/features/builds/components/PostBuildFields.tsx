import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectStorage, ProjectRegistry } from '../builds.api';
import { ScriptEditor } from './ScriptEditor';

/** A post-build step with its on/off switch; its fields show while it is on. */
function Step({ flag, title, children }: { flag: string; title: string; children: ReactNode }) {
  const enabled = Form.useWatch(flag);
  return (
    <Card
      size="small"
      type="inner"
      title={title}
      extra={
        <Form.Item name={flag} valuePropName="checked" noStyle>
          <Switch size="small" data-testid={`build-${flag}`} />
        </Form.Item>
      }
    >
      {enabled ? children : <Typography.Text type="secondary">—</Typography.Text>}
    </Card>
  );
}

/** Image build, file archive, object storage upload and the post-build script. */
export function PostBuildFields({
  registries,
  storages,
}: {
  registries: readonly ProjectRegistry[] | undefined;
  storages: readonly ObjectStorage[];
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('builds.postBuild')}</Typography.Text>
      <Step flag="docker_build_enabled" title={t('builds.dockerBuild')}>
        {registries?.length === 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="build-no-registry"
            title={t('builds.noRegistry')}
            style={{ marginBottom: 12 }}
          />
        )}
        <Flex gap={16} wrap>
          <Form.Item name="work_dir" label={t('builds.workDir')}>
            <Input data-testid="build-work-dir" style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="docker_file" label={t('builds.dockerFile')}>
            <Input data-testid="build-docker-file" style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="build_args" label={t('builds.buildArgs')}>
            <Input data-testid="build-build-args" style={{ width: 320 }} />
          </Form.Item>
        </Flex>
      </Step>
      <Step flag="file_archive_enabled" title={t('builds.fileArchive')}>
        <Form.Item name="file_location" label={t('builds.fileLocation')}>
          <Input data-testid="build-file-location" style={{ width: 360 }} />
        </Form.Item>
      </Step>
      <Step flag="upload_enabled" title={t('builds.upload')}>
        <Form.Item name="object_storage_id" label={t('builds.storage')}>
          <Select
            data-testid="build-storage"
            style={{ width: 320 }}
            options={storages.map((storage) => ({
              value: storage.id,
              label: `${storage.endpoint}/${storage.bucket}`,
            }))}
          />
        </Form.Item>
        <Form.List name="upload_detail">
          {(fields, { add, remove }, { errors }) => (
            <Flex vertical gap={4}>
              {fields.map((field, k) => (
                <Flex key={field.key} gap={8}>
                  <Form.Item name={[field.name, 'file_path']} style={{ marginBottom: 8 }}>
                    <Input
                      data-testid={`build-upload-file-${k}`}
                      placeholder={t('builds.uploadFile')}
                      style={{ width: 260 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'dest_path']} style={{ marginBottom: 8 }}>
                    <Input
                      data-testid={`build-upload-dest-${k}`}
                      placeholder={t('builds.uploadDest')}
                      style={{ width: 260 }}
                    />
                  </Form.Item>
                  <Button type="text" danger onClick={() => remove(field.name)}>
                    {t('builds.remove')}
                  </Button>
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                icon={<PlusOutlined />}
                style={{ alignSelf: 'start' }}
                data-testid="build-add-upload"
                onClick={() => add({ file_path: '', dest_path: '' })}
              >
                {t('builds.addUpload')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Step>
      <Step flag="post_script_enabled" title={t('builds.postScript')}>
        <Form.Item name="post_scripts" style={{ marginBottom: 0 }}>
          <ScriptEditor testId="build-post-script" minHeight="100px" />
        </Form.Item>
      </Step>
    </Flex>
  );
}
