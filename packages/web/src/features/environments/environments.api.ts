import {
  type Cluster,
  clusterPaths,
  type EnvironmentCreateBody,
  type EnvironmentVar,
  environmentPaths,
} from '@slipway/contracts';
import { http } from '../../api/http';

type Done = { message: string };

/** An environment as the list shows it (portal shapes §1.1). */
export interface EnvironmentSummary {
  name: string;
  production: boolean;
  source: string;
  status: string;
}

/** One environment (§1.3). */
export interface EnvironmentInfo {
  product_name: string;
  env_name: string;
  namespace: string;
  cluster_id: string;
  cluster_name: string;
  is_prod: boolean;
  source: string;
  status: string;
  update_time: number;
  error: string;
  services: string[][];
  vars: EnvironmentVar[];
}

/** A service row of an environment (§1.4). */
export interface EnvironmentServiceRow {
  service_name: string;
  type: string;
  status: string;
  images: string[];
  ingress?: { host_info: Array<{ host: string }> };
  workLoadType?: string;
  /** host services: each host's address and health */
  env_statuses?: Array<{ address: string; status: string }>;
  /** host services: the hosts they run on in this environment */
  env_configs?: Array<{ env_name: string; host_ids: string[] }>;
  revision?: number;
}

/** A workload of a service in an environment, with its pods (§4.1). */
export interface ServiceWorkload {
  name: string;
  type: string;
  replicas: number;
  images: Array<{ name: string; image: string }>;
  pods: Array<{
    name: string;
    status: string;
    pod_ready: boolean;
    age: string;
    containers: Array<{ name: string; image: string; status: string }>;
  }>;
}

export interface EnvironmentServiceDetail {
  scales: ServiceWorkload[] | null;
  ingress: Array<{ host_info: Array<{ host: string }> }>;
  service_endpoints: Array<{ endpoints: Array<{ service_name: string; service_port: number }> }>;
}

export interface KubeEvent {
  message: string;
  reason: string;
  count: number;
  first_seen: number;
  last_seen: number;
}

/** What a new environment can be made of (§2.1). */
export interface EnvironmentTemplate {
  revision: number;
  vars: EnvironmentVar[] | null;
  services: Array<Array<{ service_name: string; type: string; containers: unknown[] }>>;
  /** Helm projects: their chart services (null for the other kinds) */
  chart_infos?: Array<{ service_name: string; chart_version: string }> | null;
}

export const PAGE_SIZE = 20;

export const fill = (path: string, values: Record<string, string>) =>
  Object.entries(values).reduce((p, [key, value]) => p.replace(`:${key}`, encodeURIComponent(value)), path);

export const environmentsApi = {
  list: (projectName: string, signal?: AbortSignal) =>
    http.get<EnvironmentSummary[]>(environmentPaths.environments, { query: { projectName }, signal }),
  info: (projectName: string, envName: string, signal?: AbortSignal) =>
    http.get<EnvironmentInfo>(fill(environmentPaths.environment, { envName }), {
      query: { projectName },
      signal,
    }),
  /** One page of service rows and the total from X-Total. */
  services: async (
    projectName: string,
    envName: string,
    source: string,
    search: string,
    page: number,
    signal?: AbortSignal,
  ) => {
    let total = 0;
    const onHeaders = (headers: Headers) => {
      total = Number.parseInt(headers.get('X-Total') ?? '0', 10) || 0;
    };
    // Helm and hosted environments list their workloads; the others their service groups (portal shapes §1.4)
    if (source === 'helm' || source === 'external') {
      const filter = source === 'helm' ? `serviceName=*,name=${search}` : `name=${search}`;
      const body = await http.get<{ services: EnvironmentServiceRow[] | null }>(
        fill(environmentPaths.workloads, { envName }),
        { query: { projectName, filter, perPage: PAGE_SIZE, page }, signal, onHeaders },
      );
      return { rows: body.services ?? [], total };
    }
    const rows = await http.get<EnvironmentServiceRow[]>(fill(environmentPaths.groups, { envName }), {
      query: { projectName, serviceName: search, perPage: PAGE_SIZE, page },
      signal,
      onHeaders,
    });
    return { rows, total };
  },
  template: (projectName: string, signal?: AbortSignal) =>
    http.get<EnvironmentTemplate>(fill(environmentPaths.initInfo, { projectName }), {
      query: { envType: 'general', isBaseEnv: false, baseEnv: '', projectName },
      signal,
    }),
  clusters: (projectName: string, signal?: AbortSignal) =>
    http.get<Cluster[]>(clusterPaths.clusters, { query: { projectName }, signal }),
  create: (projectName: string, body: EnvironmentCreateBody) =>
    http.post<Done>(environmentPaths.environments, body, { query: { projectName } }),
  /** Rolls the environment onto the services' current templates with these variables; `force` overrides changed images. */
  update: (projectName: string, info: EnvironmentInfo, vars: EnvironmentVar[], force: boolean) =>
    http.put<Done>(
      fill(environmentPaths.environment, { envName: info.env_name }),
      { vars, service_names: info.services.flat() },
      { query: { projectName, envType: info.is_prod ? 'prod' : '', force } },
    ),
  remove: (projectName: string, info: EnvironmentInfo) =>
    http.delete<Done>(fill(environmentPaths.environment, { envName: info.env_name }), {
      query: { projectName, envType: info.is_prod ? 'prod' : '', is_delete: true },
    }),
  removeServices: (projectName: string, envName: string, serviceNames: string[]) =>
    http.put<Done>(
      fill(environmentPaths.services, { envName }),
      { service_names: serviceNames },
      {
        query: { projectName },
      },
    ),
  restartService: (projectName: string, envName: string, serviceName: string) =>
    http.post<Done>(fill(environmentPaths.restart, { envName, serviceName }), undefined, {
      query: { projectName, envType: '' },
    }),
  serviceDetail: (projectName: string, envName: string, serviceName: string, signal?: AbortSignal) =>
    http.get<EnvironmentServiceDetail>(fill(environmentPaths.service, { envName, serviceName }), {
      query: { projectName, envType: '' },
      signal,
    }),
  restartWorkload: (projectName: string, envName: string, serviceName: string, workload: ServiceWorkload) =>
    http.post<Done>(fill(environmentPaths.restartNew, { envName, serviceName }), undefined, {
      query: { projectName, type: workload.type, name: workload.name, envType: '' },
    }),
  scale: (
    projectName: string,
    envName: string,
    serviceName: string,
    workload: ServiceWorkload,
    number: number,
  ) =>
    http.post<Done>(fill(environmentPaths.scaleNew, { envName, serviceName }), undefined, {
      query: { projectName, number, envName, type: workload.type, name: workload.name, envType: '' },
    }),
  /** Sets one container's image in the running workload (portal shapes §4.6). */
  setImage: (
    projectName: string,
    envName: string,
    serviceName: string,
    workload: ServiceWorkload,
    containerName: string,
    image: string,
  ) =>
    http.post<Done>(
      fill(environmentPaths.image, { type: workload.type.toLowerCase(), envName }),
      {
        product_name: projectName,
        service_name: serviceName,
        container_name: containerName,
        name: workload.name,
        image,
        env_name: envName,
      },
      { query: { projectName, envType: '' } },
    ),
  deletePod: (projectName: string, envName: string, podName: string) =>
    http.delete<Done>(fill(environmentPaths.pod, { envName, podName }), {
      query: { projectName, envName, envType: '' },
    }),
  workloadEvents: (projectName: string, envName: string, workload: ServiceWorkload, signal?: AbortSignal) =>
    http.get<KubeEvent[]>(environmentPaths.events, {
      query: { projectName, envName, type: workload.type, name: workload.name, envType: '' },
      signal,
    }),
};
