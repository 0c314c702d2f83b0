import { z } from 'zod';
import {
  accountSchema,
  emailSchema,
  optional,
  passwordSchema,
  phoneSchema,
  requiredText,
} from '../common/fields.js';
import { personalSchema } from './user.schema.js';

/** An administrator creates an account (spec §7 POST /api/v1/users). */
export const userCreateSchema = z.object({
  account: accountSchema,
  name: requiredText(64, 'validation.name.required'),
  email: optional(emailSchema),
  phone: optional(phoneSchema),
  password: passwordSchema,
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/** An administrator edits an account; a password here resets it. */
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

export const userListSchema = z.object({ users: z.array(personalSchema), total: z.number().int() });
export const userWithRolesSchema = personalSchema.extend({ system_roles: z.array(z.string()) });
export const userWithRolesListSchema = z.object({
  users: z.array(userWithRolesSchema),
  total: z.number().int(),
});
export type UserWithRoles = z.infer<typeof userWithRolesSchema>;
