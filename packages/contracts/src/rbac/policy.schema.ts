import { z } from 'zod';
import { requiredText } from '../common/fields.js';
import { itemResourceTypes, type ProjectAction, projectActions } from './policy-definitions.js';
import { roleNameSchema, uidSchema } from './rbac.schema.js';

/**
 * A policy grants verbs on named workflows or environments of one project (collaboration), in the portal's
 * shape: per rule the resource type (`resources: ["Workflow"]`), its verbs, and the named items
 * (`related_resources`; `match_attributes` name them as `name=<item>`).
 */
export const policyRuleBodySchema = z.object({
  kind: z.literal('resource').default('resource'),
  resources: z.tuple([z.enum(itemResourceTypes, { error: 'validation.role.unknownAction' })], {
    error: 'validation.role.unknownAction',
  }),
  verbs: z
    .array(
      z.enum(projectActions as [ProjectAction, ...ProjectAction[]], {
        error: 'validation.role.unknownAction',
      }),
      {
        error: 'validation.role.permissionRequired',
      },
    )
    .min(1, { error: 'validation.role.permissionRequired' })
    .max(200)
    .transform((verbs) => [...new Set(verbs)]),
  related_resources: z
    .array(requiredText(64), { error: 'validation.policy.resourceRequired' })
    .min(1, { error: 'validation.policy.resourceRequired' })
    .max(200)
    .transform((names) => [...new Set(names)]),
});
export type PolicyRuleBody = z.infer<typeof policyRuleBodySchema>;

/** A policy as created or changed; `uids` are the users it is granted to. */
export const policyBodySchema = z.object({
  name: roleNameSchema,
  description: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  rules: z
    .array(policyRuleBodySchema, { error: 'validation.role.permissionRequired' })
    .min(1, { error: 'validation.role.permissionRequired' })
    .max(50),
  uids: z.array(uidSchema).max(500).default([]),
});
export type PolicyBody = z.infer<typeof policyBodySchema>;

/** POST /api/v1/policies?projectName=: policies are created in bulk, as Zadig's policy service takes them. */
export const policiesCreateSchema = z.object({
  policies: z.array(policyBodySchema, { error: 'validation.role.permissionRequired' }).min(1).max(50),
});

/** A policy as answered: list items (`name`, `description`, `update_time` in seconds) and the detail alike. */
export const policySchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Unix seconds */
  update_time: z.number().int(),
  rules: z.array(
    z.object({
      kind: z.literal('resource'),
      resources: z.array(z.string()),
      verbs: z.array(z.string()),
      match_attributes: z.array(z.object({ key: z.string(), value: z.string() })),
      related_resources: z.array(z.string()),
    }),
  ),
  uids: z.array(z.string()),
});
export type Policy = z.infer<typeof policySchema>;
