import { environmentPaths, type HostedEnvBody, hostedEnvPaths } from '@slipway/contracts';
import { http } from '../../api/http';

/** A workload of a namespace; `env_name` set means another environment already hosts it. */
export interface NamespaceWorkload {
  service_name: string;
  workLoadType: 'Deployment' | 'StatefulSet';
  env_name: string;
  images: string[];
}

export const hostedEnvironmentApi = {
  namespaces: (clusterId: string, signal?: AbortSignal) =>
    http.get<Array<{ name: string }>>(environmentPaths.availableNamespaces, {
      query: { clusterId, type: '' },
      signal,
    }),
  workloads: (projectName: string, clusterId: string, namespace: string, signal?: AbortSignal) =>
    http.get<{ services: NamespaceWorkload[] }>(hostedEnvPaths.kubeWorkloads, {
      query: { projectName, namespace, clusterId, perPage: 1200, page: 1 },
      signal,
    }),
  create: (projectName: string, body: HostedEnvBody) =>
    http.post<{ message: string }>(hostedEnvPaths.serviceWorkloads, body, { query: { projectName } }),
};
