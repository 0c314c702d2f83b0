import { environmentPaths, hostedEnvPaths } from '@slipway/contracts';
import { http } from '../../api/http';
import { type EnvironmentInfo, type EnvironmentTemplate, fill } from './environments.api';

type Done = { message: string };

/** The share (self-test) state and registry the detail call also answers (portal shapes §1.3). */
export interface EnvShareInfo extends EnvironmentInfo {
  share_env_enable?: boolean;
  share_env_is_base?: boolean;
  share_env_base_env?: string;
  registry_id?: string;
}

export type ShareOperation = 'enable' | 'disable';

/** A service of the base environment as a sub-environment takes it (the create body of §2.3). */
export type ShareServiceChoice = EnvironmentTemplate['services'][number][number];

/** Share mode of an environment and its image registry (portal shapes §1.7, §1.8, §3.14). */
export const envShareApi = {
  istio: (clusterId: string) => http.get<boolean>(fill(hostedEnvPaths.istio, { clusterId })),
  /** Kubernetes Services with no workload behind them, as `service/<name>` (share mode needs none). */
  servicesWithoutWorkloads: (projectName: string, envName: string) =>
    http.get<string[]>(fill(hostedEnvPaths.k8services, { envName }), { query: { projectName } }),
  enable: (projectName: string, envName: string) =>
    http.post<Done>(fill(environmentPaths.shareEnable, { envName }), undefined, { query: { projectName } }),
  disable: (projectName: string, envName: string) =>
    http.delete<Done>(fill(environmentPaths.shareEnable, { envName }), { query: { projectName } }),
  ready: (projectName: string, envName: string, operation: ShareOperation) =>
    http.get<{ is_ready: boolean }>(fill(environmentPaths.shareReady, { envName, operation }), {
      query: { projectName },
    }),
  /** What a sub-environment of this base can be made of (§2.1 with envType=share). */
  baseTemplate: (projectName: string, baseEnv: string, signal?: AbortSignal) =>
    http.get<EnvironmentTemplate>(fill(environmentPaths.initInfo, { projectName }), {
      query: { envType: 'share', isBaseEnv: false, baseEnv, projectName },
      signal,
    }),
  /** A sub-environment in the base's cluster, running the chosen services (§2.3 with share_env). */
  createSub: (projectName: string, base: EnvShareInfo, envName: string, groups: ShareServiceChoice[][]) =>
    http.post<Done>(
      environmentPaths.environments,
      {
        product_name: projectName,
        env_name: envName,
        cluster_id: base.cluster_id,
        source: 'spock',
        namespace: `${projectName}-env-${envName}`,
        registry_id: base.registry_id ?? '',
        vars: [],
        services: groups.map((group) => group.map((s) => ({ ...s, picked: true }))),
        is_existed: false,
        share_env: { enable: true, isBase: false, base_env: base.env_name },
      },
      { query: { projectName } },
    ),
  setRegistry: (projectName: string, envName: string, registryId: string) =>
    http.put<Done>(
      fill(environmentPaths.registry, { envName }),
      { registry_id: registryId },
      { query: { projectName } },
    ),
};
