import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * The web interface (web/, built by Vite into dist/web) served from the application's own origin:
 * hashed files under /assets cached for a year, and index.html for every page address so the client
 * router can show it. Paths of the API and the service's own endpoints never get the page.
 */

/** The Content-Security-Policy of the page: nothing inline, nothing from another origin. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const;

/** The precompressed copies of index.html the build writes, best first. */
const PAGE_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Whether an Accept-Encoding header takes an encoding (listed, and not with `q=0`). */
export function accepts(header: string | string[] | undefined, encoding: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

const NOT_PAGES = ['/api/', '/assets/', '/healthz', '/readyz'];

/**
 * Whether a request is for a page of the interface (not an API call or a file): any address outside the
 * API's, unless the client said it takes JSON only. A browser asks for `text/html`; `curl /` takes any type
 * and gets the page too, as decisions §9.1 promises for `GET /`.
 */
export function isPageRequest(url: string, accept: string | undefined): boolean {
  if (url === '/api' || NOT_PAGES.some((prefix) => url.startsWith(prefix))) return false;
  if (accept === undefined || accept === '') return true;
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Where the build is: dist/web at the package's root, whether this file runs from src/http (tsx) or
 * from dist/src/http (the compiled package).
 */
export function webBuildDirectory(): string {
  const packageLevel = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  return basename(packageLevel) === 'dist' ? join(packageLevel, 'web') : join(packageLevel, 'dist', 'web');
}

export async function registerWebInterface(
  app: FastifyInstance,
  directory = webBuildDirectory(),
): Promise<void> {
  const indexFile = join(directory, 'index.html');
  // Read once: the build does not change under a running server.
  const page = existsSync(indexFile) ? readFileSync(indexFile) : null;
  const compressedPages = PAGE_ENCODINGS.flatMap(({ encoding, suffix }) =>
    existsSync(indexFile + suffix) ? [{ encoding, body: readFileSync(indexFile + suffix) }] : [],
  );

  // Whether the request is for a page is decided while routing, so that the one catch-all route never
  // shadows the API's own 404 (with its rate limit and authentication) or any other route.
  app.addConstraintStrategy({
    name: 'webPage',
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) as never) ?? null,
        set: (value: string, store: unknown) => void handlers.set(value, store),
      };
    },
    deriveConstraint: (request: IncomingMessage) =>
      isPageRequest(request.url ?? '/', request.headers.accept) ? 'yes' : 'no',
    mustMatchWhenDerived: false,
  });

  if (existsSync(join(directory, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(directory, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      wildcard: true,
      immutable: true,
      maxAge: 365 * 24 * 60 * 60 * 1000,
      // The build writes `.br` and `.gz` next to each text file (web/build/precompress.ts): handed out
      // as they are to a client that accepts them, never compressed per request.
      preCompressed: true,
      setHeaders: (reply) => void reply.header('x-content-type-options', 'nosniff'),
    });
  }

  app.get('/*', { constraints: { webPage: 'yes' } }, async (request, reply) => {
    if (!page) {
      return reply
        .status(503)
        .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .send('The web interface is not built. Run `npm run build`, then start the server again.\n');
    }
    reply.headers(PAGE_HEADERS).header('vary', 'accept-encoding');
    const compressed = compressedPages.find(({ encoding }) =>
      accepts(request.headers['accept-encoding'], encoding),
    );
    if (compressed) return reply.header('content-encoding', compressed.encoding).send(compressed.body);
    return reply.send(page);
  });
}
