import { z } from 'zod';

/** Routes of taken-over (hosted, `external`) environments (portal §11) and cluster checks (§4.8, §4.9). */
export const hostedEnvPaths = {
  kubeWorkloads: '/api/aslan/environment/kube/workloads',
  serviceWorkloads: '/api/aslan/service/workloads',
  k8services: '/api/aslan/environment/environments/:envName/check/workloads/k8services',
  ephemeralContainers: '/api/aslan/cluster/:clusterId/check/ephemeralcontainers',
  istio: '/api/aslan/cluster/istio/check/:clusterId',
  debugContainer: '/api/aslan/environment/kube/:envName/pods/:podName/debugcontainer',
} as const;

const name = z.string().max(256);
/** Kubernetes names: lowercase DNS labels. */
const dnsName = z
  .string()
  .trim()
  .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, { error: 'validation.environment.namespaceFormat' })
  .max(63, { error: 'validation.environment.namespaceFormat' });

export const hostedWorkloadsQuerySchema = z.object({
  projectName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  namespace: dnsName,
  clusterId: z.string().trim().min(1, { error: 'validation.required' }).max(64),
  perPage: z.coerce.number().int().min(1).max(5000).optional(),
  page: z.coerce.number().int().min(1).max(100000).optional(),
});

export const hostedWorkloadSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(253),
  type: z.enum(['Deployment', 'StatefulSet'], { error: 'validation.hostedEnv.workloadKind' }),
  // the UI fields of the picked rows arrive too; they carry nothing the server keeps
  label: z.unknown().optional(),
  key: z.unknown().optional(),
  disabled: z.unknown().optional(),
  product_name: z.unknown().optional(),
  env_name: z.unknown().optional(),
  images: z.unknown().optional(),
});

export const hostedEnvBodySchema = z.object({
  env_name: z
    .string()
    .trim()
    .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, { error: 'validation.environment.nameFormat' })
    .max(64, { error: 'validation.environment.nameFormat' }),
  cluster_id: z.string().trim().min(1, { error: 'validation.required' }).max(64),
  namespace: dnsName,
  registry_id: z.string().max(64).optional(),
  product_name: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  workloads: z
    .array(hostedWorkloadSchema)
    .min(1, { error: 'validation.hostedEnv.workloadsRequired' })
    .max(1000),
});
export type HostedEnvBody = z.infer<typeof hostedEnvBodySchema>;

export const hostedEnvQuerySchema = z.object({
  projectName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  env: z.string().max(256).optional(),
});
export const serviceWorkloadsQuerySchema = z.object({
  projectName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  env: z.string().trim().min(1, { error: 'validation.required' }).max(256),
});

export const kubeWorkloadListSchema = z.object({
  services: z.array(
    z.object({
      service_name: z.string(),
      workLoadType: z.string(),
      product_name: z.string(),
      env_name: z.string(),
      images: z.array(z.string()),
    }),
  ),
});
export const serviceWorkloadListSchema = z.object({ data: z.array(z.object({ service_name: z.string() })) });

export const clusterIdParamsSchema = z.object({ clusterId: z.string().max(64) });
export const debugContainerParamsSchema = z.object({ envName: name, podName: name });
export const debugContainerQuerySchema = z.object({
  projectName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  debugImage: z.string().max(512).optional(),
});
export const k8servicesQuerySchema = z.object({
  projectName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
});

/** Kubernetes Services whose selector matches no workload of the environment, as `service/<name>`. */
export const k8servicesCheckSchema = z.array(z.string());
