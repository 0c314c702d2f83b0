import { z } from 'zod';
import { roleNameSchema } from '../rbac/rbac.schema.js';

/** The name of a user's system role binding, as the portal builds it: `user:<uid>,role:<role>`. */
export const systemRoleBindingName = (uid: string, role: string) => `user:${uid},role:${role}`;

const BINDING_NAME_PATTERN = /^user:([^,]+),role:(.+)$/;

const uidSchema = z.string({ error: 'validation.user.required' }).uuid({ error: 'validation.user.unknown' });

/** The user and role a binding name stands for; undefined when it is not such a name. */
export function parseSystemRoleBindingName(name: string): { uid: string; role: string } | undefined {
  const [, uid, role] = BINDING_NAME_PATTERN.exec(name) ?? [];
  return uid && role && uidSchema.safeParse(uid).success ? { uid, role } : undefined;
}

/**
 * A role one user holds, system-wide or in a project (GET /api/v1/system-rolebindings, user list rows,
 * GET /api/v1/userbindings).
 */
export const userRoleBindingSchema = z.object({
  name: z.string(),
  uid: z.string(),
  role: z.string(),
  /** the role is a preset one (admin, project-admin, read-only) */
  preset: z.boolean(),
});
export type UserRoleBinding = z.infer<typeof userRoleBindingSchema>;

/** GET /api/v1/userbindings: the roles `uid` holds in `projectName`, or system-wide when it is empty. */
export const userBindingsQuerySchema = z.object({
  uid: uidSchema,
  projectName: z.string().max(64, { error: 'validation.tooLong' }).default(''),
});

/** One grant: `{name, role, uid}`; the name may be left out, and when given must match the two. */
export const systemRoleBindingBodySchema = z
  .object({
    name: z.string().max(200).optional(),
    uid: uidSchema,
    role: roleNameSchema,
  })
  .refine((b) => !b.name || b.name === systemRoleBindingName(b.uid, b.role), {
    error: 'validation.binding.name',
    path: ['name'],
  });
export type SystemRoleBindingBody = z.infer<typeof systemRoleBindingBodySchema>;

/** Every system role one user is to hold (POST /api/v1/system-rolebindings/update); [] removes all. */
export const systemRoleBindingsUpdateSchema = z.array(systemRoleBindingBodySchema).max(50);

export const systemRoleBindingsUserQuerySchema = z.object({ userID: uidSchema });
