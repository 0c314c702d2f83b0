import type { HealthCheck } from '@slipway/contracts';
import type { HostServiceDetail } from '../services.api';

export type HostServiceValues = {
  service_name: string;
  build_name: string;
  deploy_script: string;
  env_configs: { env_name: string; host_ids: string[] }[];
  health_checks: HealthCheck[];
};

export const newHealthCheck = (): HealthCheck => ({
  protocol: 'http',
  path: '/',
  port: 80,
  time_out: 3,
  interval: 3,
  healthy_threshold: 2,
  unhealthy_threshold: 2,
});

/** The form's values: every environment of the project gets a row, with the hosts already chosen. */
export function hostServiceValues(
  detail: HostServiceDetail | undefined,
  envNames: string[],
  deployScript = '',
): HostServiceValues {
  const chosen = new Map((detail?.env_configs ?? []).map((config) => [config.env_name, config.host_ids]));
  return {
    service_name: detail?.service_name ?? '',
    build_name: detail?.build_name ?? '',
    deploy_script: deployScript,
    env_configs: envNames.map((env_name) => ({ env_name, host_ids: chosen.get(env_name) ?? [] })),
    health_checks: detail?.health_checks ?? [],
  };
}

/** The body of §5.16: the service template, and the build it is deployed by with its script. */
export function hostServiceBody(projectName: string, values: HostServiceValues, envNames: string[]) {
  return {
    pm_service_tmpl: {
      product_name: projectName,
      service_name: values.service_name,
      visibility: 'private',
      type: 'pm',
      build_name: values.build_name,
      health_checks: values.health_checks ?? [],
      // the form holds only the hosts, one row per environment in the order of `envNames`
      env_configs: envNames.map((env_name, row) => ({
        env_name,
        host_ids: values.env_configs?.[row]?.host_ids ?? [],
        labels: [],
      })),
    },
    build: { name: values.build_name, pm_deploy_scripts: values.deploy_script ?? '' },
  };
}
