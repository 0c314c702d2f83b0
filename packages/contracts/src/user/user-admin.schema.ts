import { z } from 'zod';
import {
  accountSchema,
  emailSchema,
  optional,
  passwordSchema,
  phoneSchema,
  requiredText,
} from '../common/fields.js';
import { roleNameSchema } from '../rbac/rbac.schema.js';
import { userRoleBindingSchema } from './system-role-bindings.schema.js';
import { userInfoSchema } from './user.schema.js';

/**
 * An administrator creates an account (POST /api/v1/users). `isAdmin` is what the portal's dialog
 * sends: false, or the system roles to grant the new account.
 */
export const userCreateSchema = z.object({
  account: accountSchema,
  name: requiredText(64, 'validation.name.required'),
  email: optional(emailSchema),
  phone: optional(phoneSchema),
  password: passwordSchema,
  isAdmin: z.union([z.literal(false), z.array(roleNameSchema).max(50)]).optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * An administrator edits an account; a password here resets it. The portal sends the whole list row:
 * its other fields (uid, account, admin, system_role_bindings, isAdmin…) are read-only and ignored —
 * roles change through POST /api/v1/system-rolebindings/update.
 */
export const userUpdateSchema = z.object({
  name: requiredText(64, 'validation.name.required').optional(),
  email: optional(emailSchema),
  phone: optional(phoneSchema),
  password: passwordSchema.optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userSearchSchema = z.object({
  /** matches account or name, case-insensitive */
  name: z.string().max(64, { error: 'validation.tooLong' }).default(''),
  uids: z.array(z.string().uuid()).max(500).optional(),
  page: z.number().int().min(1).default(1),
  per_page: z.number().int().min(1).max(200).default(20),
});
export type UserSearch = z.infer<typeof userSearchSchema>;

/** POST /api/v1/users/search: a page of accounts and how many match in all. */
export const userListSchema = z.object({ users: z.array(userInfoSchema), total_count: z.number().int() });
export type UserList = z.infer<typeof userListSchema>;

/** A row of the administrators' user list: the account and the system roles it holds. */
export const managedUserSchema = userInfoSchema.extend({
  system_role_bindings: z.array(userRoleBindingSchema),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
/** POST /api/v1/picket/users */
export const managedUserListSchema = z.object({
  users: z.array(managedUserSchema),
  total_count: z.number().int(),
});
export type ManagedUserList = z.infer<typeof managedUserListSchema>;
