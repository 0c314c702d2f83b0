import { z } from 'zod';

/** GET …/environment/kube/available_namespaces: the namespaces of a cluster; `used` when an environment has one. */
export const availableNamespaceListSchema = z.array(z.object({ name: z.string(), used: z.boolean() }));
export type AvailableNamespace = z.output<typeof availableNamespaceListSchema>[number];

/** The resource kinds the import-from-namespace page offers, by the keys it reads. */
export const namespaceResourceKeys = [
  'deployment',
  'statefulset',
  'configmap',
  'secret',
  'ingress',
  'pvc',
  'service',
] as const;

/** GET …/service/services/kube/workloads: resource names per kind in a namespace. */
export const namespaceResourcesSchema = z.object({
  workloads_map: z.record(z.enum(namespaceResourceKeys), z.array(z.string())),
});
export type NamespaceResources = z.output<typeof namespaceResourcesSchema>;
