import { randomUUID } from 'node:crypto';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './api-types.js';

/**
 * `tandem/client`: a typed client of /api/v1, generated from the API's own OpenAPI description
 * (openapi-typescript types, openapi-fetch calls). Every path, parameter, body and answer is typed:
 *
 *   const tandem = createTandemClient(); // SERVICE_URL, SERVICE_TOKEN, SERVICE_WORKSPACE
 *   const { data } = await tandem.GET('/api/v1/issues/{issue}', { params: { path: { issue: 'ACME-12' } } });
 *
 * An answer that is not 2xx throws TandemApiError (the API's `message` and `errors`); a server that cannot
 * be reached throws TandemConnectionError. 429 and 503 are retried after their Retry-After, network errors
 * after a short backoff; every POST carries an Idempotency-Key, the same on each retry, so a retried write
 * happens once.
 */
export type { components, operations, paths };
export type TandemClient = Client<paths>;

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** The JSON body of a path's answer: `Answer<'/api/v1/issues/{issue}', 'get'>`. */
export type Answer<
  P extends keyof paths,
  M extends 'get' | 'post' | 'patch' | 'put' | 'delete',
  S extends number = M extends 'post' ? 201 : 200,
> = paths[P][M] extends { responses: infer Responses }
  ? S extends keyof Responses
    ? JsonOf<Responses[S]>
    : never
  : never;

export type Me = Answer<'/api/v1/me', 'get'>['data'];
export type Issue = Answer<'/api/v1/issues/{issue}', 'get'>['data'];
export type Comment = Answer<'/api/v1/issues/{issue}/comments', 'get'>['data'][number];
export type Run = Answer<'/api/v1/runs/{run}', 'get'>['data'];
export type AgentDetail = Answer<'/api/v1/agents/{id}', 'get'>['data'];
export type Skill = Answer<'/api/v1/skills/{id}', 'get'>['data'];
export type TimeEntry = Answer<'/api/v1/issues/{issue}/time', 'post'>['data'];
export type Article = Answer<'/api/v1/articles/{article}', 'get'>['data'];

export interface TandemClientOptions {
  /** The application URL (`SERVICE_URL`), e.g. `https://tandem.example.com`. */
  url?: string;
  /** An API token (`SERVICE_TOKEN`). */
  token?: string;
  /** Retries after 429, 503 or a network error (default 3). */
  retries?: number;
  /** The longest wait between two attempts, in milliseconds (default 30 seconds). */
  maxRetryDelayMs?: number;
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch;
}

/** The API answered with an error: its status, its `message` and (on 422) its field `errors`. */
export class TandemApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'TandemApiError';
  }
}

/** The server could not be reached (after the retries), or the configuration does not say where it is. */
export class TandemConnectionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TandemConnectionError';
  }
}

const RETRIED_STATUSES = new Set([429, 503]);

/** Seconds of a Retry-After header (a number of seconds or an HTTP date), as milliseconds. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that tries again after 429/503 (waiting for Retry-After) and after network errors (waiting
 * 0.5 s, 1 s, 2 s …). The request is cloned for each attempt, so its body is sent whole every time.
 */
export function retryingFetch(
  baseFetch: typeof fetch,
  retries: number,
  maxDelayMs: number,
): (request: Request) => Promise<Response> {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      let response: Response;
      try {
        response = await baseFetch(last ? request : request.clone());
      } catch (error) {
        if (last || request.signal.aborted) {
          throw new TandemConnectionError(`Cannot reach ${new URL(request.url).origin}: ${causeOf(error)}`, {
            cause: error,
          });
        }
        await sleep(Math.min(maxDelayMs, 500 * 2 ** attempt));
        continue;
      }
      if (last || !RETRIED_STATUSES.has(response.status)) return response;
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? 1000 * 2 ** attempt;
      await response.body?.cancel();
      await sleep(Math.min(maxDelayMs, wait));
    }
  };
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** The error an answer that is not 2xx stands for, with the API's own message. */
export async function apiErrorOf(response: Response): Promise<TandemApiError> {
  const text = await response.text();
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    body = {};
  }
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : `The server answered ${response.status} ${response.statusText}`.trim();
  const errors =
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
  return new TandemApiError(response.status, message, errors);
}

/** Authorization, an Idempotency-Key on every POST, and errors thrown as TandemApiError. */
function tandemMiddleware(token: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${token}`);
      request.headers.set('accept', 'application/json');
      if (request.method === 'POST' && !request.headers.has('idempotency-key')) {
        request.headers.set('idempotency-key', randomUUID());
      }
      return request;
    },
    async onResponse({ response }) {
      if (!response.ok) throw await apiErrorOf(response);
      return undefined;
    },
  };
}

/**
 * Reads `SERVICE_URL` and `SERVICE_TOKEN` where the options leave them out. (A token names exactly one
 * workspace, so `SERVICE_WORKSPACE` is not needed to call the API; `checkWorkspace` compares the two.)
 */
export function createTandemClient(options: TandemClientOptions = {}): TandemClient {
  const url = options.url ?? process.env.SERVICE_URL;
  const token = options.token ?? process.env.SERVICE_TOKEN;
  if (!url) throw new TandemConnectionError('No server: set SERVICE_URL (or run `tandem login`).');
  if (!token) throw new TandemConnectionError('No token: set SERVICE_TOKEN (or run `tandem login`).');
  let baseUrl: URL;
  try {
    baseUrl = new URL(url);
  } catch {
    throw new TandemConnectionError(`SERVICE_URL is not a URL: "${url}"`);
  }
  const client = createClient<paths>({
    baseUrl: baseUrl.origin + baseUrl.pathname.replace(/\/+$/, ''),
    fetch: retryingFetch(
      options.fetch ?? globalThis.fetch,
      options.retries ?? 3,
      options.maxRetryDelayMs ?? 30_000,
    ),
  });
  client.use(tandemMiddleware(token));
  return client;
}

/** The `data` of a successful answer (the middleware has already thrown for any other). */
export function dataOf<T>(result: { data?: T }): NonNullable<T> {
  return result.data as NonNullable<T>;
}

/** Refuses a token whose workspace is not `slug` (a token block pasted together from two workspaces). */
export async function checkWorkspace(client: TandemClient, slug: string): Promise<Me> {
  const me = dataOf(await client.GET('/api/v1/me')).data;
  if (me.workspace.slug !== slug) {
    throw new TandemConnectionError(
      `The token belongs to workspace "${me.workspace.slug}", not "${slug}" (SERVICE_WORKSPACE).`,
    );
  }
  return me;
}
