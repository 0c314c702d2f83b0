import { z } from 'zod';
import { emailSchema, requiredText } from '../common/fields.js';

export const mailPaths = {
  host: '/api/v1/emails/host',
  /** the host with its password AES-encrypted under the caller's key (`?encryptedKey=`) */
  encryptedHost: '/api/v1/emails/internal/host',
  service: '/api/v1/emails/service',
} as const;

/** The SMTP server: host name, port, account and whether to speak TLS from the first byte. */
export const mailHostBodySchema = z.object({
  name: requiredText(253, 'validation.mail.hostRequired'),
  port: z
    .number({ error: 'validation.mail.port' })
    .int({ error: 'validation.mail.port' })
    .min(1, { error: 'validation.mail.port' })
    .max(65_535, { error: 'validation.mail.port' }),
  username: z.string().trim().max(255, { error: 'validation.tooLong' }).default(''),
  password: z.string().max(255, { error: 'validation.tooLong' }).default(''),
  isTLS: z.boolean({ error: 'validation.invalidType' }).default(false),
});
export type MailHostBody = z.infer<typeof mailHostBodySchema>;

export const mailHostSchema = z.object({
  name: z.string(),
  port: z.number().int(),
  username: z.string(),
  /** the mask on the plain read; AES-encrypted hex under the caller's key on the encrypted read */
  password: z.string(),
  isTLS: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type MailHost = z.infer<typeof mailHostSchema>;

/** The sender of mails: its address and the name shown with it. */
export const mailServiceBodySchema = z.object({
  name: z.string().max(128, { error: 'validation.tooLong' }).default(''),
  address: emailSchema,
  display_name: requiredText(128, 'validation.mail.displayNameRequired'),
  theme: z.string().max(128, { error: 'validation.tooLong' }).default(''),
});
export type MailServiceBody = z.infer<typeof mailServiceBodySchema>;

export const mailServiceSchema = z.object({
  name: z.string(),
  address: z.string(),
  display_name: z.string(),
  theme: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type MailService = z.infer<typeof mailServiceSchema>;

/** What a read answers when nothing is configured: falsy for the portal, never JSON null. */
export const NOT_CONFIGURED = '' as const;
export const mailHostAnswerSchema = z.union([mailHostSchema, z.literal(NOT_CONFIGURED)]);
export const mailServiceAnswerSchema = z.union([mailServiceSchema, z.literal(NOT_CONFIGURED)]);

/** The browser's AES key, RSA-encrypted with the server's public key and base64-encoded. */
export const encryptedKeyQuerySchema = z.object({
  encryptedKey: z
    .string({ error: 'validation.encryptedKey' })
    .min(1, { error: 'validation.encryptedKey' })
    .max(4096),
});
