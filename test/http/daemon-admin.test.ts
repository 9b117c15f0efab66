import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { daemon } from '../helpers/daemon.js';
import { buildAgent, buildScene } from '../helpers/factories.js';

describe('tandem admin runtime / agent bind', async () => {
  const app = await startTestApp();
  const env = { SERVICE_DATABASE_URL: app.database.url };

  it('creates a runtime, binds an agent to it, and the runtime token works on the runner API', async () => {
    const s = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace);
    const created = await runCli(
      ['admin', 'runtime', 'create', '--workspace', s.workspace.slug, '--name', 'ci-box'],
      env,
    );
    assert.equal(created.code, 0, created.stderr);
    assert.deepEqual(Object.keys(created.json).sort(), ['id', 'token']);
    assert.match(created.json.token, /^tdmr_[0-9A-Za-z]{36}$/);
    const stored = await app.db
      .selectFrom('agent_runtimes')
      .selectAll()
      .where('id', '=', created.json.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.name, 'ci-box');
    assert.equal(stored.sandbox, 'unknown');
    assert.notEqual(stored.token_digest, created.json.token);

    const bound = await runCli(
      ['admin', 'agent', 'bind', '--agent', String(agent.id), '--runtime', String(created.json.id)],
      env,
    );
    assert.equal(bound.code, 0, bound.stderr);
    assert.deepEqual(bound.json, { agent: agent.id, runtime: created.json.id });
    const registered = await daemon(app, created.json.token).register('confined');
    assert.equal(registered.status, 200);
    assert.deepEqual(
      registered.body.data.agents.map((a: any) => a.id),
      [agent.id],
    );
    const listed = (await client(app, s.token).get('/agents')).body.data[0];
    assert.deepEqual(listed.runtime, {
      id: created.json.id,
      name: 'ci-box',
      online: true,
      sandbox: 'confined',
    });

    const unbound = await runCli(
      ['admin', 'agent', 'bind', '--agent', String(agent.id), '--runtime', 'none'],
      env,
    );
    assert.deepEqual(unbound.json, { agent: agent.id, runtime: null });

    const revoked = await runCli(['admin', 'runtime', 'revoke', String(created.json.id)], env);
    assert.deepEqual(revoked.json, { id: created.json.id, revoked: true });
    assert.equal((await daemon(app, created.json.token).register()).status, 401);
  });

  it('refuses what does not fit, on stderr with a non-zero exit code', async () => {
    const s = await buildScene(app.db);
    const other = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace);
    const foreign = await runCli(
      ['admin', 'runtime', 'create', '--workspace', other.workspace.slug, '--name', 'x'],
      env,
    );
    const cases: [string[], RegExp][] = [
      [
        ['admin', 'runtime', 'create', '--workspace', 'no-such-ws', '--name', 'x'],
        /Workspace "no-such-ws" not found/,
      ],
      [['admin', 'runtime', 'create', '--workspace', s.workspace.slug], /--name is required/],
      [
        ['admin', 'agent', 'bind', '--agent', String(agent.id), '--runtime', String(foreign.json.id)],
        /runtime must belong/,
      ],
      [['admin', 'agent', 'bind', '--agent', '999999', '--runtime', 'none'], /Agent not found/],
      [['admin', 'agent', 'bind', '--agent', 'x', '--runtime', 'none'], /--agent must be a positive integer/],
      [['admin', 'runtime', 'revoke', '999999'], /Runtime not found/],
    ];
    for (const [args, message] of cases) {
      const res = await runCli(args, env);
      assert.notEqual(res.code, 0, args.join(' '));
      assert.match(res.stderr, message, args.join(' '));
      assert.equal(res.stdout, '');
    }
  });
});
