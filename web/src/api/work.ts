import { ApiError } from './client.js';

/** Every query of hours starts with this key (its home is api/time.ts; the timer chip reads it here). */
export { TIME_KEY } from './time.js';

/** The address of an issue's page (built by the issue screens). */
export function issuePath(identifier: string): string {
  return `/issues/${encodeURIComponent(identifier)}`;
}

/** The error, unless a field below its input already says it: a form's own message otherwise. */
export function unlessShownAtField(error: unknown, fields: string[]): unknown {
  if (error instanceof ApiError && fields.some((field) => error.fieldError(field))) return null;
  return error;
}
