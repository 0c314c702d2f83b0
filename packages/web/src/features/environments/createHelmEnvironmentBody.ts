import type { ChartRenderInfo, HelmEnvCreateBody } from '@slipway/contracts';
import { defaultNamespace } from './createEnvironmentBody';

/** What the Helm create form holds. */
export interface HelmEnvironmentValues {
  env_name: string;
  cluster_id: string;
  namespace: string;
  services: string[];
  /** environment-wide values (YAML) */
  default_values: string;
  /** per chart service: its values override (YAML) */
  override_yaml: Record<string, string>;
}

const noRepo = { yamlSource: 'repo', autoSync: false, gitRepoConfig: null };

/**
 * The body of `POST …/environments?helm=true` (portal-shapes §2.4): a list holding this one
 * environment, each chosen chart service with its version and values override.
 */
export function createHelmEnvironmentBody(
  projectName: string,
  values: HelmEnvironmentValues,
  infos: readonly ChartRenderInfo[],
): HelmEnvCreateBody {
  const envName = values.env_name.trim();
  const byName = new Map(infos.map((info) => [info.serviceName, info]));
  return [
    {
      envName,
      clusterID: values.cluster_id ?? '',
      registry_id: '',
      baseEnvName: '',
      chartValues: values.services.map((serviceName) => {
        const info = byName.get(serviceName);
        return {
          envName,
          serviceName,
          chartVersion: info?.chartVersion ?? '',
          overrideValues: info?.overrideValues ?? [],
          overrideYaml: values.override_yaml[serviceName] ?? info?.overrideYaml ?? '',
          valuesData: noRepo,
        };
      }),
      defaultValues: values.default_values ?? '',
      valuesData: noRepo,
      namespace: values.namespace || defaultNamespace(projectName, envName),
      is_existed: false,
      env_configs: [],
    },
  ];
}
