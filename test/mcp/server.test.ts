import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ApiClient } from '../helpers/app.js';
import { CLI_ENTRY, spawnCli } from '../helpers/cli.js';
import { createTestDatabase } from '../helpers/database.js';
import { DaemonClient } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';
import { insertLogLines } from '../../src/repositories/run-logs.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };

/** `tandem mcp` driven by the SDK's client over stdio, against a spawned `tandem serve`. */
describe('tandem mcp, end to end', async () => {
  const database = await createTestDatabase();
  const storage = mkdtempSync(join(tmpdir(), 'tandem-mcp-files-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnCli(['serve', '--no-worker'], {
    SERVICE_DATABASE_URL: database.url,
    SERVICE_PORT: String(port),
    SERVICE_STORAGE_DIR: storage,
  });
  after(async () => {
    server.kill('SIGKILL');
    await database.drop();
    rmSync(storage, { recursive: true, force: true });
  });
  await waitForOutput(server, 'listening');

  const { workspace, token } = await buildScene(database.db);
  const api = new ApiClient(baseUrl, token);
  const article = await api.post('/articles', {
    title: 'Release checklist',
    body: '<p>Tag the release, then <strong>announce</strong> it.</p>',
    published: true,
  });
  assert.equal(article.status, 201, article.text);

  async function connect(env: Record<string, string>) {
    const client = new Client({ name: 'tandem-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [...CLI_ENTRY, 'mcp'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: tmpdir(),
        XDG_CONFIG_HOME: storage,
        SERVICE_LOG_LEVEL: 'silent',
        ...env,
      },
      stderr: 'pipe',
    });
    await client.connect(transport);
    return client;
  }

  const client = await connect({
    SERVICE_URL: baseUrl,
    SERVICE_TOKEN: token,
    SERVICE_WORKSPACE: workspace.slug,
  });
  after(() => client.close());
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const json = (answer: ToolAnswer) => {
    assert.equal(answer.isError, undefined, answer.content[0]?.text);
    return JSON.parse(answer.content[0]!.text);
  };

  it('lists its tools with their schemas and annotations', async () => {
    const { tools } = await client.listTools();
    assert.ok(tools.length > 8 && tools.length <= 16);
    assert.ok(tools.every((tool) => tool.description && tool.inputSchema.type === 'object'));
    const annotations = new Map(tools.map((tool) => [tool.name, tool.annotations]));
    assert.equal(annotations.get('find_issues')?.readOnlyHint, true);
    assert.equal(annotations.get('read_run')?.readOnlyHint, true);
    assert.equal(annotations.get('create_issue')?.readOnlyHint, false);
    assert.equal(annotations.get('update_issue')?.destructiveHint, true);
    assert.equal(annotations.get('comment_on_issue')?.idempotentHint, false);
  });

  it('creates, finds, reads, updates, comments on and logs time on issues; reads the knowledge base', async () => {
    assert.equal(json(await call('whoami')).workspace.slug, workspace.slug);
    const created = json(
      await call('create_issue', { title: 'Login fails on Safari', type: 'bug', labels: ['web'] }),
    );
    assert.equal(created.id, `${workspace.issue_prefix}-1`);
    const found = json(await call('find_issues', { query: 'Safari' }));
    assert.deepEqual(
      found.issues.map((issue: { id: string }) => issue.id),
      [created.id],
    );
    assert.equal(found.total, 1);
    const updated = json(
      await call('update_issue', { issue: created.id, status: 'in_progress', assignee: 'me' }),
    );
    assert.equal(updated.status, 'in_progress');
    assert.match(updated.assignee.key, /^user:\d+$/);
    json(await call('comment_on_issue', { issue: created.id, body: 'Reproduced on Safari 18.' }));
    const logged = json(await call('log_time', { issue: created.id, duration: '45m', note: 'repro' }));
    assert.equal(logged.minutes, 45);
    const read = json(await call('read_issue', { issue: created.id }));
    assert.equal(read.spent_minutes, 45);
    assert.deepEqual(
      read.comments.map((comment: { body: string }) => comment.body),
      ['Reproduced on Safari 18.'],
    );
    assert.deepEqual(json(await call('list_runs')).runs, []);

    const articles = json(await call('search_knowledge_base', { query: 'checklist' })).articles;
    assert.equal(articles[0].id, article.body.data.id);
    const text = json(await call('read_article', { article: articles[0].id })).text;
    assert.equal(text, 'Tag the release, then announce it.');
  });

  it('cancels a run and retries it (decisions §11.4); a second retry is a tool error', async () => {
    const agent = await buildAgent(database.db, workspace, { name: 'Fixer' });
    const issue = await buildIssue(database.db, workspace);
    const identifier = `${workspace.issue_prefix}-${issue.number}`;
    const queued = await api.post(`/issues/${identifier}/runs`, { agent_id: agent.id });
    assert.equal(queued.status, 202, queued.text);
    const canceled = json(await call('cancel_run', { run: queued.body.data.id }));
    assert.equal(canceled.status, 'canceled');
    const retried = json(await call('retry_run', { run: queued.body.data.id }));
    assert.equal(retried.status, 'queued');
    assert.equal(retried.retry_of, queued.body.data.id);
    const listed = json(await call('list_runs', { issue: identifier })).runs;
    assert.deepEqual(
      listed.map((run: { id: string }) => run.id),
      [retried.id, queued.body.data.id],
    );
    const again = await call('retry_run', { run: queued.body.data.id });
    assert.equal(again.isError, true);
    assert.match(again.content[0]!.text, /already retried/);
  });

  it("answers API errors as tool errors carrying the API's message", async () => {
    const missing = await call('read_issue', { issue: `${workspace.issue_prefix}-999` });
    assert.equal(missing.isError, true);
    assert.match(missing.content[0]!.text, /not found/i);
    const invalid = await call('create_issue', { title: 'Dated', due_date: 'next friday' });
    assert.equal(invalid.isError, true);
    assert.match(invalid.content[0]!.text, /YYYY-MM-DD/);
    assert.match(invalid.content[0]!.text, /"due_date"/);
  });

  it("refuses arguments that do not fit a tool's schema before acting, naming the field", async () => {
    const total = async () => (await api.get('/issues')).body.meta.total as number;
    const before = await total();
    const empty = await call('create_issue', {});
    assert.equal(empty.isError, true);
    assert.match(
      empty.content[0]!.text,
      /^Invalid arguments for create_issue: The title field is required\./,
    );
    assert.match(empty.content[0]!.text, /"title":\["The title field is required\."\]/);
    const mistyped = await call('create_issue', { title: 42, priority: 'sky-high' });
    assert.equal(mistyped.isError, true);
    assert.match(mistyped.content[0]!.text, /"title"/);
    assert.match(mistyped.content[0]!.text, /"priority"/);
    assert.equal(await total(), before, 'nothing was created');

    const template = await api.post('/templates', { name: 'Chore', title: 'Routine chore', priority: 'low' });
    assert.equal(template.status, 201, template.text);
    const fromTemplate = json(await call('create_issue', { template: 'chore', priority: 'high' }));
    assert.deepEqual([fromTemplate.title, fromTemplate.priority], ['Routine chore', 'high']);
    const created = json(await call('create_issue', { title: 'Left alone' }));
    const misspelt = await call('update_issue', { issue: created.id, state: 'done' });
    assert.equal(misspelt.isError, true);
    assert.match(misspelt.content[0]!.text, /"state"/);
    assert.equal(json(await call('read_issue', { issue: created.id })).status, created.status);
  });

  it('reads and sets workflow states and custom fields (issue 40), listing both for the agent', async () => {
    const state = await api.post('/states', { name: 'In design', status: 'in_progress', color: '#aa33cc' });
    assert.equal(state.status, 201, state.text);
    const points = await api.post('/fields', { name: 'Story points', key: 'points', type: 'number' });
    assert.equal(points.status, 201, points.text);
    const area = await api.post('/fields', {
      name: 'Area',
      key: 'area',
      type: 'select',
      options: ['Web', 'API'],
    });
    assert.equal(area.status, 201, area.text);

    const listed = json(await call('list_projects_and_agents'));
    assert.deepEqual(
      listed.states.find((entry: { id: number }) => entry.id === state.body.data.id),
      { id: state.body.data.id, name: 'In design', status: 'in_progress' },
    );
    assert.deepEqual(
      listed.fields.filter((field: { key: string }) => ['area', 'points'].includes(field.key)),
      [
        { key: 'area', name: 'Area', type: 'select', options: ['Web', 'API'] },
        { key: 'points', name: 'Story points', type: 'number' },
      ],
    );

    const created = json(
      await call('create_issue', {
        title: 'Sized and designed',
        state_id: state.body.data.id,
        fields: { points: 5, area: 'Web' },
      }),
    );
    assert.equal(created.state_id, state.body.data.id);
    assert.equal(created.status, 'in_progress');
    assert.deepEqual(created.fields, { area: 'Web', points: 5 });
    const stored = (await api.get(`/issues/${created.id}`)).body.data;
    assert.deepEqual([stored.state_id, stored.fields], [state.body.data.id, { area: 'Web', points: 5 }]);

    const found = json(await call('find_issues', { fields: { area: 'Web' }, state_id: state.body.data.id }));
    assert.deepEqual(
      found.issues.map((issue: { id: string; fields: unknown }) => [issue.id, issue.fields]),
      [[created.id, { area: 'Web', points: 5 }]],
    );
    assert.equal(json(await call('find_issues', { fields: { area: 'API' } })).total, 0);

    const updated = json(
      await call('update_issue', {
        issue: created.id,
        state_id: null,
        fields: { points: null, area: 'API' },
      }),
    );
    assert.equal(updated.state_id, undefined, 'the status’s own state is left out, as empty fields are');
    assert.deepEqual(updated.fields, { area: 'API' });
    assert.equal(json(await call('read_issue', { issue: created.id })).fields.area, 'API');

    const refused = await call('update_issue', {
      issue: created.id,
      fields: { area: 'Mobile', points: 'x' },
    });
    assert.equal(refused.isError, true);
    assert.match(refused.content[0]!.text, /"fields\.area"/);
    assert.match(refused.content[0]!.text, /"fields\.points"/);
    assert.deepEqual((await api.get(`/issues/${created.id}`)).body.data.fields, { area: 'API' });
  });

  it('reads the last lines of a run transcript, as many as asked for', async () => {
    const agent = await buildAgent(database.db, workspace);
    const issue = json(await call('create_issue', { title: 'Transcript' }));
    const queued = await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id });
    assert.equal(queued.status, 202, queued.text);
    const runId = queued.body.data.id as string;
    const at = new Date().toISOString();
    await insertLogLines(
      database.db,
      Array.from({ length: 101 }, (_, index) => ({
        run_id: runId,
        seq: index + 1,
        attempt: 1,
        stream: 'stdout' as const,
        at,
        text: `line ${index + 1}`,
      })),
    );
    const lines = (read: { transcript_tail: string[] }) => read.transcript_tail;
    const tail = (n: number) => Array.from({ length: n }, (_, index) => `stdout: line ${102 - n + index}`);
    const byDefault = json(await call('read_run', { run: runId }));
    assert.equal(byDefault.transcript_lines, 101);
    assert.deepEqual(lines(byDefault), tail(50));
    assert.deepEqual(lines(json(await call('read_run', { run: runId, lines: 100 }))), tail(100));
    assert.deepEqual(lines(json(await call('read_run', { run: runId, lines: 7 }))), tail(7));
    assert.deepEqual(lines(json(await call('read_run', { run: runId, lines: 1 }))), tail(1));
  });

  it("comments with the API's mentions, listing the runs its agent mentions queued", async () => {
    const agent = await buildAgent(database.db, workspace, { name: 'Reviewer' });
    const issue = json(await call('create_issue', { title: 'Needs a second look' }));
    const comment = json(
      await call('comment_on_issue', { issue: issue.id, body: `@agent:${agent.id} please review` }),
    );
    assert.deepEqual(comment.mentions, [{ key: `agent:${agent.id}`, name: 'Reviewer' }]);
    assert.equal(comment.runs_queued.length, 1);
    assert.deepEqual(comment.runs_queued[0].agent, { key: `agent:${agent.id}`, name: 'Reviewer' });
    const runs = (await api.get(`/runs?issue=${issue.id}`)).body.data as { id: string }[];
    assert.deepEqual(
      runs.map((run) => run.id),
      [comment.runs_queued[0].id],
    );

    const plain = json(await call('comment_on_issue', { issue: issue.id, body: 'No one named here.' }));
    assert.deepEqual(plain.mentions, []);
    assert.deepEqual(plain.runs_queued, []);
  });

  it('acts as the agent with the run token its run was given (decisions §11.6)', async () => {
    const agent = await buildAgent(database.db, workspace, { name: 'Coder' });
    const runtime = await buildRuntime(database.db, workspace, { agents: [agent] });
    const issue = await buildIssue(database.db, workspace, { title: 'Speak during the run' });
    const identifier = `${workspace.issue_prefix}-${issue.number}`;
    assert.equal((await api.post(`/issues/${identifier}/runs`, { agent_id: agent.id })).status, 202);
    const claimed = await new DaemonClient(baseUrl, runtime.token).claim();
    assert.equal(claimed.status, 200, claimed.text);
    const asAgent = await connect({
      SERVICE_URL: baseUrl,
      SERVICE_TOKEN: claimed.body.data.lease.run_token,
      SERVICE_WORKSPACE: workspace.slug,
    });
    after(() => asAgent.close());
    const agentCall = async (name: string, args: Record<string, unknown> = {}) =>
      json((await asAgent.callTool({ name, arguments: args })) as ToolAnswer);

    const me = await agentCall('whoami');
    assert.deepEqual(me.actor, { type: 'agent', id: agent.id, name: 'Coder' });
    assert.deepEqual(me.run, { id: claimed.body.data.run.id, issue: identifier });
    await agentCall('comment_on_issue', { issue: identifier, body: 'Halfway there.' });
    assert.equal(
      (await agentCall('update_issue', { issue: identifier, status: 'in_review' })).status,
      'in_review',
    );
    const read = await agentCall('read_issue', { issue: identifier });
    assert.deepEqual(
      read.comments.map((comment: { author: unknown; body: string }) => [comment.author, comment.body]),
      [[{ key: `agent:${agent.id}`, name: 'Coder' }, 'Halfway there.']],
    );
    const history = (await api.get(`/issues/${identifier}/activity`)).body.data as {
      actor: { type: string; id: number };
      data: { changes?: { status?: { to: string } } };
    }[];
    const review = history.find((entry) => entry.data.changes?.status?.to === 'in_review');
    assert.deepEqual(review && [review.actor.type, review.actor.id], ['agent', agent.id]);

    // Approvals (decisions §12.10): asked for its own run, then read back once a person answered.
    const asked = await agentCall('request_approval', {
      action: 'deploy',
      scope: { environment: 'staging' },
    });
    assert.equal(asked.status, 'pending');
    assert.equal(asked.run, claimed.body.data.run.id);
    assert.deepEqual(asked.scope, { environment: 'staging' });
    const denied = await api.post(`/approvals/${asked.id}/deny`, { reason: 'Freeze until Monday' });
    assert.equal(denied.status, 200, denied.text);
    const answer = await agentCall('request_approval', { id: asked.id });
    assert.equal(answer.status, 'denied');
    assert.equal(answer.reason, 'Freeze until Monday');
  });

  it('refuses to start with a token of another workspace, saying why on stderr', async () => {
    const refused = connect({ SERVICE_URL: baseUrl, SERVICE_TOKEN: token, SERVICE_WORKSPACE: 'elsewhere' });
    await assert.rejects(refused);
  });
});
