import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { sendError } from './error-handler.js';
import type { RateLimitHook } from './rate-limit.js';

/**
 * Answers to requests refused before any route runs, in the contract's shape and with the rate-limit
 * headers like every other answer (decisions §8): Fastify's router errors (bad percent-encoding, an
 * over-long path parameter) and the HTTP server's client errors (headers too large, malformed HTTP), which
 * never become a request at all.
 */

/** The limiter is registered on the application these options create, so it is handed over afterwards. */
export interface LateRateLimit {
  hook: RateLimitHook | null;
}

export function frameworkErrorOptions(
  limit: LateRateLimit,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors: (error, request, reply) => {
      void answerFrameworkError(limit, error, request, reply);
    },
    clientErrorHandler: (error, socket) => {
      void answerClientError(limit, error, socket);
    },
  };
}

async function answerFrameworkError(
  limit: LateRateLimit,
  error: Error,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  let refusal: unknown = error;
  try {
    await limit.hook?.(request, reply);
  } catch (tooManyRequests) {
    refusal = tooManyRequests;
  }
  sendError(refusal, request, reply);
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request did not arrive in time.' },
};
const MALFORMED_HTTP = { status: 400, message: 'The request is not valid HTTP.' };

/**
 * The socket gets a complete answer and is closed. The request's headers were never read, so the call
 * counts against its address's allowance, as any call without a well-formed token does.
 */
async function answerClientError(
  limit: LateRateLimit,
  error: Error & { code?: string },
  socket: Socket,
): Promise<void> {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_HTTP;
  const headers: Record<string, string> = {};
  const headerSink = {
    header(name: string, value: unknown) {
      headers[name] = String(value);
      return headerSink;
    },
  };
  const addressOnly = { ip: socket.remoteAddress ?? '', headers: {}, routeOptions: { config: {} } };
  try {
    // The limiter reads only these members of a request and calls only `header` on the reply.
    await limit.hook?.(addressOnly as unknown as FastifyRequest, headerSink as unknown as FastifyReply);
  } catch (tooManyRequests) {
    status = 429;
    message = (tooManyRequests as { message?: string }).message ?? 'Too many requests.';
  }
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
