import { Alert, App, Button, Descriptions, Flex, Spin, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { testIdProps } from '../projects/testId';
import { EnvironmentRegistry } from './EnvironmentRegistry';
import { EnvironmentRevisions } from './EnvironmentRevisions';
import { EnvironmentServicesTable } from './EnvironmentServicesTable';
import { EnvironmentShare } from './EnvironmentShare';
import { envLogPath, envsPagePath } from './environmentPaths';
import { environmentStatusColor } from './environmentStatus';
import { UpdateVariablesModal } from './UpdateVariablesModal';
import { useEnvironmentActions } from './useEnvironmentActions';
import { useEnvironmentInfo } from './useEnvironments';

interface EnvironmentDetailProps {
  projectName: string;
  envName: string;
  onDeleted: () => void;
}

/** One environment: where it runs, its status, update and delete, and its services. */
export function EnvironmentDetail({ projectName, envName, onDeleted }: EnvironmentDetailProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const info = useEnvironmentInfo(projectName, envName);
  const actions = useEnvironmentActions(projectName);
  const [updating, setUpdating] = useState(false);

  if (info.isPending) return <Spin data-testid="env-loading" />;
  if (!info.data) return <Alert type="error" title={t('envs.loadFailed')} />;
  const env = info.data;
  // a disconnected or still-creating environment cannot be acted on (portal shapes §1.3)
  const busy = env.status === 'Disconnected' || env.status === 'Creating';

  const confirmDelete = () =>
    modal.confirm({
      title: t('envs.deleteTitle'),
      content: t('envs.deleteQuestion', { name: env.env_name }),
      okType: 'danger',
      okButtonProps: testIdProps('env-delete-ok'),
      // a refused deletion is reported by the HTTP client; the environment stays open
      onOk: () =>
        actions.remove
          .mutateAsync(env)
          .then(onDeleted)
          .catch(() => undefined),
    });

  return (
    <Flex vertical gap={16}>
      {env.error && <Alert type="error" title={env.error} />}
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'ns', label: t('envs.namespace'), children: env.namespace },
          { key: 'cluster', label: t('envs.cluster'), children: env.cluster_name || env.cluster_id },
          {
            key: 'status',
            label: t('envs.status'),
            children: (
              <Tag data-testid="env-status" color={environmentStatusColor(env.status)}>
                {env.status}
              </Tag>
            ),
          },
          {
            key: 'updated',
            label: t('envs.updateTime'),
            children: env.update_time ? dayjs.unix(env.update_time).format('YYYY-MM-DD HH:mm:ss') : '-',
          },
        ]}
      />
      {/* host environments have no cluster: nothing to share, no images to pull */}
      {env.cluster_id !== '' && (
        <Flex gap={16} wrap align="flex-start">
          {env.source !== 'external' && <EnvironmentShare projectName={projectName} env={env} />}
          <EnvironmentRegistry projectName={projectName} env={env} />
        </Flex>
      )}
      <Flex gap={8}>
        <Button
          data-testid="env-update"
          disabled={busy}
          loading={actions.update.isPending}
          onClick={() => setUpdating(true)}
        >
          {t('envs.update')}
        </Button>
        <Link to={`${envsPagePath(projectName)}/detail/${encodeURIComponent(env.env_name)}/envConfig`}>
          <Button data-testid="env-config">{t('envs.configuration')}</Button>
        </Link>
        <Link to={envLogPath(projectName, env.env_name)}>
          <Button data-testid="env-log">{t('envs.changeLog')}</Button>
        </Link>
        {env.cluster_id !== '' && (
          <Button data-testid="env-delete" danger onClick={confirmDelete}>
            {t('envs.delete')}
          </Button>
        )}
      </Flex>
      {updating && (
        <UpdateVariablesModal
          vars={env.vars ?? []}
          saving={actions.update.isPending}
          onClose={() => setUpdating(false)}
          onSave={(vars) =>
            actions.update.mutate({ info: env, vars }, { onSuccess: () => setUpdating(false) })
          }
        />
      )}
      <Tabs
        items={[
          {
            key: 'services',
            label: t('envs.services'),
            children: (
              <EnvironmentServicesTable
                projectName={projectName}
                envName={env.env_name}
                source={env.source}
                disabled={busy}
                onRestart={(serviceName) =>
                  modal.confirm({
                    title: t('envs.restartQuestion', { name: serviceName }),
                    okButtonProps: testIdProps('env-restart-ok'),
                    onOk: () =>
                      actions.restartService
                        .mutateAsync({ envName: env.env_name, serviceName })
                        .catch(() => undefined),
                  })
                }
                onRemove={(serviceName) =>
                  modal.confirm({
                    title: t('envs.removeServiceQuestion', { name: serviceName, env: env.env_name }),
                    okType: 'danger',
                    okButtonProps: testIdProps('env-remove-ok'),
                    onOk: () =>
                      actions.removeService
                        .mutateAsync({ envName: env.env_name, serviceName })
                        .catch(() => undefined),
                  })
                }
              />
            ),
          },
          {
            key: 'revisions',
            label: <span data-testid="env-revisions-tab">{t('envs.revisions')}</span>,
            children: <EnvironmentRevisions projectName={projectName} envName={env.env_name} />,
          },
        ]}
      />
    </Flex>
  );
}
