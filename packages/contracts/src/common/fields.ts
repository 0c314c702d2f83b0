import { z } from 'zod';

/** Field rules of spec §5, one definition for server and forms. */
export const PASSWORD_MIN_LENGTH = 8;

/** Largest id of a serial (PostgreSQL integer) column: a larger number names no row and fails the query. */
export const SERIAL_ID_MAX = 2_147_483_647;
export const PASSWORD_MAX_LENGTH = 128;

export const requiredText = (max: number, requiredKey = 'validation.required') =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: 'validation.tooLong' });

export const passwordSchema = z
  .string({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.password.min' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.tooLong' });

export const accountSchema = requiredText(64, 'validation.account.required').regex(/^[A-Za-z0-9._-]+$/, {
  error: 'validation.account.format',
});

export const emailSchema = z
  .string({ error: 'validation.email.format' })
  .trim()
  .max(254, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.email.format' }));

/** An absolute http(s) address. */
export const isWebAddress = (address: string) =>
  URL.canParse(address) && ['http:', 'https:'].includes(new URL(address).protocol);

/** Mainland mobile numbers or international numbers with a leading +. */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|\+[1-9]\d{6,14})$/;
export const phoneSchema = z
  .string({ error: 'validation.phone.format' })
  .trim()
  .regex(PHONE_PATTERN, { error: 'validation.phone.format' });

/** An optional field: empty string means "not given". */
export const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const hexColorSchema = z
  .string({ error: 'validation.color.hex' })
  .regex(HEX_COLOR_PATTERN, { error: 'validation.color.hex' });
