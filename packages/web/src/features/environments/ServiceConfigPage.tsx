import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EnvConfigList } from './EnvConfigPage';
import { serviceDetailPath } from './environmentPaths';

/** /envs/detail/{service}/config?envName=: the ConfigMaps a service uses in an environment. */
export function ServiceConfigPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectName = params.project_name ?? '';
  const serviceName = params.service_name ?? '';
  const envName = useSearchParams()[0].get('envName') ?? '';
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('envs.serviceConfigTitle', { name: serviceName })}
        </Typography.Title>
        <Link to={serviceDetailPath(projectName, envName, serviceName)}>
          {t('envs.backToService', { name: serviceName })}
        </Link>
      </Flex>
      <EnvConfigList projectName={projectName} envName={envName} kind="ConfigMap" serviceName={serviceName} />
    </Flex>
  );
}
