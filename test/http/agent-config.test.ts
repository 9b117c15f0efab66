import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readLines } from '../../src/cli/admin/export-file.js';
import { SECRET_KEY_MISSING } from '../../src/domain/secret-box.js';
import { client, startTestApp, type ApiClient } from '../helpers/app.js';
import { daemon, recordedEvents, recordEvents } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';
import { exportFrom } from '../helpers/transfer.js';

const KEY = 'test-secret-key-of-at-least-32-characters!';
const SECRET = 'sk-live-very-secret-value-42';

function put(api: ApiClient, path: string, body: unknown) {
  return api.request('PUT', path, body);
}

/** decisions §12.4: agents configured through /api/v1 — instructions, skills, secrets and the rest. */
describe('agent configuration through /api/v1', async () => {
  const app = await startTestApp({ SERVICE_SECRET_KEY: KEY });

  async function scene() {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const member = await buildMember(app.db, s.workspace);
    const memberApi = client(app, (await buildToken(app.db, s.workspace, member)).token);
    const admin = await buildMember(app.db, s.workspace, { role: 'admin' });
    const adminApi = client(app, (await buildToken(app.db, s.workspace, admin)).token);
    return { ...s, api: client(app, s.token), member, memberApi, admin, adminApi };
  }

  /** A claimed run of the agent, with its run token's client. */
  async function claimRun(s: Awaited<ReturnType<typeof scene>>, agentId: number) {
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [{ id: agentId }] });
    const issue = await buildIssue(app.db, s.workspace, { title: 'Ship it' });
    const queued = await s.api.post(`/issues/${s.workspace.issue_prefix}-${issue.number}/runs`, {
      agent_id: agentId,
    });
    assert.equal(queued.status, 202, queued.text);
    const runner = daemon(app, runtime.token);
    const claimed = await runner.claim();
    assert.equal(claimed.status, 200, claimed.text);
    return { runner, queued: queued.body.data as { id: string }, claim: claimed.body.data, runtime };
  }

  it('creates an agent with every setting and shows its configuration to owners and admins only', async () => {
    const s = await scene();
    const created = await s.api.post('/agents', {
      name: 'Coder',
      provider: 'claude_code',
      model: 'opus',
      instructions: '# Be careful\nRun the tests.',
      custom_env: { LOG_LEVEL: 'debug' },
      custom_args: ['--max-turns', '20'],
      mcp_config: { mcpServers: { tandem: { command: 'tandem', args: ['mcp'] } } },
      max_run_minutes: 30,
    });
    assert.equal(created.status, 201, created.text);
    const agent = created.body.data;
    assert.equal(agent.instructions_version, 1);
    assert.deepEqual(agent.custom_args, ['--max-turns', '20']);
    assert.deepEqual(agent.custom_env, { LOG_LEVEL: 'debug' });
    assert.deepEqual(agent.skill_ids, []);

    const asAdmin = await s.adminApi.get(`/agents/${agent.id}`);
    assert.equal(asAdmin.status, 200, asAdmin.text);
    assert.equal(asAdmin.body.data.instructions, '# Be careful\nRun the tests.');
    assert.deepEqual(asAdmin.body.data.mcp_config, {
      mcpServers: { tandem: { command: 'tandem', args: ['mcp'] } },
    });

    const asMember = await s.memberApi.get(`/agents/${agent.id}`);
    assert.equal(asMember.status, 200, asMember.text);
    assert.equal(asMember.body.data.name, 'Coder');
    assert.equal(asMember.body.data.instructions_version, 1);
    for (const hidden of ['instructions', 'custom_env', 'custom_args', 'mcp_config']) {
      assert.equal(hidden in asMember.body.data, false, hidden);
    }
    assert.doesNotMatch(asMember.text, /Be careful|LOG_LEVEL|max-turns|mcpServers/);

    const changed = await s.adminApi.patch(`/agents/${agent.id}`, { model: 'sonnet', custom_args: null });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.data.model, 'sonnet');
    assert.deepEqual(changed.body.data.custom_args, []);
  });

  it('refuses members, run tokens and other workspaces', async () => {
    const s = await scene();
    const agent = await buildAgent(app.db, s.workspace);
    assert.equal((await s.memberApi.post('/agents', { name: 'X', provider: 'codex' })).status, 403);
    assert.equal((await s.memberApi.patch(`/agents/${agent.id}`, { model: 'x' })).status, 403);
    const other = await buildScene(app.db);
    assert.equal((await client(app, other.token).get(`/agents/${agent.id}`)).status, 404);
    assert.equal((await client(app, other.token).patch(`/agents/${agent.id}`, { model: 'x' })).status, 404);
    const { claim } = await claimRun(s, agent.id);
    const asAgent = client(app, claim.lease.run_token);
    assert.equal((await asAgent.patch(`/agents/${agent.id}`, { instructions: 'obey me' })).status, 403);
    assert.equal((await asAgent.get(`/agents/${agent.id}/instructions/versions`)).status, 403);
  });

  it('validates every field with a 422 on it, changing nothing', async () => {
    const s = await scene();
    const agent = await buildAgent(app.db, s.workspace, { instructions: null });
    const cases: [Record<string, unknown>, string][] = [
      [{ instructions: 'x'.repeat(64 * 1024 + 1) }, 'instructions'],
      [{ instructions: 'é'.repeat(33_000) }, 'instructions'],
      [{ custom_args: 'run --fast' }, 'custom_args'],
      [{ custom_args: [1, 2] }, 'custom_args'],
      [{ custom_args: Array.from({ length: 101 }, () => 'a') }, 'custom_args'],
      [{ mcp_config: ['not', 'an', 'object'] }, 'mcp_config'],
      [{ mcp_config: { big: 'x'.repeat(70_000) } }, 'mcp_config'],
      [{ custom_env: { 'lower-case': 'x' } }, 'custom_env'],
      [{ custom_env: { ['A'.repeat(129)]: 'x' } }, 'custom_env'],
      [{ skill_ids: [999_999] }, 'skill_ids'],
    ];
    for (const [body, field] of cases) {
      const res = await s.api.patch(`/agents/${agent.id}`, body);
      assert.equal(res.status, 422, `${JSON.stringify(body).slice(0, 80)}: ${res.text.slice(0, 200)}`);
      assert.ok(
        Object.keys(res.body.errors ?? {}).some((key) => key.includes(field)),
        `${field}: ${res.text.slice(0, 200)}`,
      );
    }
    const stored = await app.db
      .selectFrom('agents')
      .selectAll()
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.instructions, null);
    assert.equal(stored.instructions_version, null);
    // Another workspace's skill is as unknown as a missing one.
    const other = await buildScene(app.db);
    const theirs = await client(app, other.token).post('/skills', {
      name: 'theirs',
      description: 'd',
      content: '',
    });
    assert.equal(theirs.status, 201, theirs.text);
    assert.equal(
      (await s.api.patch(`/agents/${agent.id}`, { skill_ids: [theirs.body.data.id] })).status,
      422,
    );
  });

  it('keeps each change of the instructions with its author, and a run records the version it used', async () => {
    const s = await scene();
    const agent = await buildAgent(app.db, s.workspace, { instructions: null });
    assert.equal((await s.api.patch(`/agents/${agent.id}`, { instructions: 'First' })).status, 200);
    assert.equal((await s.adminApi.patch(`/agents/${agent.id}`, { instructions: 'Second' })).status, 200);
    // The same text again is no new version.
    const same = await s.adminApi.patch(`/agents/${agent.id}`, { instructions: 'Second' });
    assert.equal(same.body.data.instructions_version, 2);

    const versions = await s.api.get(`/agents/${agent.id}/instructions/versions`);
    assert.equal(versions.status, 200, versions.text);
    assert.deepEqual(
      versions.body.data.map((v: any) => [v.version, v.instructions, v.author.id]),
      [
        [2, 'Second', s.admin.id],
        [1, 'First', s.owner.id],
      ],
    );
    assert.equal((await s.memberApi.get(`/agents/${agent.id}/instructions/versions`)).status, 403);

    const { claim, queued } = await claimRun(s, agent.id);
    assert.equal(claim.context.agent.instructions, 'Second');
    assert.equal(claim.context.agent.instructions_version, 2);
    // A later change leaves the run's version as it was.
    await s.api.patch(`/agents/${agent.id}`, { instructions: 'Third' });
    const run = await s.memberApi.get(`/runs/${queued.id}`);
    assert.equal(run.body.data.instructions_version, 2);
  });

  it('numbers concurrent changes of the instructions once each, and sets one secret from many writers', async () => {
    const s = await scene();
    const agent = await buildAgent(app.db, s.workspace, { instructions: null });
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => s.api.patch(`/agents/${agent.id}`, { instructions: `Text ${i}` })),
    );
    assert.deepEqual(
      writes.map((res) => res.status),
      Array.from({ length: 8 }, () => 200),
    );
    const versions = (await s.api.get(`/agents/${agent.id}/instructions/versions`)).body.data as any[];
    assert.deepEqual(
      versions.map((v) => v.version),
      [8, 7, 6, 5, 4, 3, 2, 1],
    );
    const current = (await s.api.get(`/agents/${agent.id}`)).body.data;
    assert.equal(current.instructions_version, 8);
    assert.equal(current.instructions, versions[0].instructions);

    const puts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        put(s.api, `/agents/${agent.id}/secrets/SHARED`, { value: `v-${i}` }),
      ),
    );
    assert.deepEqual(
      puts.map((res) => res.status),
      Array.from({ length: 8 }, () => 200),
    );
    assert.equal((await s.api.get(`/agents/${agent.id}/secrets`)).body.data.length, 1);
  });

  it('keeps skills in the SKILL.md form, gives them to agents and hands them to the claim', async () => {
    const s = await scene();
    const created = await s.api.post('/skills', {
      name: 'release-notes',
      description: 'Writes release notes from merged pull requests.',
      content: '# Release notes\n\nList each change.',
    });
    assert.equal(created.status, 201, created.text);
    const fromFile = await s.api.post('/skills', {
      skill_md:
        '---\nname: pdf-forms\ndescription: >\n  Fills PDF forms.\n  Use for any PDF.\nlicense: MIT\n---\n# Forms\n\nUse pdftk.\n',
    });
    assert.equal(fromFile.status, 201, fromFile.text);
    assert.equal(fromFile.body.data.name, 'pdf-forms');
    assert.equal(fromFile.body.data.description, 'Fills PDF forms. Use for any PDF.');
    assert.equal(fromFile.body.data.content, '# Forms\n\nUse pdftk.\n');

    for (const body of [
      { name: 'Bad_Name', description: 'd', content: '' },
      { name: 'a'.repeat(65), description: 'd', content: '' },
      { name: '-lead', description: 'd', content: '' },
      { name: 'ok', description: 'd'.repeat(1025), content: '' },
      { name: 'ok', description: 'd', content: 'x'.repeat(64 * 1024 + 1) },
      { skill_md: 'no front matter' },
      { skill_md: '---\nname: x\n---\n', name: 'x' },
    ]) {
      const res = await s.api.post('/skills', body);
      assert.equal(res.status, 422, `${JSON.stringify(body).slice(0, 60)}: ${res.text.slice(0, 200)}`);
    }
    const duplicate = await s.api.post('/skills', { name: 'pdf-forms', description: 'again', content: '' });
    assert.equal(duplicate.status, 409, duplicate.text);
    assert.equal(
      (await s.memberApi.post('/skills', { name: 'mine', description: 'd', content: '' })).status,
      403,
    );
    assert.equal((await s.memberApi.get('/skills')).body.meta.total, 2);

    const agent = await buildAgent(app.db, s.workspace);
    const given = await s.api.patch(`/agents/${agent.id}`, {
      skill_ids: [fromFile.body.data.id, created.body.data.id],
    });
    assert.equal(given.status, 200, given.text);
    assert.deepEqual(
      given.body.data.skill_ids,
      [created.body.data.id, fromFile.body.data.id].sort((a, b) => a - b),
    );
    const edited = await s.api.patch(`/skills/${created.body.data.id}`, { content: 'Newest body' });
    assert.equal(edited.status, 200, edited.text);

    const { claim } = await claimRun(s, agent.id);
    assert.deepEqual(claim.context.agent.skills, [
      {
        name: 'pdf-forms',
        description: 'Fills PDF forms. Use for any PDF.',
        content: '# Forms\n\nUse pdftk.\n',
      },
      {
        name: 'release-notes',
        description: 'Writes release notes from merged pull requests.',
        content: 'Newest body',
      },
    ]);

    assert.equal((await s.api.delete(`/skills/${fromFile.body.data.id}`)).status, 204);
    assert.deepEqual((await s.api.get(`/agents/${agent.id}`)).body.data.skill_ids, [created.body.data.id]);
    assert.equal((await s.api.get(`/skills/${fromFile.body.data.id}`)).status, 404);
  });

  it('stores secrets encrypted, lists names only and refuses everyone but owners and admins', async () => {
    const s = await scene();
    const agent = await buildAgent(app.db, s.workspace);
    const set = await put(s.api, `/agents/${agent.id}/secrets/DEPLOY_TOKEN`, { value: SECRET });
    assert.equal(set.status, 200, set.text);
    assert.equal(set.body.data.name, 'DEPLOY_TOKEN');
    assert.ok(!set.text.includes(SECRET));
    assert.equal(
      (await put(s.adminApi, `/agents/${agent.id}/secrets/OTHER_KEY`, { value: 'v2' })).status,
      200,
    );

    const stored = await app.db
      .selectFrom('agent_secrets')
      .selectAll()
      .where('agent_id', '=', agent.id)
      .execute();
    assert.equal(stored.length, 2);
    for (const row of stored) {
      assert.match(row.ciphertext, /^v1:/);
      assert.ok(
        !row.ciphertext.includes(SECRET) && !row.ciphertext.includes(Buffer.from(SECRET).toString('base64')),
      );
    }

    const listed = await s.api.get(`/agents/${agent.id}/secrets`);
    assert.equal(listed.status, 200, listed.text);
    assert.deepEqual(
      listed.body.data.map((secret: any) => Object.keys(secret).sort()),
      [
        ['name', 'updated_at'],
        ['name', 'updated_at'],
      ],
    );
    assert.deepEqual(
      listed.body.data.map((secret: any) => secret.name),
      ['DEPLOY_TOKEN', 'OTHER_KEY'],
    );
    for (const read of [`/agents/${agent.id}`, '/agents', `/agents/${agent.id}/secrets`]) {
      assert.ok(!(await s.api.get(read)).text.includes(SECRET), read);
    }

    // Members, other workspaces and run tokens: refused, and nothing changes.
    assert.equal((await s.memberApi.get(`/agents/${agent.id}/secrets`)).status, 403);
    assert.equal(
      (await put(s.memberApi, `/agents/${agent.id}/secrets/DEPLOY_TOKEN`, { value: 'x' })).status,
      403,
    );
    assert.equal((await s.memberApi.delete(`/agents/${agent.id}/secrets/DEPLOY_TOKEN`)).status, 403);
    const readOnly = client(
      app,
      (await buildToken(app.db, s.workspace, s.owner, { abilities: ['read'] })).token,
    );
    assert.equal(
      (await put(readOnly, `/agents/${agent.id}/secrets/DEPLOY_TOKEN`, { value: 'x' })).status,
      403,
    );
    const other = client(app, (await buildScene(app.db)).token);
    assert.equal((await other.get(`/agents/${agent.id}/secrets`)).status, 404);
    assert.equal((await put(other, `/agents/${agent.id}/secrets/DEPLOY_TOKEN`, { value: 'x' })).status, 404);
    const { claim } = await claimRun(s, agent.id);
    const asAgent = client(app, claim.lease.run_token);
    assert.equal((await asAgent.get(`/agents/${agent.id}/secrets`)).status, 403);
    assert.equal(
      (await put(asAgent, `/agents/${agent.id}/secrets/DEPLOY_TOKEN`, { value: 'mine' })).status,
      403,
    );
    assert.equal((await asAgent.delete(`/agents/${agent.id}/secrets/DEPLOY_TOKEN`)).status, 403);
    assert.deepEqual(claim.context.agent.secrets, { DEPLOY_TOKEN: SECRET, OTHER_KEY: 'v2' });

    // Bad names and values.
    assert.equal(
      (await put(s.api, `/agents/${agent.id}/secrets/${'L'.repeat(128)}`, { value: 'x' })).status,
      200,
    );
    assert.equal((await s.api.delete(`/agents/${agent.id}/secrets/${'L'.repeat(128)}`)).status, 204);
    for (const name of ['lower', '1ABC', 'A-B', 'A'.repeat(129)]) {
      const res = await put(s.api, `/agents/${agent.id}/secrets/${name}`, { value: 'x' });
      assert.equal(res.status, 422, `${name}: ${res.text}`);
      assert.ok(res.body.errors.name, res.text);
    }
    assert.equal((await put(s.api, `/agents/${agent.id}/secrets/EMPTY`, { value: '' })).status, 422);
    assert.equal(
      (await put(s.api, `/agents/${agent.id}/secrets/BIG`, { value: 'x'.repeat(32 * 1024 + 1) })).status,
      422,
    );

    assert.equal((await s.api.delete(`/agents/${agent.id}/secrets/OTHER_KEY`)).status, 204);
    assert.equal((await s.api.delete(`/agents/${agent.id}/secrets/OTHER_KEY`)).status, 404);
    assert.deepEqual(
      (await s.api.get(`/agents/${agent.id}/secrets`)).body.data.map((secret: any) => secret.name),
      ['DEPLOY_TOKEN'],
    );
  });

  it('hands secrets only to the claim: never to webhooks, transcripts, runs or exports', async () => {
    const s = await scene();
    await recordEvents(app.db, s.workspace);
    const agent = await buildAgent(app.db, s.workspace);
    await put(s.api, `/agents/${agent.id}/secrets/DEPLOY_TOKEN`, { value: SECRET });
    const { claim, runner, queued } = await claimRun(s, agent.id);
    assert.equal(claim.context.agent.secrets.DEPLOY_TOKEN, SECRET);
    // Another agent of the workspace, on a runtime of its own, is never given it.
    const other = await claimRun(s, (await buildAgent(app.db, s.workspace)).id);
    assert.ok(other.claim, 'the other agent’s run was claimed');
    assert.ok(!JSON.stringify(other.claim).includes(SECRET), 'not in another agent’s claim');
    const lease = claim.lease.token;
    assert.equal((await runner.start(queued.id, lease)).status, 200);
    // A runner that does not mask: the server masks the secret before storing the line.
    const log = await runner.post(`/runs/${queued.id}/log`, {
      lease_token: lease,
      lines: [
        { stream: 'stdout', text: `token is ${SECRET}` },
        // Encoded forms too (decisions §12.4): a Basic header, a URL-safe base64 dump.
        { stream: 'stdout', text: `Authorization: Basic ${Buffer.from(`x:${SECRET}`).toString('base64')}` },
        { stream: 'stderr', text: Buffer.from(SECRET).toString('base64url') },
      ],
    });
    assert.equal(log.status, 200, log.text);
    const done = await runner.complete(queued.id, lease, { summary: `Deployed with ${SECRET}` });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.summary, 'Deployed with ••••', 'the server masks the summary too');

    const transcript = await s.api.get(`/runs/${queued.id}/log`);
    assert.equal(transcript.body.data[0].text, 'token is ••••');
    const stored = (transcript.body.data as { text: string }[]).map((line) => line.text);
    assert.equal(stored.length, 3);
    const encodings = [
      SECRET,
      Buffer.from(SECRET).toString('base64'),
      Buffer.from(SECRET).toString('base64url'),
      Buffer.from(`x:${SECRET}`).toString('base64'),
    ];
    for (const line of stored) {
      assert.match(line, /••••/, line);
      for (const form of encodings) assert.ok(!line.includes(form.slice(4, -4)), `${line} shows ${form}`);
    }
    assert.ok(!(await s.api.get(`/runs/${queued.id}`)).text.includes(SECRET));
    const events = await recordedEvents(app.db, s.workspace);
    assert.ok(events.length > 0);
    assert.ok(!JSON.stringify(events).includes(SECRET));

    const file = await exportFrom(app, s.workspace.slug, `secrets-${agent.id}.ndjson`);
    let text = '';
    for await (const line of await readLines(file)) text += `${line}\n`;
    assert.ok(text.includes('"agents"') || text.includes(agent.name), 'the export holds the agent');
    assert.ok(!text.includes(SECRET), 'the export holds no secret');
    assert.ok(!text.includes('agent_secrets'), 'nor the sealed values');
  });

  it('fails the run with a clear reason when a secret cannot be opened, instead of a 500', async () => {
    const s = await scene();
    const agent = await buildAgent(app.db, s.workspace);
    await put(s.api, `/agents/${agent.id}/secrets/DEPLOY_TOKEN`, { value: SECRET });
    const row = await app.db
      .selectFrom('agent_secrets')
      .selectAll()
      .where('agent_id', '=', agent.id)
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from(row.ciphertext.slice(3), 'base64');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    await app.db
      .updateTable('agent_secrets')
      .set({ ciphertext: `v1:${bytes.toString('base64')}` })
      .where('id', '=', row.id)
      .execute();

    const { claim, queued } = await claimRun(s, agent.id);
    assert.equal(claim, null, 'no run without its secrets');
    const run = (await s.api.get(`/runs/${queued.id}`)).body.data;
    assert.equal(run.status, 'failed');
    assert.equal(run.failure_reason, 'secrets_unavailable');
    assert.match(run.error, /DEPLOY_TOKEN cannot be decrypted/);

    // A value moved onto another agent does not open either (the owner is bound into the seal).
    const second = await buildAgent(app.db, s.workspace);
    await put(s.api, `/agents/${second.id}/secrets/DEPLOY_TOKEN`, { value: SECRET });
    const fresh = await app.db
      .selectFrom('agent_secrets')
      .selectAll()
      .where('agent_id', '=', second.id)
      .executeTakeFirstOrThrow();
    const third = await buildAgent(app.db, s.workspace);
    await app.db
      .insertInto('agent_secrets')
      .values({ ...fresh, id: undefined, agent_id: third.id })
      .execute();
    const moved = await claimRun(s, third.id);
    assert.equal(moved.claim, null);
    assert.match((await s.api.get(`/runs/${moved.queued.id}`)).body.data.error, /cannot be decrypted/);
  });
});

describe('agent secrets without SERVICE_SECRET_KEY', async () => {
  const app = await startTestApp();

  it('answers 409 saying so, and fails the runs of an agent that has secrets', async () => {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const api = client(app, s.token);
    const agent = await buildAgent(app.db, s.workspace);
    const res = await put(api, `/agents/${agent.id}/secrets/DEPLOY_TOKEN`, { value: SECRET });
    assert.equal(res.status, 409, res.text);
    assert.equal(res.body.message, SECRET_KEY_MISSING);
    assert.deepEqual((await api.get(`/agents/${agent.id}/secrets`)).body.data, []);

    // Secrets stored while a key was set, the key since removed: the run fails and says why.
    await app.db
      .insertInto('agent_secrets')
      .values({
        agent_id: agent.id,
        name: 'OLD',
        ciphertext: 'v1:AAAA',
        key_id: 'abc',
        updated_by_user_id: s.owner.id,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const queued = await api.post(`/issues/${s.workspace.issue_prefix}-${issue.number}/runs`, {
      agent_id: agent.id,
    });
    const claimed = await daemon(app, runtime.token).claim();
    assert.equal(claimed.status, 200, claimed.text);
    assert.equal(claimed.body.data, null);
    const run = (await api.get(`/runs/${queued.body.data.id}`)).body.data;
    assert.equal(run.failure_reason, 'secrets_unavailable');
    assert.match(run.error, /SERVICE_SECRET_KEY/);
  });
});
