import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';
import { clientFor, exportFrom, importInto, removeWorkspace } from '../helpers/transfer.js';

const app = await startTestApp();

/**
 * The audit log travels with a workspace export (issue 43): the export writes its own entry, the file
 * carries the entries, and an import marks every one it brings `imported` (whatever the file says) and
 * writes its own native `workspace.imported` entry.
 */
describe('the audit log in exports and imports (issue 43)', () => {
  it('carries the entries, marks them imported even when the file says otherwise, and records the export and the import', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id);
    const browser = await signedIn(app, scene.owner.email);
    assert.equal((await browser.request('POST', '/api/ui/tokens', { name: 'carried' })).status, 201);

    const file = await exportFrom(app, scene.workspace.slug, 'audit.ndjson');
    const exported = await app.db
      .selectFrom('audit_entries')
      .select(['action', 'imported'])
      .where('workspace_id', '=', scene.workspace.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      exported.map((row) => row.action),
      ['sign_in.succeeded', 'token.created', 'workspace.exported'],
    );

    // A forged file: an invented entry claiming to be native, and a carried one relabelled native.
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    const records = lines.map((line) => JSON.parse(line) as Record<string, any>);
    const carried = records.filter((r) => r.type === 'row' && r.table === 'audit_entries');
    assert.equal(carried.length, 2, 'the export carries the entries written before it');
    const invented = {
      ...carried[1],
      row: { ...carried[1]!.row, id: 999_999, action: 'token.revoked', target_name: 'invented', imported: 0 },
    };
    for (const record of carried) record.row.imported = 0;
    const end = records.pop()!;
    records.push(invented, { ...end, records: end.records + 1 });
    await writeFile(file, records.map((r) => JSON.stringify(r)).join('\n') + '\n');

    await removeWorkspace(app, scene.workspace.slug);
    const summary = await importInto(app, file);
    const api = await clientFor(app, scene.workspace.slug, scene.owner.email);
    const log = await api.get('/audit-log');
    assert.equal(log.status, 200, log.text);
    assert.deepEqual(
      log.body.data.map((e: { action: string; imported: boolean }) => `${e.action}:${e.imported}`),
      ['workspace.imported:false', 'token.revoked:true', 'token.created:true', 'sign_in.succeeded:true'],
    );
    const imported = log.body.data[0];
    assert.equal(imported.actor, null);
    assert.deepEqual(imported.target, { type: 'workspace', id: summary.id, name: scene.workspace.name });
    const signIn = log.body.data.find((e: { action: string }) => e.action === 'sign_in.succeeded');
    const owner = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', scene.owner.email)
      .executeTakeFirstOrThrow();
    assert.equal(signIn.actor.id, owner.id, 'the actor is translated to the account here');
  });

  it('refuses a file whose audit entry names an unknown action', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id);
    await signedIn(app, scene.owner.email);
    const file = await exportFrom(app, scene.workspace.slug, 'audit-bad.ndjson');
    const text = (await readFile(file, 'utf8')).replace(
      '"action":"sign_in.succeeded"',
      '"action":"admin.backdoor"',
    );
    await writeFile(file, text);
    await removeWorkspace(app, scene.workspace.slug);
    await assert.rejects(importInto(app, file), /unknown action/);
  });
});
