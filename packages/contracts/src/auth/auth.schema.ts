import { z } from 'zod';
import {
  accountSchema,
  emailSchema,
  optional,
  passwordSchema,
  phoneSchema,
  requiredText,
} from '../common/fields.js';

export const loginBodySchema = z.object({
  account: requiredText(64, 'validation.account.required'),
  password: z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' })
    .max(128, { error: 'validation.tooLong' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const identityTypes = ['system'] as const;

export const loginResponseSchema = z.object({
  uid: z.string(),
  token: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  account: z.string(),
  identityType: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const signupBodySchema = z.object({
  account: accountSchema,
  name: requiredText(64, 'validation.name.required'),
  email: emailSchema,
  phone: optional(phoneSchema),
  password: passwordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginEnabledSchema = z.object({ enabled: z.boolean() });

export const featureNames = ['RegisterTrigger'] as const;
export type FeatureName = (typeof featureNames)[number];
export const featureSchema = z.object({ name: z.enum(featureNames), enabled: z.boolean() });
export const featureUpdateSchema = z.object({ enabled: z.boolean({ error: 'validation.invalidType' }) });
export type Feature = z.infer<typeof featureSchema>;

export const retrieveQuerySchema = z.object({ account: requiredText(254, 'validation.account.required') });
/** The mailbox the link went to, partly hidden. */
export const retrieveResponseSchema = z.object({ email: z.string() });

export const resetBodySchema = z.object({
  token: z.string().max(4096).optional(),
  password: passwordSchema,
});
export type ResetBody = z.infer<typeof resetBodySchema>;

export const publicKeyResponseSchema = z.object({ publicKey: z.string() });
/** GET /api/v1/user/count answers the bare number. */
export const userCountSchema = z.number().int();
export const messageResponseSchema = z.object({ message: z.string() });

/** A page visit, RSA-encrypted by the browser with the server's public key (spec §7). */
export const visitRecordSchema = z.object({
  domain: z.string().max(253),
  username: z.string().max(64),
  url: z.string().max(2048),
  createdAt: z.number().int(),
});
export type VisitRecord = z.infer<typeof visitRecordSchema>;
export const visitBodySchema = z.object({ payload: requiredText(4096) });
