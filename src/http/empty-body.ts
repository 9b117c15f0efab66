import type { FastifyInstance } from 'fastify';

/**
 * A request with `Content-Type: application/json` and an empty body (Content-Length 0 or absent, not chunked) is a request
 * without a body: clients that always set the header on POST and DELETE are not refused with 400.
 * A route that needs a body then answers 422 naming it.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.headers;
    const length = headers['content-length'];
    if (
      headers['content-type'] !== undefined &&
      headers['transfer-encoding'] === undefined &&
      (length === undefined || length === '0')
    ) {
      delete headers['content-type'];
    }
    done();
  });
}
