import { z } from 'zod';
import { requiredText } from '../common/fields.js';
import { roleNameSchema } from './rbac.schema.js';

/**
 * Permissions as the portal sends and reads them: one rule per resource, with the verbs granted on it
 * (`{kind:"resource", resources:["Workflow"], verbs:["get_workflow", "run_workflow"]}`).
 */
export const roleRuleSchema = z.object({
  kind: z.literal('resource', { error: 'validation.role.unknownAction' }).default('resource'),
  resources: z
    .array(requiredText(64), { error: 'validation.role.unknownAction' })
    .min(1, { error: 'validation.role.unknownAction' })
    .max(20),
  verbs: z.array(requiredText(64), { error: 'validation.role.permissionRequired' }).max(200),
});
export type RoleRule = z.infer<typeof roleRuleSchema>;

const ruleListSchema = z
  .array(roleRuleSchema, { error: 'validation.role.permissionRequired' })
  .max(50)
  .refine((rules) => rules.some((rule) => rule.verbs.length > 0), {
    error: 'validation.role.permissionRequired',
  });

/**
 * A role as created or changed: system roles (`POST /api/v1/system-roles`, `PUT /api/v1/roles/{name}?projectName=*`),
 * project and public roles. Whether the verbs exist is checked against the scope's definitions by the server;
 * a description left out on a change keeps the one stored.
 */
export const roleBodySchema = z.object({
  name: roleNameSchema,
  desc: z.string().max(256, { error: 'validation.tooLong' }).optional(),
  rules: ruleListSchema,
});
export type RoleBody = z.infer<typeof roleBodySchema>;

/** A role as answered: `type` system = preset (fixed), custom = made by a user; public roles serve every project. */
export const roleSchema = z.object({
  name: z.string(),
  desc: z.string(),
  type: z.enum(['system', 'custom']),
  isPublic: z.boolean(),
  rules: z.array(
    z.object({ kind: z.literal('resource'), resources: z.array(z.string()), verbs: z.array(z.string()) }),
  ),
});
export type Role = z.infer<typeof roleSchema>;

/** Resource → the verbs that may be granted on it (one scope's policy definitions). */
export type GrantableVerbs = Readonly<Record<string, readonly string[]>>;

/** What the policy definitions (`GET /api/v1/policy-definitions`) say may be granted, resource by resource. */
export function grantableOf(
  definitions: readonly { resource: string; rules: readonly { action: string }[] }[],
): GrantableVerbs {
  return Object.fromEntries(
    definitions.map((definition) => [definition.resource, definition.rules.map((rule) => rule.action)]),
  );
}

/** The verbs a role's rules grant, each once. */
export function verbsOfRules(rules: readonly Pick<RoleRule, 'verbs'>[]): string[] {
  return [...new Set(rules.flatMap((rule) => rule.verbs))];
}

/** Rules granting `verbs`, one per resource in the definitions' order; verbs no resource knows are left out. */
export function rulesOfVerbs(verbs: readonly string[], grantable: GrantableVerbs): Role['rules'] {
  return Object.entries(grantable)
    .map(([resource, known]) => ({
      kind: 'resource' as const,
      resources: [resource],
      verbs: known.filter((verb) => verbs.includes(verb)),
    }))
    .filter((rule) => rule.verbs.length > 0);
}

/** Whether every rule names known resources and only verbs those resources have. */
export function rulesAreGrantable(rules: readonly RoleRule[], grantable: GrantableVerbs): boolean {
  return rules.every((rule) => {
    if (!rule.resources.every((resource) => Object.hasOwn(grantable, resource))) return false;
    const known = new Set(rule.resources.flatMap((resource) => grantable[resource] ?? []));
    return rule.verbs.every((verb) => known.has(verb));
  });
}
