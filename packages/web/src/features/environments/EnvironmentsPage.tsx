import { Button, Flex, Spin, Tabs, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EnvironmentDetail } from './EnvironmentDetail';
import { envDetailPath, envsPagePath } from './environmentPaths';
import { useEnvironmentList } from './useEnvironments';

/**
 * /envs and /envs/detail?envName=: the project's environments as tabs, the chosen one (else the
 * first) opened below; a project without environments goes to the create page.
 */
export function EnvironmentsPage() {
  const { t } = useTranslation();
  const projectName = useParams().project_name ?? '';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const envsPath = envsPagePath(projectName);
  const list = useEnvironmentList(projectName);
  const environments = list.data ?? [];
  const chosen = search.get('envName') ?? environments[0]?.name ?? '';

  useEffect(() => {
    if (list.data && list.data.length === 0) void navigate(`${envsPath}/create`, { replace: true });
  }, [list.data, navigate, envsPath]);

  if (list.isPending) return <Spin data-testid="envs-loading" />;
  if (environments.length === 0) return null;
  return (
    <Flex vertical gap={16}>
      <Tabs
        data-testid="envs-tabs"
        activeKey={chosen}
        onChange={(name) => void navigate(envDetailPath(projectName, name))}
        tabBarExtraContent={
          <Flex gap={8}>
            <Button data-testid="envs-host" onClick={() => void navigate(`${envsPath}/externalConfig`)}>
              {t('envs.hostedTitle')}
            </Button>
            <Button
              type="primary"
              data-testid="envs-create"
              onClick={() => void navigate(`${envsPath}/create`)}
            >
              {t('envs.create')}
            </Button>
          </Flex>
        }
        items={environments.map((env) => ({
          key: env.name,
          label: (
            <span data-testid={`envs-tab-${env.name}`}>
              {env.name}
              {env.production && <Tag style={{ marginLeft: 6 }}>{t('envs.production')}</Tag>}
            </span>
          ),
        }))}
      />
      {chosen && (
        <EnvironmentDetail
          key={chosen}
          projectName={projectName}
          envName={chosen}
          onDeleted={() => void navigate(envsPath)}
        />
      )}
    </Flex>
  );
}
