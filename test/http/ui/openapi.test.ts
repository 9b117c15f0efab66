import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import {
  buildOpenApiDocument,
  generateInterfaceTypes,
  INTERFACE_TYPES_PATH,
} from '../../../scripts/generate-client.js';

type Operation = { responses: Record<string, { content?: unknown }> };

describe('the description of /api/ui', async () => {
  const document = (await buildOpenApiDocument('interfaceSwagger')) as {
    paths: Record<string, Record<string, Operation>>;
  };

  it('describes the interface endpoints only, each with the answer it gives', () => {
    const paths = Object.keys(document.paths);
    assert.ok(paths.includes('/api/ui/session'));
    assert.ok(paths.includes('/api/ui/webhooks/{id}/deliveries'));
    for (const path of paths) {
      assert.ok(path.startsWith('/api/ui/'), `${path} is not an interface endpoint`);
      for (const [method, operation] of Object.entries(document.paths[path]!)) {
        const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
        assert.equal(success.length, 1, `${method} ${path} names one success answer`);
        const [status, answer] = success[0]!;
        // Fastify serialises with these schemas: an answer without one would be sent unchecked.
        if (status !== '204') assert.ok(answer.content, `${method} ${path} ${status} has a schema`);
      }
    }
  });

  it('is the source of web/src/api/ui-types.ts (run `npm run generate:client` when this fails)', async () => {
    const committed = await readFile(INTERFACE_TYPES_PATH, 'utf8');
    assert.ok(committed === (await generateInterfaceTypes()), 'web/src/api/ui-types.ts is stale');
  });
});
