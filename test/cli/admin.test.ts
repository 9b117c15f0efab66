import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { inviteToWorkspace } from '../../src/domain/people/invitations.js';
import { buildMember, buildScene } from '../helpers/factories.js';

const dir = mkdtempSync(join(tmpdir(), 'tandem-cli-'));
let fixtureCount = 0;
function fixtureFile(content: unknown): string {
  const path = join(dir, `fixture-${++fixtureCount}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** The fixture of decisions.md §1, with slugs and emails made unique per test. */
function decisionsFixture(suffix: string) {
  return {
    workspaces: [
      {
        slug: `acme-${suffix}`,
        name: 'Acme',
        issue_prefix: 'ACME',
        cycles: { length_days: 14, first_starts_on: '2026-11-02' },
        holiday_region: 'DE',
        members: [
          {
            key: 'ada',
            name: 'Ada Lovelace',
            email: `ada-${suffix}@example.com`,
            role: 'owner',
            weekly_hours: 40,
          },
        ],
        agents: [
          {
            key: 'bot',
            name: 'Build Bot',
            provider: 'claude_code',
            model: 'opus',
            visibility: 'workspace',
            owner: 'ada',
            max_concurrent_tasks: 1,
            weekly_hours: 40,
            instructions: 'Keep builds green.',
          },
        ],
        projects: [{ key: 'web', name: 'Website', prefix: 'WEB', lead: 'ada' }],
        tokens: [
          { key: 'ada_rw', member: 'ada', name: 'ci', abilities: ['read', 'write'], expires_at: null },
          {
            key: 'ada_old',
            member: 'ada',
            name: 'old',
            abilities: ['read'],
            expires_at: '2020-01-01T00:00:00Z',
          },
        ],
        webhooks: [
          { key: 'hook', url: 'http://127.0.0.1:9999/', events: ['issue.created'], secret: 's3cret' },
        ],
        whiteboards: [
          {
            key: 'plan',
            name: 'Planning',
            visibility: 'workspace',
            author: 'ada',
            elements: [{ type: 'note', text: 'Idea', x: 10, y: 20, color: 'yellow' }],
          },
        ],
        saved_views: [
          {
            key: 'mine',
            name: 'My bugs',
            surface: 'issues',
            filters: { type: 'bug' },
            owner: 'ada',
            shared: false,
          },
        ],
      },
    ],
  };
}

describe('tandem admin', async () => {
  const app = await startTestApp();
  const env = { SERVICE_DATABASE_URL: app.database.url };
  let run = 0;

  it('seeds the fixture and prints the ids and tokens as JSON', async () => {
    const suffix = `s${++run}`;
    const result = await runCli(['admin', 'seed', '--file', fixtureFile(decisionsFixture(suffix))], env);
    assert.equal(result.code, 0, result.stderr);
    const seeded = result.json.workspaces[`acme-${suffix}`];
    assert.equal(typeof seeded.id, 'number');
    assert.equal(typeof seeded.members.ada.id, 'number');
    assert.equal(typeof seeded.agents.bot.id, 'number');
    // Seeded instructions are the first version of the agent's history (decisions §12.4).
    const history = await app.db
      .selectFrom('agent_instruction_versions')
      .select(['version', 'instructions'])
      .where('agent_id', '=', seeded.agents.bot.id)
      .execute();
    assert.deepEqual(history, [{ version: 1, instructions: 'Keep builds green.' }]);
    assert.equal(typeof seeded.projects.web.id, 'number');
    assert.match(seeded.tokens.ada_rw.token, /^tdm_[0-9A-Za-z]{36}$/);
    assert.equal(typeof seeded.webhooks.hook.id, 'number');
    assert.match(seeded.whiteboards.plan.id, /^[0-9A-HJKMNP-TV-Z]{26}$/);
    assert.equal(typeof seeded.saved_views.mine.id, 'number');

    const me = await client(app, seeded.tokens.ada_rw.token).get('/me');
    assert.equal(me.status, 200);
    assert.deepEqual(me.body.data.workspace, {
      id: seeded.id,
      name: 'Acme',
      slug: `acme-${suffix}`,
      issue_prefix: 'ACME',
    });
    assert.equal(me.body.data.role, 'owner');
    // A past expires_at is accepted: the token exists and is expired.
    assert.equal((await client(app, seeded.tokens.ada_old.token).get('/me')).status, 401);
    const api = client(app, seeded.tokens.ada_rw.token);
    const projects = await api.get('/projects');
    assert.equal(projects.body.data[0].lead.name, 'Ada Lovelace');
    const board = await api.get(`/whiteboards/${seeded.whiteboards.plan.id}`);
    assert.equal(board.body.data.elements[0].text, 'Idea');
    const views = await api.get('/saved-views?surface=issues');
    assert.deepEqual(views.body.data[0].filters, { type: 'bug' });
    const hooks = await runCli(['admin', 'webhook', 'list', '--workspace', `acme-${suffix}`], env);
    assert.deepEqual(hooks.json, [
      {
        id: seeded.webhooks.hook.id,
        url: 'http://127.0.0.1:9999/',
        events: ['issue.created'],
        state: 'active',
        failure_count: 0,
      },
    ]);
  });

  it('makes the same email in two workspaces one person with two memberships', async () => {
    const suffix = `s${++run}`;
    const fixture = decisionsFixture(suffix);
    const second = {
      ...structuredClone(fixture.workspaces[0]!),
      slug: `beta-${suffix}`,
      issue_prefix: 'BETA',
    };
    second.members[0]!.role = 'member';
    const result = await runCli(
      ['admin', 'seed', '--file', fixtureFile({ workspaces: [fixture.workspaces[0], second] })],
      env,
    );
    assert.equal(result.code, 0, result.stderr);
    const { workspaces } = result.json;
    assert.equal(workspaces[`acme-${suffix}`].members.ada.id, workspaces[`beta-${suffix}`].members.ada.id);
    const me = await client(app, workspaces[`beta-${suffix}`].tokens.ada_rw.token).get('/me');
    assert.equal(me.body.data.role, 'member');
  });

  it('creates a token with abilities and expiry, and revokes it', async () => {
    const scene = await buildScene(app.db);
    const created = await runCli(
      [
        'admin',
        'token',
        'create',
        '--workspace',
        scene.workspace.slug,
        '--user',
        scene.owner.email,
        '--name',
        'reader',
        '--abilities',
        'read',
        '--expires-at',
        '2199-01-01T00:00:00Z',
      ],
      env,
    );
    assert.equal(created.code, 0, created.stderr);
    assert.deepEqual(Object.keys(created.json).sort(), ['id', 'token']);
    const reader = client(app, created.json.token);
    const me = await reader.get('/me');
    assert.deepEqual(me.body.data.token, {
      name: 'reader',
      abilities: ['read'],
      expires_at: '2199-01-01T00:00:00.000Z',
    });
    assert.equal((await reader.post('/projects', { name: 'x' })).status, 403);

    const revoked = await runCli(['admin', 'token', 'revoke', String(created.json.id)], env);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.equal((await reader.get('/me')).status, 401);
  });

  it('removes a member: their tokens stop working in that workspace, their invitations are withdrawn', async () => {
    const scene = await buildScene(app.db);
    const member = await buildMember(app.db, scene.workspace, { role: 'admin' });
    const invitation = await inviteToWorkspace(
      app.db,
      { ...app.system, appUrl: app.baseUrl },
      {
        workspaceId: scene.workspace.id,
        email: `invitee-${++run}@example.com`,
        role: 'admin',
        invitedBy: member.id,
      },
    );
    const created = await runCli(
      [
        'admin',
        'token',
        'create',
        '--workspace',
        scene.workspace.slug,
        '--user',
        member.email,
        '--name',
        'n',
      ],
      env,
    );
    assert.equal(created.code, 0, created.stderr);
    assert.equal((await client(app, created.json.token).get('/me')).status, 200);
    const removed = await runCli(
      ['admin', 'member', 'remove', '--workspace', scene.workspace.slug, '--user', member.email],
      env,
    );
    assert.equal(removed.code, 0, removed.stderr);
    assert.equal((await client(app, created.json.token).get('/me')).status, 401);
    const revoked = await app.db
      .selectFrom('api_tokens')
      .select('revoked_at')
      .where('id', '=', created.json.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(revoked.revoked_at, null, 'revoked, so joining again does not revive it');
    const withdrawn = await app.db
      .selectFrom('invitations')
      .select('withdrawn_at')
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(withdrawn.withdrawn_at, null, 'the invitations he made admit no one');
  });

  it('reports errors on stderr with a non-zero exit code and nothing on stdout', async () => {
    const cases = [
      [
        'admin',
        'token',
        'create',
        '--workspace',
        'no-such-workspace',
        '--user',
        'x@example.com',
        '--name',
        'n',
      ],
      ['admin', 'token', 'revoke', 'abc'],
      ['admin', 'token', 'revoke', '999999'],
      ['admin', 'seed'],
      ['admin', 'seed', '--file', fixtureFile('{not json')],
      [
        'admin',
        'seed',
        '--file',
        fixtureFile({ workspaces: [{ slug: 'Bad Slug', name: 'x', issue_prefix: 'X' }] }),
      ],
      ['admin', 'nonsense'],
      ['admin', 'token', 'create', '--bogus-flag'],
    ];
    for (const args of cases) {
      const result = await runCli(args, env);
      assert.notEqual(result.code, 0, args.join(' '));
      assert.equal(result.stdout, '', args.join(' '));
      assert.ok(result.stderr.trim().length > 0, args.join(' '));
    }
  });

  it('leaves nothing behind when a seed fails half-way', async () => {
    const suffix = `s${++run}`;
    const fixture = decisionsFixture(suffix);
    fixture.workspaces[0]!.tokens.push({
      key: 'bad',
      member: 'nobody',
      name: 'x',
      abilities: ['read'],
      expires_at: null,
    });
    const result = await runCli(['admin', 'seed', '--file', fixtureFile(fixture)], env);
    assert.notEqual(result.code, 0);
    const workspace = await app.db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', `acme-${suffix}`)
      .executeTakeFirst();
    assert.equal(workspace, undefined);
  });

  it('migrates and says so', async () => {
    const result = await runCli(['migrate'], env);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(result.json, { migrated: true });
  });

  it('refuses to seed a workspace whose slug is taken, saying so, and changes nothing', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const file = fixtureFile(decisionsFixture(suffix));
    assert.equal((await runCli(['admin', 'seed', '--file', file], env)).code, 0);
    const again = await runCli(['admin', 'seed', '--file', file], env);
    assert.notEqual(again.code, 0);
    assert.equal(again.stderr.trim(), `workspace acme-${suffix} already exists`);
    assert.equal(again.stdout, '');
  });

  // PostgreSQL runs on every machine of this project (and in CI), so this runs under SQLite too.
  it('says how to create a PostgreSQL database that does not exist', async () => {
    const url = new URL(process.env.SERVICE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    url.pathname = '/tandem_missing_database_check';
    const result = await runCli(['migrate'], { SERVICE_DATABASE_URL: url.toString() });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /database "tandem_missing_database_check" does not exist/);
    assert.match(result.stderr, /createdb -h 127\.0\.0\.1 -p 5432 -U postgres tandem_missing_database_check/);
    assert.match(result.stderr, /create database "tandem_missing_database_check";/);
  });
});
