/**
 * Typed errors of the domain. The HTTP layer maps each to the contract's error body:
 * `{message}`, plus `errors: {field: [messages]}` on 422 only.
 */
export type FieldErrors = Record<string, string[]>;

export abstract class AppError extends Error {
  abstract readonly status: number;
  /** Response headers the answer needs (Retry-After on 429). */
  readonly headers?: Record<string, string>;
}

export class BadRequestError extends AppError {
  readonly status = 400;
}

export class UnauthenticatedError extends AppError {
  readonly status = 401;
  constructor(message = 'Unauthenticated.') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message = 'This action is unauthorized.') {
    super(message);
  }
}

/** Deliberately the same answer for "missing" and "belongs to another workspace". */
export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(what = 'Record') {
    super(`${what} not found.`);
  }
}

/** Slowed down: try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsError extends AppError {
  readonly status = 429;
  override readonly headers: Record<string, string>;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
}

export class ValidationError extends AppError {
  readonly status = 422;
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors, message?: string) {
    const first = Object.values(errors)[0]?.[0];
    super(message ?? first ?? 'The given data was invalid.');
    this.errors = errors;
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}
