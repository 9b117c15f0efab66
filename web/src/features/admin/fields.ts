import { ApiError } from '../../api/client.js';

/** The message the API gave for a field (422), to show under its input. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldError(field) : undefined;
}

/** Whether a form's error is already shown under its fields (then no notice repeats it). */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.errors).length > 0;
}
