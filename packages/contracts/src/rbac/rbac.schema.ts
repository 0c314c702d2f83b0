import { z } from 'zod';
import { requiredText, SERIAL_ID_MAX } from '../common/fields.js';
import { itemResourceTypes, projectActions, systemActions } from './policy-definitions.js';

/** Role names: lowercase letters, digits and hyphen (spec §5). */
export const ROLE_NAME_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
export const roleNameSchema = requiredText(32, 'validation.role.nameRequired').regex(ROLE_NAME_PATTERN, {
  error: 'validation.role.nameFormat',
});

const actionList = <T extends string>(actions: readonly T[]) =>
  z
    .array(z.enum(actions as [T, ...T[]], { error: 'validation.role.unknownAction' }), {
      error: 'validation.role.permissionRequired',
    })
    .min(1, { error: 'validation.role.permissionRequired' })
    .max(200)
    .transform((list) => [...new Set(list)]);

export const roleTypes = ['public', 'private'] as const;

/** A system role: name, description, permissions (spec §3). */
export const systemRoleBodySchema = z.object({
  name: roleNameSchema,
  desc: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  actions: actionList(systemActions),
});
export type SystemRoleBody = z.infer<typeof systemRoleBodySchema>;

/** A project role: name, type public|private, permissions (spec §3). Public roles exist in every project. */
export const projectRoleBodySchema = z.object({
  name: roleNameSchema,
  desc: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  type: z.enum(roleTypes).default('private'),
  actions: actionList(projectActions),
});
export type ProjectRoleBody = z.infer<typeof projectRoleBodySchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  /** system, or public/private for project roles */
  type: z.enum(['system', 'public', 'private']),
  project_name: z.string(),
  preset: z.boolean(),
  actions: z.array(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

/** One grant of a role to a user or a user group; project '' for system roles. */
export const roleBindingSchema = z.object({
  id: z.number().int(),
  role: z.string(),
  project_name: z.string(),
  uid: z.string().nullable(),
  group_id: z.number().int().nullable(),
  /** user name or group name, for lists */
  subject_name: z.string(),
  preset: z.boolean(),
});
export type RoleBinding = z.infer<typeof roleBindingSchema>;

const uidSchema = z.string({ error: 'validation.user.required' }).uuid({ error: 'validation.user.unknown' });

/** Bulk grant within a project: several users and groups, several roles each (POST /api/v1/rolebindings). */
export const roleBindingsBulkSchema = z
  .object({
    uids: z.array(uidSchema).max(500).default([]),
    group_ids: z.array(z.number().int().positive().max(SERIAL_ID_MAX)).max(500).default([]),
    roles: z.array(roleNameSchema).min(1, { error: 'validation.role.required' }).max(50),
  })
  .refine((b) => b.uids.length + b.group_ids.length > 0, {
    error: 'validation.user.required',
    path: ['uids'],
  });
export type RoleBindingsBulk = z.infer<typeof roleBindingsBulkSchema>;

/** Replaces the roles one user holds (in a project, or system-wide). */
export const userRolesUpdateSchema = z.object({ roles: z.array(roleNameSchema).max(50) });

/** A member of a project and the roles they hold there (GET /api/v1/picket/bindings). */
export const projectMemberSchema = z.object({
  uid: z.string(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** roles held through user groups */
  group_roles: z.array(z.string()),
  policies: z.array(z.string()),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

/** A policy grants actions on named workflows or environments of one project (collaboration). */
export const policyRuleSchema = z.object({
  resource_type: z.enum(itemResourceTypes),
  resources: z.array(requiredText(64)).min(1, { error: 'validation.policy.resourceRequired' }).max(200),
  actions: actionList(projectActions),
});
export const policyBodySchema = z.object({
  name: roleNameSchema,
  desc: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  rules: z.array(policyRuleSchema).min(1, { error: 'validation.role.permissionRequired' }).max(50),
  uids: z.array(uidSchema).max(500).default([]),
});
export type PolicyBody = z.infer<typeof policyBodySchema>;
export const policySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  project_name: z.string(),
  rules: z.array(
    z.object({ resource_type: z.string(), resources: z.array(z.string()), actions: z.array(z.string()) }),
  ),
  uids: z.array(z.string()),
});
export type Policy = z.infer<typeof policySchema>;

/** A user group of a project: members can be bound to roles together. */
export const userGroupBodySchema = z.object({
  name: requiredText(64, 'validation.group.nameRequired'),
  desc: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  uids: z.array(uidSchema).max(1000).default([]),
});
export type UserGroupBody = z.infer<typeof userGroupBodySchema>;
export const userGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  project_name: z.string(),
  uids: z.array(z.string()),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

export const policyDefinitionSchema = z.object({
  resource: z.string(),
  alias: z.string(),
  rules: z.array(z.object({ action: z.string(), alias: z.string() })),
});
export const policyDefinitionQuerySchema = z.object({ scope: z.enum(['system', 'project']) });

/** Permission reads (spec §3 "Permission data"). */
export const globalPermissionSchema = z.object({
  is_system_admin: z.boolean(),
  project_admin_list: z.array(z.string()),
  system_verbs: z.array(z.string()),
});
export type GlobalPermission = z.infer<typeof globalPermissionSchema>;
export const projectPermissionSchema = z.object({
  is_system_admin: z.boolean(),
  is_project_admin: z.boolean(),
  project_verbs: z.array(z.string()),
  workflow_verbs_map: z.record(z.string(), z.array(z.string())),
  environment_verbs_map: z.record(z.string(), z.array(z.string())),
});
export type ProjectPermission = z.infer<typeof projectPermissionSchema>;

export const projectNameQuerySchema = z.object({
  projectName: requiredText(64, 'validation.project.required'),
});
