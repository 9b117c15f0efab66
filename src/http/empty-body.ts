import type { FastifyInstance } from 'fastify';

/**
 * A request with `Content-Type: application/json` and an empty body (Content-Length: 0) is a request
 * without a body: clients that always set the header on POST and DELETE are not refused with 400.
 * A route that needs a body then answers 422 naming it.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.headers;
    if (
      headers['content-length'] === '0' &&
      headers['transfer-encoding'] === undefined &&
      headers['content-type'] !== undefined
    ) {
      delete headers['content-type'];
    }
    done();
  });
}
