import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const clusterPaths = {
  /** the list (`?projectName=`), create */
  clusters: '/api/aslan/cluster/clusters',
  cluster: '/api/aslan/cluster/clusters/:id',
  disconnect: '/api/aslan/cluster/clusters/:id/disconnect',
  reconnect: '/api/aslan/cluster/clusters/:id/reconnect',
  agentUpgrade: '/api/aslan/cluster/agent/:id/upgrade',
  storageClasses: '/api/aslan/cluster/:id/storageclasses',
  pvcs: '/api/aslan/cluster/:id/:namespace/pvcs',
  nodes: '/api/aslan/environment/kube/nodes',
} as const;

/** The built-in cluster: this machine (its jobs run in podman or the sandbox). */
export const LOCAL_CLUSTER_ID = 'local';

export const clusterStatuses = ['pending', 'normal', 'abnormal', 'disconnected'] as const;
export type ClusterStatus = (typeof clusterStatuses)[number];

/**
 * How the server reaches the cluster's API: a kubeconfig, or an API server address and a token
 * (with the cluster CA); `agent` has no credentials and stays pending until an agent reports.
 */
export const clusterConnectionTypes = ['agent', 'kubeconfig', 'token'] as const;

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const flag = () => z.boolean({ error: 'validation.invalidType' }).default(false);
const count = (max: number) =>
  z.number({ error: 'validation.invalidType' }).int({ error: 'validation.invalidType' }).min(0).max(max);

export const clusterAdvancedConfigSchema = z.object({
  project_names: z.array(z.string().trim().min(1).max(256)).max(1000).default([]),
  strategy: text(64).default('normal'),
  node_labels: z.array(z.string().max(512)).max(200).nullable().default(null),
});

export const clusterCacheSchema = z.object({
  medium_type: z.enum(['object', 'nfs', ''], { error: 'validation.invalidType' }).default(''),
  object_properties: z.object({ id: text(64) }).default({ id: '' }),
  nfs_properties: z
    .object({
      provision_type: text(32).default('dynamic'),
      storage_class: text(253),
      storage_size_in_gib: count(1_000_000).default(10),
      pvc: text(253),
      subpath: text(512),
    })
    .default({ provision_type: 'dynamic', storage_class: '', storage_size_in_gib: 10, pvc: '', subpath: '' }),
});

export const clusterDindSchema = z.object({
  replicas: count(100).default(1),
  resources: z
    .object({
      limits: z
        .object({ cpu: count(1_000_000).default(4000), memory: count(10_000_000).default(8192) })
        .default({ cpu: 4000, memory: 8192 }),
    })
    .default({ limits: { cpu: 4000, memory: 8192 } }),
  storage: z
    .object({
      type: z.enum(['rootfs', 'dynamic'], { error: 'validation.invalidType' }).default('rootfs'),
      storage_class: text(253),
      storage_size_in_gib: count(1_000_000).default(10),
    })
    .nullable()
    .default(null),
});

/** What the settings page sends on create and on edit (the edit carries the listed fields too; they are dropped). */
export const clusterBodySchema = z.object({
  name: requiredText(64, 'validation.cluster.nameRequired').regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, {
    error: 'validation.cluster.nameFormat',
  }),
  provider: count(100).default(0),
  production: flag(),
  description: text(1024),
  namespace: text(63),
  type: z.enum(clusterConnectionTypes, { error: 'validation.invalidType' }).default('agent'),
  /** kubeconfig YAML; empty on edit keeps the saved one */
  kube_config: z.string().max(262_144, { error: 'validation.tooLong' }).default(''),
  /** https://host:port of the API server */
  api_server: z
    .string()
    .trim()
    .max(512, { error: 'validation.tooLong' })
    .regex(/^(https?:\/\/[^/\s]+\S*)?$/, { error: 'validation.cluster.apiServerFormat' })
    .default(''),
  /** empty on edit keeps the saved one */
  token: z.string().trim().max(16_384, { error: 'validation.tooLong' }).default(''),
  ca_cert: z.string().trim().max(65_536, { error: 'validation.tooLong' }).default(''),
  advanced_config: clusterAdvancedConfigSchema.default({
    project_names: [],
    strategy: 'normal',
    node_labels: null,
  }),
  cache: clusterCacheSchema.default(clusterCacheSchema.parse({})),
  dind_cfg: clusterDindSchema.default(clusterDindSchema.parse({})),
});
export type ClusterBody = z.infer<typeof clusterBodySchema>;

/** A cluster as the portal reads it: credentials are never answered, only whether some are kept. */
export const clusterSchema = z.object({
  id: z.string(),
  name: z.string(),
  local: z.boolean(),
  production: z.boolean(),
  status: z.enum(clusterStatuses),
  provider: z.number(),
  description: z.string(),
  /** unix seconds */
  last_connection_time: z.number(),
  createdBy: z.string(),
  namespace: z.string(),
  type: z.enum(clusterConnectionTypes),
  api_server: z.string(),
  has_credentials: z.boolean(),
  /** why the last check failed, for the settings page */
  error: z.string(),
  advanced_config: clusterAdvancedConfigSchema,
  cache: clusterCacheSchema,
  dind_cfg: clusterDindSchema,
});
export type Cluster = z.infer<typeof clusterSchema>;
export const clusterListSchema = z.array(clusterSchema);

export const clusterParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const clusterPvcParamsSchema = z.object({
  id: z.string().min(1).max(64),
  namespace: z.string().min(1).max(63),
});
export const clusterListQuerySchema = z.object({ projectName: z.string().max(256).default('') });
export const clusterStorageClassQuerySchema = z.object({ type: z.string().max(32).default('') });
export const clusterNodesQuerySchema = z.object({ clusterId: z.string().min(1).max(64) });

export const storageClassListSchema = z.array(z.string());
export const pvcListSchema = z.array(z.object({ name: z.string(), storage_size_in_bytes: z.number() }));
export const clusterNodesSchema = z.object({
  labels: z.array(z.string()),
  data: z.array(z.object({ ip: z.string(), ready: z.boolean(), labels: z.array(z.string()) })),
});
export type ClusterNodes = z.infer<typeof clusterNodesSchema>;
