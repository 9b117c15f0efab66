import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from './openapi.js';

export const API_DOCS_PATH = '/api/docs';

const swaggerUiDirectory = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The renderer's own files, served from the installed package: the page needs no network. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * No inline script anywhere, so the page works under `script-src 'self'`. Inline styles are allowed:
 * the renderer sets style attributes on its own elements.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Tandem API reference</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="${API_DOCS_PATH}/assets/swagger-ui.css">
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/assets/favicon-32x32.png">
  </head>
  <body>
    <div id="reference"></div>
    <script src="${API_DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/assets/initializer.js"></script>
  </body>
</html>
`;

const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_PATH}',
    dom_id: '#reference',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    validatorUrl: null,
    persistAuthorization: false,
  });
});
`;

/** The API reference page: the served OpenAPI description rendered by swagger-ui, all from this server. */
export function registerApiDocs(app: FastifyInstance): void {
  const hidden = { schema: { hide: true } };
  app.get(API_DOCS_PATH, hidden, async (_request, reply) =>
    reply
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );
  app.get(`${API_DOCS_PATH}/assets/initializer.js`, hidden, async (_request, reply) =>
    reply
      .header('x-content-type-options', 'nosniff')
      .type('text/javascript; charset=utf-8')
      .send(INITIALIZER),
  );
  app.get<{ Params: { file: string } }>(`${API_DOCS_PATH}/assets/:file`, hidden, async (request, reply) => {
    const type = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
    if (!type) return reply.status(404).send({ message: 'Not found.' });
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(type)
      .send(createReadStream(join(swaggerUiDirectory, request.params.file)));
  });
}
