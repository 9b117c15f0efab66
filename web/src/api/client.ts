/**
 * The one way to the server: a typed client (openapi-fetch) of both `/api/v1` (paths generated from the
 * API's OpenAPI description, src/client/api-types.ts) and `/api/ui` (web/src/api/ui-types.ts, generated
 * the same way by `npm run generate:client`). Every call carries the session's CSRF token on writes;
 * any answer that is not 2xx is thrown as ApiError carrying the server's `message` (and `errors` on
 * 422), and a 401 sends the reader to the sign-in page unless the call says it handles it (`keep401`:
 * sign-in, invitations, the mailed links). A 429 of the rate limiter is waited out and the call sent again
 * (rate-limit-wait.ts) unless the call shows it itself (`keep429`). Only modules of web/src/api import this file's internals
 * (eslint.config.js).
 *
 *   const issue = dataOf(await server.GET('/api/v1/issues/{issue}', { params: { path: { issue: 'ACME-3' } } }));
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths as V1Paths } from '../../../src/client/api-types.js';
import { KEEP_429, waitingOutRateLimits } from './rate-limit-wait.js';
import type { paths as InterfacePaths } from './ui-types.js';

export type ServerPaths = V1Paths & InterfacePaths;

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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session's CSRF header for a state-changing method (nothing for reads or before sign-in). */
function csrfHeaders(method: string): Record<string, string> {
  return !SAFE_METHODS.has(method.toUpperCase()) && csrfToken ? { 'x-csrf-token': csrfToken } : {};
}

const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** The ApiError an answer that is not 2xx stands for: the API's `message`, `errors` and Retry-After. */
function apiErrorOf(response: Response, parsed: unknown): ApiError {
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

/** Sent by a call whose caller answers a 401 itself (`keep401`): no redirect to /login. */
export const KEEP_401 = 'x-tandem-keep-401';

const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeaders(request.method))) request.headers.set(name, value);
    return request;
  },
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.status === 401 && !request.headers.has(KEEP_401)) onUnauthorized?.();
    throw apiErrorOf(response, parsed);
  },
  onError({ error }) {
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    return new ApiError(0, UNREACHABLE_MESSAGE);
  },
};

export function createServerClient(
  options: { baseUrl?: string; fetch?: (request: Request) => Promise<Response> } = {},
) {
  const client = createClient<ServerPaths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    // Looked up at each call, not kept: tests and the page may replace `fetch` after this module loads.
    fetch: waitingOutRateLimits(options.fetch ?? ((request) => fetch(request))),
  });
  client.use(sessionMiddleware);
  return client;
}

/** The interface's client of /api/v1 and /api/ui (same origin). */
export const server = createServerClient();

/** The options of a call whose caller handles a 401 itself. */
export const keep401 = { headers: { [KEEP_401]: '1' } } as const;

/** The options of a call whose caller shows a 429 itself (a password check's own throttle). */
export const keep429 = { headers: { [KEEP_429]: '1' } } as const;

/** The body of an answer (errors were thrown by the middleware). */
export function bodyOf<T>(result: { data?: T }): NonNullable<T> {
  return result.data as NonNullable<T>;
}

/** The `data` of an answer's body (errors were thrown by the middleware). */
export function dataOf<T>(result: { data?: T }): NonNullable<T> extends { data: infer D } ? D : never {
  return (result.data as { data: unknown } | undefined)?.data as never;
}

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<Operation> = Operation extends { responses: infer R }
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer A }
      ? JsonOf<A>
      : R extends { 202: infer A }
        ? JsonOf<A>
        : never
  : never;

/** The `data` a path answers to a method, as generated from the server's description. */
export type DataOf<Path extends keyof ServerPaths, Method extends keyof ServerPaths[Path]> =
  SuccessOf<ServerPaths[Path][Method]> extends { data: infer D } ? D : never;

/** The body a path takes for a method. */
export type BodyOf<
  Path extends keyof ServerPaths,
  Method extends keyof ServerPaths[Path],
> = ServerPaths[Path][Method] extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;

/** A message for any thrown value: the API's own message when it sent one. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The first message the server gave for a field of a failed request, for showing under its input. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldError(field) : undefined;
}

/** Whether the server named the fields a failed request got wrong (each shown under its input). */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.errors).length > 0;
}

/**
 * Every record of a collection, following `links.next` as the contract asks. The links are absolute
 * (built from the configured application URL); only their path and query are used, so the requests stay
 * on the page's own origin whatever the URL says.
 */
export async function fetchAllPages<T>(
  first: () => Promise<{ data?: { data: T[]; links: { next: string | null } } }>,
  options: { signal?: AbortSignal } = {},
): Promise<T[]> {
  const records: T[] = [];
  let page = (await first()).data!;
  for (;;) {
    records.push(...page.data);
    const next = nextPagePath(page);
    if (!next) return records;
    page = await nextPage<T>(next, options.signal);
  }
}

/**
 * The path and query of a page's `links.next` (undefined on the last page), for lists that page on
 * demand. The link is absolute (the configured application URL); only its path and query are kept, so
 * the request stays on the page's own origin whatever the URL says.
 */
export function nextPagePath(page: { links: { next: string | null } }): string | undefined {
  if (!page.links.next) return undefined;
  const link = new URL(page.links.next, 'http://localhost');
  return link.pathname + link.search;
}

/** A page named by its `links.next` (path and query): the path is the one already typed. */
async function nextPage<T>(
  path: string,
  signal: AbortSignal | undefined,
): Promise<{ data: T[]; links: { next: string | null } }> {
  const { data } = await (server as unknown as Untyped).GET(path, signal ? { signal } : {});
  return data as { data: T[]; links: { next: string | null } };
}

/**
 * A path built from a `links.next` of an answer (a path of the server's own description, with its
 * query): typed by the caller, who knows what page it follows.
 */
export function getByLink<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (server as unknown as Untyped).GET(path, signal ? { signal } : {}).then(({ data }) => data as T);
}

type Untyped = { GET: (path: string, init: { signal?: AbortSignal }) => Promise<{ data?: unknown }> };
