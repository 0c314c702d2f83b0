import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from '../components/EditableListCard';
import { JenkinsFormModal } from './JenkinsFormModal';
import type { JenkinsServer } from './jenkins.api';
import { useDeleteJenkins, useJenkinsServers } from './useJenkins';

/** The Jenkins servers of system integration, which Jenkins builds run their jobs on. */
export function JenkinsSettings() {
  const { t } = useTranslation();
  const servers = useJenkinsServers();
  const remove = useDeleteJenkins();
  const columns: TableColumnsType<JenkinsServer> = [
    { key: 'url', title: t('jenkins.url'), dataIndex: 'url' },
    { key: 'username', title: t('jenkins.username'), dataIndex: 'username' },
    // the token is never shown in the list, only in the edit dialog
    { key: 'password', title: t('jenkins.password'), render: () => '**********' },
  ];
  return (
    <>
      <Typography.Title level={5}>{t('jenkins.title')}</Typography.Title>
      <EditableListCard<JenkinsServer>
        testId="jenkins"
        createLabel={t('jenkins.add')}
        columns={columns}
        rows={servers.data}
        loading={servers.isFetching}
        emptyText={t('jenkins.empty')}
        deleteQuestion={(server) => t('jenkins.deleteConfirm', { url: server.url })}
        onDelete={(server) => remove.mutateAsync(server.id)}
        renderForm={(server, close) => <JenkinsFormModal server={server} onClose={close} />}
      />
    </>
  );
}
