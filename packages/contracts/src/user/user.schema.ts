import { z } from 'zod';
import {
  emailSchema,
  hexColorSchema,
  optional,
  passwordSchema,
  phoneSchema,
  requiredText,
} from '../common/fields.js';
import { languages } from '../common/language.js';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Preference defaults of spec §3 and §9. */
export const defaultPreference = {
  theme: 'light',
  log_bg_color: '#000000',
  log_font_color: '#ffffff',
} as const;

export const preferenceSchema = z.object({
  theme: z.enum(themes, { error: 'validation.theme' }),
  log_bg_color: hexColorSchema,
  log_font_color: hexColorSchema,
  /** the language of what the server sends on the user's behalf (workflow notifications); unset: zh-CN */
  language: z.enum(languages, { error: 'validation.invalidType' }).optional(),
});
export type Preference = z.infer<typeof preferenceSchema>;
export const preferenceUpdateSchema = preferenceSchema.partial();

export const userIdParamsSchema = z.object({ id: z.string().max(64) });

/**
 * An account as lists and administrators see it (the portal's UserInfo). Times are unix seconds;
 * `last_login_time` is 0 until the first sign-in. `admin`: holds the system administrator role.
 */
export const userInfoSchema = z.object({
  uid: z.string(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  identity_type: z.string(),
  admin: z.boolean(),
  created_at: z.number().int(),
  last_login_time: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * The profile (GET /api/v1/users/{uid}/personal): the account and its API token, a long-lived bearer
 * token to copy into scripts. The token is shown to the user themself only (anyone else gets ''),
 * and a new password replaces it.
 */
export const personalSchema = userInfoSchema.extend({ token: z.string() });
export type Personal = z.infer<typeof personalSchema>;

export const personalUpdateSchema = z.object({
  name: requiredText(64, 'validation.name.required').optional(),
  email: optional(emailSchema),
  phone: optional(phoneSchema),
});
export type PersonalUpdate = z.infer<typeof personalUpdateSchema>;

export const passwordChangeSchema = z.object({
  oldPassword: z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' })
    .max(128, { error: 'validation.tooLong' }),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
/** The change ends every session of the user; the one who changed their own password gets a new one. */
export const passwordChangedSchema = z.object({ message: z.string(), token: z.string().optional() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** The role name that makes a user a system administrator (spec §6). */
export const SYSTEM_ADMIN_ROLE = 'admin';
