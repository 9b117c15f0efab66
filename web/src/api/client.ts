/**
 * The one fetch wrapper: JSON in and out, the session's CSRF token on every state-changing request,
 * errors as ApiError carrying the API's `message` (and `errors` on 422), and a 401 sending the reader
 * to the sign-in page unless the caller handles it (sign-in, invitations).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message for a field, for showing under its input. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

let csrfToken: string | null = null;
let onUnauthorized: (() => void) | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  /** Whether a 401 sends the reader to /login (default) or is left to the caller. */
  redirectOn401?: boolean;
  signal?: AbortSignal;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session's CSRF header for a state-changing method (nothing for reads or before sign-in). */
export function csrfHeaders(method: string): Record<string, string> {
  return !SAFE_METHODS.has(method.toUpperCase()) && csrfToken ? { 'x-csrf-token': csrfToken } : {};
}

/** A 401 on a request whose caller does not handle it: back to the sign-in page. */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}

export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** The ApiError an answer that is not 2xx stands for: the API's `message`, `errors` and Retry-After. */
export function apiErrorOf(response: Response, parsed: unknown): ApiError {
  const errorBody = (parsed ?? {}) as { message?: unknown; errors?: unknown };
  const message =
    typeof errorBody.message === 'string' && errorBody.message
      ? errorBody.message
      : `The server answered ${response.status}.`;
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    message,
    (errorBody.errors as Record<string, string[]> | undefined) ?? {},
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A form (a file upload) sets its own multipart content type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  Object.assign(headers, csrfHeaders(method));
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const error = apiErrorOf(response, parsed);
    if (response.status === 401 && options.redirectOn401 !== false) onUnauthorized?.();
    throw error;
  }
  return parsed as T;
}

/** `{data}` of an answer. */
export async function data<T>(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const answer = await request<{ data: T } | undefined>(method, path, body, options);
  return answer?.data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => data<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    data<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options?: RequestOptions) => data<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    data<T>('PATCH', path, body, options),
  delete: (path: string, options?: RequestOptions) => request<void>('DELETE', path, undefined, options),
  /** One file as multipart, in the part named `file` (the API's upload form). */
  upload: <T>(path: string, file: File, options?: RequestOptions) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return data<T>('POST', path, form, options);
  },
};

interface Page<T> {
  data: T[];
  links: { next: string | null };
}

/**
 * Every record of a collection, following `links.next` as the contract asks. The links are absolute
 * (built from the configured application URL); only their path and query are used, so the request
 * stays on the page's own origin.
 */
export async function collectAll<T>(path: string, options?: RequestOptions): Promise<T[]> {
  const records: T[] = [];
  let next: string | null = path;
  while (next) {
    const page: Page<T> = await request<Page<T>>('GET', next, undefined, options);
    records.push(...page.data);
    // Only the path and query are kept, so the base (for a relative link) is never requested.
    const link: URL | null = page.links.next ? new URL(page.links.next, 'http://localhost') : null;
    next = link ? link.pathname + link.search : null;
  }
  return records;
}

/** The first page of a collection with its total, for lists that page on demand. */
export async function firstPage<T>(
  path: string,
  options?: RequestOptions,
): Promise<{ data: T[]; total: number; next: string | null }> {
  const page = await request<Page<T> & { meta: { total: number } }>('GET', path, undefined, options);
  return { data: page.data, total: page.meta.total, next: page.links.next };
}

/** A message for any thrown value: the API's own message when it sent one. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
