import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from '../components/EditableListCard';
import { SonarFormModal } from './SonarFormModal';
import type { SonarServer } from './sonar.api';
import { useDeleteSonar, useSonarServers } from './useSonar';

/** The Sonar servers of system integration, which SonarQube scanners send their analysis to. */
export function SonarSettings() {
  const { t } = useTranslation();
  const servers = useSonarServers();
  const remove = useDeleteSonar();
  const columns: TableColumnsType<SonarServer> = [
    { key: 'address', title: t('sonar.address'), dataIndex: 'server_address' },
  ];
  return (
    <>
      <Typography.Title level={5}>{t('sonar.title')}</Typography.Title>
      <EditableListCard<SonarServer>
        testId="sonar"
        createLabel={t('sonar.add')}
        columns={columns}
        rows={servers.data}
        loading={servers.isFetching}
        emptyText={t('sonar.empty')}
        deleteQuestion={(server) => t('sonar.deleteConfirm', { address: server.server_address })}
        onDelete={(server) => remove.mutateAsync(server.id)}
        renderForm={(server, close) => <SonarFormModal server={server} onClose={close} />}
      />
    </>
  );
}
