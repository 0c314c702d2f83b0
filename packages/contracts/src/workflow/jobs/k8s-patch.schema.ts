import { z } from 'zod';
import { requiredText } from '../../common/fields.js';
import { jobBaseShape } from '../job-fields.schema.js';
import { namespaceNameSchema } from './custom-deploy.schema.js';

/** Kinds a patch job may change: the plain objects every cluster driver reads and writes. */
export const patchableKinds = ['ConfigMap', 'Secret', 'Ingress', 'PersistentVolumeClaim', 'Service'] as const;
export type PatchableKind = (typeof patchableKinds)[number];

/** As `kubectl patch --type`: merge (RFC 7386), strategic-merge (lists of named items merged by name), json (RFC 6902). */
export const patchStrategies = ['merge', 'strategic-merge', 'json'] as const;
export type PatchStrategy = (typeof patchStrategies)[number];

export const patchItemSchema = z.object({
  resource_name: requiredText(253, 'validation.patch.nameRequired'),
  resource_kind: z.enum(patchableKinds, { error: 'validation.patch.kindUnsupported' }),
  resource_group: z.string().trim().max(253).default(''),
  resource_version: z.string().trim().max(64).default('v1'),
  /** JSON or YAML; `{{.name}}` is replaced by the value of the param `name` */
  patch_content: requiredText(256 * 1024, 'validation.patch.contentRequired'),
  params: z
    .array(
      z.object({
        name: z.string().trim().max(64),
        value: z
          .string()
          .max(64 * 1024)
          .default(''),
      }),
    )
    .max(100)
    .default([]),
  patch_strategy: z.enum(patchStrategies).default('merge'),
});
export type PatchItem = z.infer<typeof patchItemSchema>;

/** Patches named objects of a namespace of a cluster, in order (zadig-reference §2 `k8s-resource-patch`). */
export const k8sPatchSpecSchema = z.object({
  cluster_id: requiredText(64, 'validation.deploy.clusterRequired'),
  namespace: namespaceNameSchema,
  patch_items: z.array(patchItemSchema).min(1, { error: 'validation.patch.itemsRequired' }).max(50),
});
export type K8sPatchSpec = z.infer<typeof k8sPatchSpecSchema>;

export const k8sPatchJobSchema = z.object({
  ...jobBaseShape,
  type: z.literal('k8s-resource-patch'),
  spec: k8sPatchSpecSchema,
});
export type K8sPatchJob = z.infer<typeof k8sPatchJobSchema>;
