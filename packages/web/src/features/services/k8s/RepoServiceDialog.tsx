import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { emptyRepoRow, type RepoRow, RepoSelect, repoListRule } from '../../../components/RepoSelect';
import { FormModal } from '../../system/components/FormModal';
import { useProjectServicesApi, useServiceMutation } from '../useServices';

type RepoValues = { repos: RepoRow[]; path: string };

const folderOf = ({ repos, path }: RepoValues) => {
  const [repo] = repos;
  return {
    codehostId: repo?.codehost_id ?? 0,
    repoOwner: repo?.repo_owner ?? '',
    repoName: repo?.repo_name ?? '',
    branchName: repo?.branch ?? '',
    namespace: repo?.repo_namespace || (repo?.repo_owner ?? ''),
    path: path.trim(),
  };
};

/** New K8s services from the YAML files of a repository folder (one service per folder found). */
export function RepoServiceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useProjectServicesApi();
  const load = useServiceMutation(
    (values: RepoValues) => api.fromRepo(folderOf(values)),
    'services.created',
    onClose,
  );

  return (
    <FormModal<RepoValues>
      title={t('services.k8s.fromRepo')}
      submitTestId="service-repo-submit"
      pending={load.isPending}
      initialValues={{ repos: [emptyRepoRow()], path: '' }}
      onSubmit={(values) => load.mutate(values)}
      onClose={onClose}
      width={760}
    >
      <Form.Item name="repos" label={t('services.repo')} rules={[repoListRule]}>
        <RepoSelect testId="service-repo" />
      </Form.Item>
      <Form.Item
        name="path"
        label={t('services.repoFolder')}
        rules={[{ required: true, whitespace: true, message: t('services.repoFolderRequired') }]}
      >
        <Input data-testid="service-repo-folder" placeholder={t('services.repoFolderPlaceholder')} />
      </Form.Item>
      <FolderCheck />
    </FormModal>
  );
}

/** What the folder holds, checked before loading it: the services it would give. */
function FolderCheck() {
  const { t } = useTranslation();
  const { api } = useProjectServicesApi();
  const form = Form.useFormInstance<RepoValues>();
  const found = useMutation({ mutationFn: (values: RepoValues) => api.servicesInFolder(folderOf(values)) });
  const check = () =>
    form.validateFields().then(
      (values) => found.mutate(values),
      () => undefined,
    );
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Button
        data-testid="service-repo-check"
        loading={found.isPending}
        onClick={check}
        style={{ alignSelf: 'start' }}
      >
        {t('services.repoCheck')}
      </Button>
      {found.data && (
        <Alert
          data-testid="service-repo-found"
          type={found.data.length > 0 ? 'info' : 'warning'}
          showIcon
          title={
            found.data.length > 0
              ? t('services.repoFound', { names: found.data.join(', ') })
              : t('services.repoFoundNone')
          }
        />
      )}
    </Flex>
  );
}
