import type { EnvironmentCreateBody, EnvironmentVar } from '@slipway/contracts';
import type { EnvironmentTemplate } from './environments.api';

export type TemplateService = EnvironmentTemplate['services'][number][number];

/** What the create form holds. */
export interface CreateEnvironmentValues {
  env_name: string;
  cluster_id: string;
  namespace: string;
  services: string[];
  vars: EnvironmentVar[];
  /** host ids per host service */
  hosts: Record<string, string[]>;
}

export const defaultNamespace = (projectName: string, envName: string) => `${projectName}-env-${envName}`;

/**
 * The create body (portal shapes §2.3): the chosen services in their start-order groups, host
 * services with their hosts, and only the variables that a chosen service uses (or that no
 * service claims).
 */
export function createEnvironmentBody(
  projectName: string,
  template: EnvironmentTemplate,
  values: CreateEnvironmentValues,
): EnvironmentCreateBody {
  const chosen = new Set(values.services);
  const groups = template.services
    .map((group) =>
      group
        .filter((service) => chosen.has(service.service_name))
        .map((service) => ({
          ...service,
          picked: true,
          env_configs:
            service.type === 'pm'
              ? [{ env_name: values.env_name, host_ids: values.hosts[service.service_name] ?? [] }]
              : undefined,
        })),
    )
    .filter((group) => group.length > 0);
  const vars = values.vars.filter(
    (v) => v.services.length === 0 || v.services.some((service) => chosen.has(service)),
  );
  return {
    product_name: projectName,
    env_name: values.env_name.trim(),
    cluster_id: values.cluster_id ?? '',
    namespace: values.namespace || defaultNamespace(projectName, values.env_name.trim()),
    source: 'spock',
    registry_id: '',
    vars,
    services: groups as EnvironmentCreateBody['services'],
  };
}
