import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../src/client/api-types.js';
import { ApiError, apiErrorOf, csrfHeaders, reportUnauthorized, UNREACHABLE_MESSAGE } from './client.js';

/**
 * The interface's calls to the contract's API (`/api/v1`), typed by the paths generated from its OpenAPI
 * description (`tandem/client`'s types): the session cookie, its CSRF header on writes, and any answer
 * that is not 2xx thrown as the same ApiError as `request()` (a 401 sends the reader to sign in).
 * `/api/ui` stays with `request()` in client.ts.
 *
 *   const { data } = await v1.GET('/api/v1/issues/{issue}', { params: { path: { issue: 'ACME-3' } } });
 */
const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeaders(request.method))) request.headers.set(name, value);
    return request;
  },
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.status === 401) reportUnauthorized();
    throw apiErrorOf(response, parsed);
  },
  onError({ error }) {
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    return new ApiError(0, UNREACHABLE_MESSAGE);
  },
};

export function createV1Client(
  options: { baseUrl?: string; fetch?: (request: Request) => Promise<Response> } = {},
) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(sessionMiddleware);
  return client;
}

/** The interface's client of /api/v1 (same origin). */
export const v1 = createV1Client();

/** The `data` of an answer (errors were thrown by the middleware). */
export function dataOf<T>(result: { data?: T }): NonNullable<T> {
  return result.data as NonNullable<T>;
}
