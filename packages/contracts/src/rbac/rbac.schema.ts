import { z } from 'zod';
import { requiredText } from '../common/fields.js';

/** Role names: lowercase letters, digits and hyphen (spec §5). */
export const ROLE_NAME_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
export const roleNameSchema = requiredText(32, 'validation.role.nameRequired').regex(ROLE_NAME_PATTERN, {
  error: 'validation.role.nameFormat',
});

/** A user named by uid. */
export const uidSchema = z
  .string({ error: 'validation.user.required' })
  .uuid({ error: 'validation.user.unknown' });

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
