import type { ClusterBody, ClusterNodes } from '@slipway/contracts';
import { parse as parseYaml } from 'yaml';
import { KubeApi, type KubernetesCluster } from '../../engine/executors/kubernetes/kube-api.js';
import { BadRequestError } from '../../lib/errors.js';

interface KubeconfigEntry<T> {
  name?: string;
  cluster?: T;
  user?: T;
  context?: T;
}
interface Kubeconfig {
  'current-context'?: string;
  clusters?: Array<KubeconfigEntry<{ server?: string; 'certificate-authority-data'?: string }>>;
  users?: Array<KubeconfigEntry<{ token?: string }>>;
  contexts?: Array<KubeconfigEntry<{ cluster?: string; user?: string; namespace?: string }>>;
}

const badKubeconfig = (detail: string) => new BadRequestError('validation.cluster.kubeconfig', detail);

const named = <T>(list: Array<KubeconfigEntry<T>> | undefined, name: string | undefined) =>
  (list ?? []).find((entry) => entry.name === name);

/**
 * The API server, token and CA of a kubeconfig's current context (or its only one). Only bearer
 * tokens are taken: client certificates and exec plugins would run or read things on the server.
 */
export function kubeconfigConnection(yaml: string): KubernetesCluster {
  let config: Kubeconfig;
  try {
    config = parseYaml(yaml, { maxAliasCount: 50 }) as Kubeconfig;
  } catch (error) {
    throw badKubeconfig((error as Error).message);
  }
  if (!config || typeof config !== 'object') throw badKubeconfig('not a YAML mapping');
  const contexts = Array.isArray(config.contexts) ? config.contexts : [];
  const context =
    named(contexts, config['current-context'])?.context ??
    (contexts.length === 1 ? contexts[0]?.context : undefined);
  if (!context) throw badKubeconfig('no current context');
  const cluster = named(Array.isArray(config.clusters) ? config.clusters : [], context.cluster)?.cluster;
  const user = named(Array.isArray(config.users) ? config.users : [], context.user)?.user;
  if (typeof cluster?.server !== 'string' || !/^https?:\/\/[^/\s]+/.test(cluster.server))
    throw badKubeconfig('the context names no cluster with an https server');
  if (typeof user?.token !== 'string' || !user.token) throw badKubeconfig('the context’s user has no token');
  const ca = cluster['certificate-authority-data'];
  return {
    server: cluster.server,
    token: user.token,
    ...(typeof ca === 'string' && ca ? { caCert: Buffer.from(ca, 'base64').toString('utf8') } : {}),
  };
}

/** The connection a create or edit names; undefined for an agent cluster, or when an edit keeps the saved one. */
export function connectionOf(body: ClusterBody): KubernetesCluster | undefined {
  if (body.type === 'kubeconfig')
    return body.kube_config.trim() ? kubeconfigConnection(body.kube_config) : undefined;
  if (body.type === 'token') {
    if (!body.token) return undefined;
    if (!body.api_server) throw new BadRequestError('validation.cluster.tokenRequired');
    return { server: body.api_server, token: body.token, ...(body.ca_cert ? { caCert: body.ca_cert } : {}) };
  }
  return undefined;
}

/** The calls the settings page makes through a cluster's API. */
export async function withKubeApi<T>(
  cluster: KubernetesCluster,
  use: (api: KubeApi) => Promise<T>,
): Promise<T> {
  const api = new KubeApi(cluster);
  try {
    return await use(api);
  } finally {
    api.close();
  }
}

/** Whether the API answers with these credentials: the version, then a namespace list (needs the token). */
export const checkApi = (cluster: KubernetesCluster) =>
  withKubeApi(cluster, async (api) => {
    await api.json('GET', '/version');
    await api.json('GET', '/api/v1/namespaces?limit=1');
  });

interface ListOf<T> {
  items?: T[];
}

export const listStorageClasses = (cluster: KubernetesCluster) =>
  withKubeApi(cluster, async (api) => {
    const list = await api.json<ListOf<{ metadata: { name: string } }>>(
      'GET',
      '/apis/storage.k8s.io/v1/storageclasses',
    );
    return (list.items ?? []).map((item) => item.metadata.name);
  });

/** Kubernetes quantities as bytes: binary (Ki, Mi, Gi, Ti) and decimal (k, M, G, T) suffixes. */
export function quantityBytes(quantity: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|Pi|k|M|G|T|P)?$/.exec(quantity ?? '');
  if (!match) return 0;
  const powers: Record<string, number> = {
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
    Pi: 2 ** 50,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    P: 1e15,
  };
  return Math.round(Number(match[1]) * (match[2] ? (powers[match[2]] ?? 1) : 1));
}

export const listPvcs = (cluster: KubernetesCluster, namespace: string) =>
  withKubeApi(cluster, async (api) => {
    const list = await api.json<
      ListOf<{ metadata: { name: string }; spec?: { resources?: { requests?: { storage?: string } } } }>
    >('GET', `/api/v1/namespaces/${encodeURIComponent(namespace)}/persistentvolumeclaims`);
    return (list.items ?? []).map((pvc) => ({
      name: pvc.metadata.name,
      storage_size_in_bytes: quantityBytes(pvc.spec?.resources?.requests?.storage),
    }));
  });

interface NodeObject {
  metadata: { labels?: Record<string, string> };
  status?: {
    addresses?: Array<{ type: string; address: string }>;
    conditions?: Array<{ type: string; status: string }>;
  };
}

export const listNodes = (cluster: KubernetesCluster): Promise<ClusterNodes> =>
  withKubeApi(cluster, async (api) => {
    const list = await api.json<ListOf<NodeObject>>('GET', '/api/v1/nodes');
    const data = (list.items ?? []).map((node) => ({
      ip: node.status?.addresses?.find((a) => a.type === 'InternalIP')?.address ?? '',
      ready: node.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') ?? false,
      labels: Object.entries(node.metadata.labels ?? {}).map(([key, value]) => `${key}:${value}`),
    }));
    return { labels: [...new Set(data.flatMap((node) => node.labels))], data };
  });
