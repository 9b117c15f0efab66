import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import ts from 'typescript';
import { createTestDatabase } from '../helpers/database.js';
import { buildWorkspace } from '../helpers/factories.js';
import { SECRET, buildWebhook, emit, startReceiver, startWorker, testConfig, until } from './helpers.js';

type Verify = (secret: string, headers: Record<string, unknown>, raw: Buffer) => boolean;

/** The `ts` block under "TypeScript, with node:crypto only" in docs/webhooks.md, as a module. */
async function snippetFromDocs(dir: string): Promise<{ source: string; verify: Verify }> {
  const doc = await readFile(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('### TypeScript, with node:crypto only'));
  const source = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  assert.ok(source, 'the snippet is in docs/webhooks.md');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const file = join(dir, 'verify.mjs');
  await writeFile(file, outputText);
  const module = (await import(pathToFileURL(file).href)) as { verify: Verify };
  return { source, verify: module.verify };
}

describe('the webhook verification snippet of docs/webhooks.md', async () => {
  const database = await createTestDatabase();
  const config = testConfig(database);
  const worker = await startWorker(database, config);
  const target = await startReceiver();
  const dir = await mkdtemp(join(tmpdir(), 'tandem-snippet-'));
  after(async () => {
    await worker.stop();
    await target.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('is about ten lines, imports only node:crypto, and accepts a real delivery, refusing it altered', async () => {
    const { source, verify } = await snippetFromDocs(dir);
    assert.ok(source.trim().split('\n').length <= 10, 'ten lines');
    assert.deepEqual(
      [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]),
      ['node:crypto'],
    );

    const workspace = await buildWorkspace(database.db);
    await buildWebhook(database.db, workspace, target.url, ['issue.created']);
    await emit(database.db, workspace, 'issue.created', { id: 'ACME-1', title: 'Ünïcödé “quotes” 🚀' });
    const delivery = await until(() => target.requests[0], 10_000, 'delivery');

    assert.equal(verify(SECRET, delivery.headers, delivery.body), true);
    assert.equal(verify('another-secret', delivery.headers, delivery.body), false);
    const altered = Buffer.from(delivery.body.toString('utf8').replace('ACME-1', 'ACME-2'));
    assert.equal(verify(SECRET, delivery.headers, altered), false);
    const stale = {
      ...delivery.headers,
      'x-service-timestamp': String(Number(delivery.headers['x-service-timestamp']) - 300),
    };
    assert.equal(verify(SECRET, stale, delivery.body), false);
    assert.equal(verify(SECRET, {}, delivery.body), false);
  });
});
