import type { HelmRepo } from '@slipway/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from '../components/EditableListCard';
import { formatDateTime } from '../formatTime';
import { HelmRepoFormModal } from './HelmRepoFormModal';
import { useDeleteHelmRepo, useHelmRepos } from './useHelmRepos';

/** /v1/system/helm: the chart repositories Helm services take their charts from. */
export function HelmReposPage() {
  const { t } = useTranslation();
  const repos = useHelmRepos();
  const remove = useDeleteHelmRepo();

  const columns: TableColumnsType<HelmRepo> = [
    { key: 'name', title: t('helmRepos.name'), dataIndex: 'repo_name' },
    { key: 'url', title: t('helmRepos.url'), dataIndex: 'url' },
    { key: 'username', title: t('helmRepos.username'), render: (_, repo) => repo.username || '-' },
    { key: 'updateBy', title: t('helmRepos.updatedBy'), render: (_, repo) => repo.update_by || '-' },
    {
      key: 'updatedAt',
      title: t('helmRepos.updatedAt'),
      render: (_, repo) => formatDateTime(repo.updated_at),
    },
  ];

  return (
    <EditableListCard<HelmRepo>
      testId="helm-repo"
      createLabel={t('helmRepos.create')}
      columns={columns}
      rows={repos.data}
      loading={repos.isFetching}
      emptyText={t('helmRepos.empty')}
      deleteQuestion={(repo) => t('helmRepos.deleteConfirm', { name: repo.repo_name })}
      onDelete={(repo) => remove.mutateAsync(repo.id)}
      renderForm={(repo, close) => <HelmRepoFormModal repo={repo} onClose={close} />}
    />
  );
}
