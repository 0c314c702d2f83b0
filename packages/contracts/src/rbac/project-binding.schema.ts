import { z } from 'zod';
import { SERIAL_ID_MAX } from '../common/fields.js';
import { roleNameSchema, uidSchema } from './rbac.schema.js';

/** The pseudo-user standing for every signed-in user: read-only in a public project. */
export const ALL_USERS = '*';

/** Who a project role binding grants to: a user (or ALL_USERS), or a user group. */
export type BindingSubject = { uid: string } | { groupId: number };

/** A binding's name, as the portal deletes it: `user:<uid>,role:<role>` (a group: `group:<id>,role:<role>`). */
export function projectRoleBindingName(subject: BindingSubject, role: string): string {
  return 'uid' in subject ? `user:${subject.uid},role:${role}` : `group:${subject.groupId},role:${role}`;
}

const BINDING_NAME_PATTERN = /^(user|group):([^,]+),role:(.+)$/;

/** The subject and role a binding name stands for; undefined when it is no such name. */
export function parseProjectRoleBindingName(
  name: string,
): { subject: BindingSubject; role: string } | undefined {
  const [, kind, id, role] = BINDING_NAME_PATTERN.exec(name) ?? [];
  if (!id || !role) return undefined;
  if (kind === 'user') return { subject: { uid: id }, role };
  const groupId = Number(id);
  return Number.isSafeInteger(groupId) && groupId > 0 ? { subject: { groupId }, role } : undefined;
}

/**
 * One grant of a project role, as the portal sends it: `{uid, role, preset, type:"custom"}`. `preset` says the
 * role is a public one (shared by every project) rather than the project's own. Slipway also binds user
 * groups: `group_id` instead of `uid`.
 */
export const projectRoleBindingBodySchema = z
  .object({
    uid: uidSchema.optional(),
    group_id: z.number().int().positive().max(SERIAL_ID_MAX).optional(),
    role: roleNameSchema,
    preset: z.boolean().default(false),
    /** bindings made through the API are always custom ones */
    type: z.enum(['custom', 'system']).optional(),
  })
  .refine((b) => (b.uid === undefined) !== (b.group_id === undefined), {
    error: 'validation.user.required',
    path: ['uid'],
  });
export type ProjectRoleBindingBody = z.infer<typeof projectRoleBindingBodySchema>;

/** POST /api/v1/rolebindings?projectName=&bulk=true: one item per user (or group) and role. */
export const projectRoleBindingsCreateSchema = z
  .array(projectRoleBindingBodySchema, { error: 'validation.role.required' })
  .min(1, { error: 'validation.user.required' })
  .max(500);

/** POST /api/v1/rolebindings/update?projectName=&bulk=true&userID=: every role the user is to hold; [] removes them. */
export const projectRoleBindingsUpdateSchema = z.array(projectRoleBindingBodySchema).max(50);

export const bulkQuerySchema = z.object({ bulk: z.enum(['true', 'false']).optional() });

/** type: system = made by Slipway itself (a public project's read-only for all users), custom = by a user. */
const bindingTypeSchema = z.enum(['system', 'custom']);

/** A member of a project and what they hold there (GET /api/v1/picket/bindings). */
export const projectMemberSchema = z.object({
  /** ALL_USERS for the read-only every user holds in a public project */
  uid: z.string(),
  username: z.string(),
  account: z.string(),
  identity_type: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(
    z.object({
      name: z.string(),
      uid: z.string(),
      role: z.string(),
      preset: z.boolean(),
      type: bindingTypeSchema,
    }),
  ),
  policies: z.array(
    z.object({
      name: z.string(),
      uid: z.string(),
      policy: z.string(),
      preset: z.boolean(),
      type: bindingTypeSchema,
    }),
  ),
  /** roles held through user groups (changed on the group's binding, not the member's) */
  group_roles: z.array(
    z.object({
      name: z.string(),
      group_id: z.number().int(),
      group_name: z.string(),
      role: z.string(),
      preset: z.boolean(),
    }),
  ),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;
