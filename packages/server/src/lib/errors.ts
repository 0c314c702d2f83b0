import { ErrorCode, type MessageKey } from '@slipway/contracts';

/** A failure the client caused or may see; the error mapper turns it into the response body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly description = '',
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(
    messageKey: MessageKey = 'error.badRequest',
    description = '',
    code: number = ErrorCode.BadRequest,
  ) {
    super(400, code, messageKey, description);
  }
}

export class UnauthorizedError extends AppError {
  constructor(messageKey: MessageKey = 'error.loginExpired', description = '') {
    super(401, ErrorCode.Unauthorized, messageKey, description);
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey: MessageKey = 'error.noPermission', description = '') {
    super(403, ErrorCode.Forbidden, messageKey, description);
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey: MessageKey = 'error.notFound', description = '') {
    super(404, ErrorCode.NotFound, messageKey, description);
  }
}

export class ConflictError extends AppError {
  constructor(messageKey: MessageKey, description = '') {
    super(409, ErrorCode.Conflict, messageKey, description);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(messageKey: MessageKey, description = '') {
    super(503, ErrorCode.ServiceUnavailable, messageKey, description);
  }
}
