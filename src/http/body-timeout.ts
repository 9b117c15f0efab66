import type { ServerOptions } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VIDEO_SIZE_LIMIT } from '../domain/issues/attachment-types.js';
import type { App } from './types.js';

/**
 * Slow clients (decisions §11.3): every request body must arrive within `SERVICE_BODY_TIMEOUT` seconds
 * of its headers, uploads (multipart bodies) within that plus one second per megabyte their
 * Content-Length declares. A body still incomplete then is answered 408 and its connection closed, so a
 * client trickling a byte a second holds neither a connection nor a sign-in attempt open for long.
 *
 * Node's own timers bound what comes before and after: the headers (`headersTimeout`, the same number of
 * seconds), the whole request as a backstop sized for the largest upload (`requestTimeout`), and an
 * idle keep-alive connection (`keepAliveTimeout`). Answers themselves are not bounded: event streams
 * stay open as long as their reader wants.
 */
const BYTES_PER_MB = 1_000_000;

/** Seconds an idle keep-alive connection stays open: longer than the usual proxy's 60 s, as Fastify's default. */
export const KEEP_ALIVE_SECONDS = 72;

/** Milliseconds a request's body may take after its headers arrived. */
export function bodyAllowanceMs(
  headers: Record<string, string | string[] | undefined>,
  bodyTimeoutSeconds: number,
): number {
  const contentType = String(headers['content-type'] ?? '').toLowerCase();
  if (!contentType.startsWith('multipart/')) return bodyTimeoutSeconds * 1000;
  const declared = Number(headers['content-length']);
  const megabytes = Number.isSafeInteger(declared) && declared > 0 ? Math.ceil(declared / BYTES_PER_MB) : 0;
  // An upload larger than any the service keeps is refused at once (413) anyway; never wait longer.
  return (bodyTimeoutSeconds + Math.min(megabytes, Math.ceil(VIDEO_SIZE_LIMIT / BYTES_PER_MB) + 1)) * 1000;
}

/** The HTTP server's own limits, for Fastify's options. */
export function serverTimeoutOptions(bodyTimeoutSeconds: number): {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  const headersMs = bodyTimeoutSeconds * 1000;
  const largestUploadMs = bodyAllowanceMs(
    { 'content-type': 'multipart/form-data', 'content-length': String(VIDEO_SIZE_LIMIT) },
    bodyTimeoutSeconds,
  );
  return {
    // The backstop: headers plus the longest body allowance, plus a second; the precise limit is ours.
    requestTimeout: headersMs + largestUploadMs + 1000,
    keepAliveTimeout: KEEP_ALIVE_SECONDS * 1000,
    // No idle limit on a connection with an answer under way: event streams are long-lived.
    connectionTimeout: 0,
    http: {
      headersTimeout: headersMs,
      // How often Node looks for requests past headersTimeout/requestTimeout (its default is 30 s).
      connectionsCheckingInterval: Math.min(5000, Math.max(100, headersMs / 10)),
    },
  };
}

/** Starts each request's body clock; registered on the root application, so every route has one. */
export function registerBodyTimeout(app: App, bodyTimeoutSeconds: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (hasBody(request)) watchBody(request, reply, bodyAllowanceMs(request.headers, bodyTimeoutSeconds));
    done();
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function watchBody(request: FastifyRequest, reply: FastifyReply, allowanceMs: number): void {
  const raw = request.raw;
  const timer = setTimeout(() => {
    if (raw.complete || raw.socket.destroyed) return;
    const seconds = Math.round(allowanceMs / 1000);
    const message = `The request body did not arrive within ${seconds} seconds.`;
    request.log.info({ allowanceMs }, 'request body too slow: connection closed');
    if (reply.sent || reply.raw.headersSent) {
      raw.socket.destroy();
      return;
    }
    // The route may still be waiting on the body: it must not answer as well.
    reply.hijack();
    const body = JSON.stringify({ message });
    const headers = {
      ...reply.getHeaders(),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    reply.raw.writeHead(408, headers as Record<string, string>);
    reply.raw.end(body, () => raw.socket.destroy());
  }, allowanceMs);
  timer.unref();
  const settle = () => {
    if (raw.complete || raw.socket.destroyed) clearTimeout(timer);
  };
  raw.once('end', settle);
  // Fires when the answer is done or the connection is gone (a keep-alive socket outlives the request).
  reply.raw.once('close', settle);
}
