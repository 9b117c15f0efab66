import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildScene } from '../helpers/factories.js';
import { Browser, givePassword } from '../helpers/session.js';

const dir = mkdtempSync(join(tmpdir(), 'tandem-accounts-cli-'));

describe('tandem admin: accounts', async () => {
  const app = await startTestApp();
  const env = { SERVICE_DATABASE_URL: app.database.url, SERVICE_APP_URL: app.config.appUrl };
  const unique = () => Math.random().toString(36).slice(2, 8);

  it('workspace create makes the workspace and its owner, password from standard input', async () => {
    const slug = `first-${unique()}`;
    const email = `owner-${unique()}@example.com`;
    const result = await runCli(
      [
        'admin',
        'workspace',
        'create',
        '--slug',
        slug,
        '--name',
        'First',
        '--prefix',
        'FST',
        '--owner-email',
        email,
        '--owner-name',
        'Olive Owner',
      ],
      env,
      'owner password 1\n',
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.json.workspace.slug, slug);
    const signIn = await new Browser(app).signIn(email, 'owner password 1');
    assert.equal(signIn.status, 200);
    assert.equal(signIn.body.data.workspace.role, 'owner');
    const again = await runCli(
      [
        'admin',
        'workspace',
        'create',
        '--slug',
        slug,
        '--name',
        'First',
        '--prefix',
        'FST',
        '--owner-email',
        email,
        '--owner-name',
        'Olive',
      ],
      env,
      '',
    );
    assert.notEqual(again.code, 0);
    assert.match(again.stderr, /already exists/);
  });

  it('workspace create without a password on standard input fails and creates nothing', async () => {
    const slug = `nopass-${unique()}`;
    const result = await runCli(
      [
        'admin',
        'workspace',
        'create',
        '--slug',
        slug,
        '--name',
        'N',
        '--prefix',
        'NP',
        '--owner-email',
        `n-${unique()}@example.com`,
        '--owner-name',
        'N',
      ],
      env,
      '',
    );
    assert.notEqual(result.code, 0);
    assert.equal(
      await app.db.selectFrom('workspaces').select('id').where('slug', '=', slug).executeTakeFirst(),
      undefined,
    );
  });

  it('user set-password reads the password from standard input and ends the sessions', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id);
    const browser = new Browser(app);
    assert.equal((await browser.signIn(scene.owner.email)).status, 200);
    const result = await runCli(
      ['admin', 'user', 'set-password', '--email', scene.owner.email],
      env,
      'fresh password 2\n',
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal((await browser.request('GET', '/api/ui/session')).status, 401);
    assert.equal((await new Browser(app).signIn(scene.owner.email, 'fresh password 2')).status, 200);
    const short = await runCli(
      ['admin', 'user', 'set-password', '--email', scene.owner.email],
      env,
      'short\n',
    );
    assert.notEqual(short.code, 0);
  });

  it('member add invites by default (prints the link), or adds at once with --password-stdin', async () => {
    const scene = await buildScene(app.db);
    const invited = await runCli(
      [
        'admin',
        'member',
        'add',
        '--workspace',
        scene.workspace.slug,
        '--email',
        `inv-${unique()}@example.com`,
        '--name',
        'Ivy',
        '--role',
        'member',
        '--weekly-hours',
        '20',
      ],
      env,
    );
    assert.equal(invited.code, 0, invited.stderr);
    assert.ok(invited.json.invitation_url.startsWith(`${app.config.appUrl}/invite/tdmi_`));
    const token = invited.json.invitation_url.split('/invite/')[1];
    const looked = await new Browser(app).request('GET', `/api/ui/invitations/${token}`);
    assert.equal(looked.body.data.name, 'Ivy');

    const email = `direct-${unique()}@example.com`;
    const added = await runCli(
      [
        'admin',
        'member',
        'add',
        '--workspace',
        scene.workspace.slug,
        '--email',
        email,
        '--name',
        'Dee',
        '--role',
        'management',
        '--password-stdin',
      ],
      env,
      'direct password 3\n',
    );
    assert.equal(added.code, 0, added.stderr);
    const browser = new Browser(app);
    assert.equal((await browser.signIn(email, 'direct password 3')).status, 200);
    assert.equal((await browser.request('GET', '/api/v1/issues')).status, 403, 'Management has no issues');
  });

  it('seed accepts a password on members and stores only its hash', async () => {
    const slug = `seeded-${unique()}`;
    const email = `seeded-${unique()}@example.com`;
    const file = join(dir, `${slug}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        workspaces: [
          {
            slug,
            name: 'Seeded',
            issue_prefix: 'SDD',
            members: [{ key: 'a', name: 'A', email, role: 'owner', password: 'seeded password' }],
          },
        ],
      }),
    );
    const result = await runCli(['admin', 'seed', '--file', file], env);
    assert.equal(result.code, 0, result.stderr);
    const user = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.match(user.password_hash!, /^\$argon2id\$/);
    assert.equal((await new Browser(app).signIn(email, 'seeded password')).status, 200);
  });

  it('backup makes a readable copy of the SQLite database (PostgreSQL: says to use pg_dump)', async () => {
    const target = join(dir, `backup-${unique()}.db`);
    const result = await runCli(['admin', 'backup', '--to', target], env);
    if (app.database.dialect === 'postgres') {
      assert.notEqual(result.code, 0);
      assert.match(result.stderr, /pg_dump/);
      return;
    }
    assert.equal(result.code, 0, result.stderr);
    const copy = new SQLite(target, { readonly: true });
    try {
      const { count } = copy.prepare('select count(*) as count from workspaces').get() as { count: number };
      assert.ok(count >= 1);
      assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
    } finally {
      copy.close();
    }
    const again = await runCli(['admin', 'backup', '--to', target], env);
    assert.notEqual(again.code, 0, 'an existing file is not overwritten');
  });
});
