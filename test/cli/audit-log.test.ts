import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildMember, buildScene } from '../helpers/factories.js';

/**
 * `tandem admin` changes are the system's (issue 43): each writes its audit entry with no actor, and
 * never the token value or webhook secret it prints.
 */
describe('tandem admin: the audit log', async () => {
  const app = await startTestApp();
  const env = { SERVICE_DATABASE_URL: app.database.url, SERVICE_APP_URL: app.config.appUrl };

  it('records token create and revoke, webhook create and delete, integration create and member remove, by the system', async () => {
    const { workspace, token } = await buildScene(app.db);
    const member = await buildMember(app.db, workspace);
    const ws = ['--workspace', workspace.slug];
    const made = await runCli(
      ['admin', 'token', 'create', ...ws, '--user', member.email, '--name', 'ci'],
      env,
    );
    assert.equal(made.code, 0, made.stderr);
    assert.equal((await runCli(['admin', 'token', 'revoke', String(made.json.id)], env)).code, 0);
    const hook = await runCli(
      [
        'admin',
        'webhook',
        'create',
        ...ws,
        '--url',
        'https://hooks.example.com/x/SECRETPART',
        '--events',
        'issue.created',
      ],
      env,
    );
    assert.equal(hook.code, 0, hook.stderr);
    assert.equal((await runCli(['admin', 'webhook', 'delete', String(hook.json.id)], env)).code, 0);
    const integration = await runCli(['admin', 'integration', 'github', 'create', ...ws], env);
    assert.equal(integration.code, 0, integration.stderr);
    const removed = await runCli(['admin', 'member', 'remove', ...ws, '--user', member.email], env);
    assert.equal(removed.code, 0, removed.stderr);

    const log = await client(app, token).get('/audit-log?actor=system');
    assert.equal(log.status, 200, log.text);
    assert.deepEqual(
      log.body.data.map((e: { action: string }) => e.action),
      [
        'member.removed',
        'integration.connected',
        'webhook.deleted',
        'webhook.created',
        'token.revoked',
        'token.created',
      ],
    );
    assert.ok(log.body.data.every((e: { actor: unknown }) => e.actor === null));
    const removal = log.body.data[0];
    assert.deepEqual(removal.details, { role: 'member' });
    assert.equal(removal.target.id, member.id);
    const stored = JSON.stringify(
      await app.db.selectFrom('audit_entries').selectAll().where('workspace_id', '=', workspace.id).execute(),
    );
    for (const secret of [made.json.token, hook.json.secret, integration.json.secret, 'SECRETPART'])
      assert.ok(!stored.includes(secret), 'no secret stored');
  });
});
