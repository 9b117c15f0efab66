import { ApiError } from './client.js';

/** The address of an issue's page (built by the issue screens). */
export function issuePath(identifier: string): string {
  return `/issues/${encodeURIComponent(identifier)}`;
}

/** The error, unless a field below its input already says it: a form's own message otherwise. */
export function unlessShownAtField(error: unknown, fields: string[]): unknown {
  if (error instanceof ApiError && fields.some((field) => error.fieldError(field))) return null;
  return error;
}
