import { type ErrorBody, ErrorCode, translate } from '@slipway/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.js';
import { requestLanguage } from './request-language.js';

interface Issue {
  path: string;
  message: string;
}

function describeIssues(
  issues: Issue[],
  language: Parameters<typeof translate>[1],
): ErrorBody['description'] {
  return issues.map((i) => `${i.path || 'body'}: ${translate(i.message, language)}`).join('; ');
}

/** The one place that turns any thrown error into the response body of architecture.md. */
export function mapError(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  const language = requestLanguage(request);
  const body = (status: number, code: number, message: string, description = '') => ({
    status,
    body: { type: 'error' as const, code, message: translate(message, language), description },
  });

  if (error instanceof AppError) return body(error.status, error.code, error.messageKey, error.description);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [error.validationContext, v.instancePath.replace(/^\//, '').replaceAll('/', '.')]
        .filter(Boolean)
        .join('.'),
      message: v.message ?? 'error.badRequest',
    }));
    return body(
      400,
      ErrorCode.BadRequest,
      issues[0]?.message ?? 'error.badRequest',
      describeIssues(issues, language),
    );
  }

  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return body(
      400,
      ErrorCode.BadRequest,
      issues[0]?.message ?? 'error.badRequest',
      describeIssues(issues, language),
    );
  }

  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 429) return body(429, ErrorCode.TooManyRequests, 'error.tooManyRequests');
    return body(
      status,
      status,
      status === 404 ? 'error.notFound' : 'error.badRequest',
      fastifyError.message ?? '',
    );
  }
  return body(500, ErrorCode.Internal, 'error.internal');
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = mapError(error, request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(status).send(body);
}
