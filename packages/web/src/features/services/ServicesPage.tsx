import { deployTypeOf } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { projectQuery } from '../projects/hooks/projectQueries';
import { ServicesToolbar } from './common/ServicesToolbar';
import { HelmServicesView } from './helm/HelmServicesView';
import { HostServicesView } from './host/HostServicesView';
import { K8sServicesView } from './k8s/K8sServicesView';

/** /v1/projects/detail/:project_name/services: the service management of the project's kind (spec §7). */
export function ServicesPage() {
  const { t } = useTranslation();
  const name = useParams().project_name ?? '';
  const { data: project, isPending } = useQuery(projectQuery(name));
  if (isPending) return <Spin data-testid="services-loading" />;
  if (!project) return <Empty description={t('services.projectMissing')} />;
  const kind = deployTypeOf(project.product_feature);
  return (
    <>
      <ServicesToolbar project={project} withShared={kind === 'k8s'} />
      {kind === 'helm' ? (
        <HelmServicesView />
      ) : kind === 'cloud_host' ? (
        <HostServicesView />
      ) : (
        <K8sServicesView />
      )}
    </>
  );
}
