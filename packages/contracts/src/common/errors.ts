import { z } from 'zod';

/** Numeric codes of spec §8 and the generic ones; generic codes equal their HTTP status. */
export const ErrorCode = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
  Internal: 500,
  ServiceUnavailable: 503,
  ProjectNotInitialized: 10000,
  MailboxNotFound: 10014,
  CodeIncorrect: 10015,
  CodeExpired: 10016,
  CodeUsed: 10017,
  CodeNotExpired: 10018,
  ServicesModified: 6168,
  ServicesModifiedAlt: 6094,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes the web client hands to the caller without a toast (spec §8). */
export const silentErrorCodes: readonly number[] = [
  ErrorCode.ServicesModified,
  ErrorCode.ServicesModifiedAlt,
];
export const servicesModifiedMarker = 'the following services are modified since last update:';

export const errorBodySchema = z.object({
  type: z.literal('error'),
  code: z.number().int(),
  message: z.string(),
  description: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
