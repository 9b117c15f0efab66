import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { ApiClient, TestApp } from '../helpers/app.js';
import { buildIssue, buildMember, buildProject, buildScene } from '../helpers/factories.js';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { lookUpInvitation } from '../../src/domain/people/invitations.js';
import { deliver, fixture } from '../helpers/code-host.js';
import { givePassword, signedIn } from '../helpers/session.js';
import { buildRichWorkspace, clientFor, exportFrom, importInto, startAppOn } from '../helpers/transfer.js';

/**
 * A workspace exported from one database and imported into another answers every /api/v1 read the same
 * (decisions §11.9): SQLite → PostgreSQL and PostgreSQL → SQLite when SERVICE_TEST_DATABASE_URL names a
 * server, SQLite → SQLite otherwise. The target already holds another workspace, so every integer id
 * moves, and one of the people already has an account there.
 */
const onPostgres = Boolean(process.env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres'));
const directions: [boolean, boolean][] = onPostgres
  ? [
      [false, true],
      [true, false],
    ]
  : [[false, false]];

/** Every read of the workspace, per person; attachments by their downloaded bytes. */
async function readEverything(api: ApiClient): Promise<Record<string, unknown>> {
  const reads: Record<string, unknown> = {};
  const get = async (path: string) => {
    const res = await api.get(path);
    assert.equal(res.status, 200, `${path}: ${res.text}`);
    reads[path] = res.body;
    return res.body;
  };
  await get('/me');
  const issues = await get('/issues?per_page=100');
  for (const issue of issues.data as { id: string }[]) {
    await get(`/issues/${issue.id}`);
    await get(`/issues/${issue.id}/activity`);
    await get(`/issues/${issue.id}/artifacts`);
    await get(`/issues/${issue.id}/pull-requests`);
    const comments = await get(`/issues/${issue.id}/comments`);
    for (const comment of comments.data as { attachments: { id: number }[] }[]) {
      for (const attachment of comment.attachments) {
        reads[`bytes of attachment ${attachment.id}`] = await downloadDigest(api, attachment.id);
      }
    }
  }
  const members = await get('/members');
  // Listed by account id: a person whose account the target already had comes earlier there.
  (members.data as { email: string }[]).sort((a, b) => a.email.localeCompare(b.email));
  for (const path of [
    '/projects',
    '/agents',
    '/labels',
    '/states',
    '/templates',
    '/fields',
    '/cycles',
    '/saved-views',
    '/timer',
    '/inbox',
    '/skills',
  ]) {
    await get(path);
  }
  // Guests may not read repositories; the member and the owner may.
  for (const path of ['/repositories']) {
    await get(path);
  }
  const agents = await get('/agents');
  for (const agent of agents.data as { id: number }[]) {
    // Environment values are not carried (written empty, reported to be set again): compared apart.
    delete (await get(`/agents/${agent.id}`)).data.custom_env;
    if (reads['/me'] && (reads['/me'] as any).data.role === 'owner') {
      await get(`/agents/${agent.id}/instructions/versions`);
    }
  }
  await get('/time-entries?from=2026-11-01&to=2026-11-30');
  await get('/absences?from=2026-11-01&to=2026-11-30');
  const runs = await get('/runs');
  for (const run of runs.data as { id: string }[]) {
    await get(`/runs/${run.id}`);
    await get(`/runs/${run.id}/log`);
  }
  const meetings = await get('/meetings?when=all');
  for (const meeting of meetings.data as { id: string }[]) await get(`/meetings/${meeting.id}`);
  const articles = await get('/articles');
  for (const article of articles.data as { id: string }[]) await get(`/articles/${article.id}`);
  const boards = await get('/whiteboards');
  for (const board of boards.data as { id: string }[]) await get(`/whiteboards/${board.id}`);
  return reads;
}

/** The SHA-256 of an attachment's downloaded bytes. */
async function downloadDigest(api: ApiClient, id: number): Promise<string> {
  const { baseUrl, token } = api as unknown as { baseUrl: string; token: string };
  const res = await fetch(`${baseUrl}/api/v1/attachments/${id}?download=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(res.status, 200);
  return createHash('sha256')
    .update(Buffer.from(await res.arrayBuffer()))
    .digest('hex');
}

/** What the ids of a read's items are, by its path. */
const ITEM_KINDS: [RegExp, string][] = [
  [/\/comments$/, 'comment'],
  [/\/activity$/, 'activity'],
  [/^\/projects/, 'project'],
  [/^\/agents/, 'agent'],
  [/^\/labels/, 'label'],
  [/^\/states/, 'state'],
  [/^\/repositories/, 'repository'],
  [/^\/templates/, 'template'],
  [/^\/fields/, 'field'],
  [/^\/skills/, 'skill'],
  [/^\/(members|me)/, 'user'],
  [/^\/saved-views/, 'saved_view'],
  [/^\/(time-entries|absences)/, 'time_entry'],
  [/^\/inbox/, 'inbox_item'],
  [/^\/timer/, 'timer'],
];

/** The kind of an integer id found under `key` (its parent's key `parent`). */
function kindOf(key: string, parent: string): string {
  if (key === 'project' || key === 'project_id' || (parent === 'project' && (key === 'from' || key === 'to')))
    return 'project';
  if (key === 'comment_id' || key === 'in_reply_to') return 'comment';
  if (key === 'attachments') return 'attachment';
  if (key === 'agent_id') return 'agent';
  if (key === 'repository_id') return 'repository';
  if (key === 'state_id' || (parent === 'state_id' && (key === 'from' || key === 'to'))) return 'state';
  if (key === 'skill_ids') return 'skill';
  return key;
}

/**
 * Integer ids replaced by their order of first appearance per kind, one numbering for a kind wherever
 * it appears (a project in a list, on an issue, in a history entry), actor keys likewise: two reads are
 * equal when they differ only by a consistent renumbering.
 */
function normalise(reads: Record<string, unknown>): unknown {
  const seen = new Map<string, Map<number, number>>();
  const token = (kind: string, id: number) => {
    let ids = seen.get(kind);
    if (!ids) seen.set(kind, (ids = new Map()));
    if (!ids.has(id)) ids.set(id, ids.size + 1);
    return `${kind}#${ids.get(id)}`;
  };
  const text = (value: string) =>
    value
      .replace(/\b(user|agent):(\d+)/g, (_all, type: string, id: string) => token(type, Number(id)))
      .replace(
        /\/attachments\/(\d+)/g,
        (_all, id: string) => `/attachments/${token('attachment', Number(id))}`,
      );
  /** `kind`: what an `id` here is; `idOf`: the kind of a bare number here, when it is an id. */
  const walk = (value: unknown, kind: string, idOf: string | null): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map((item) => walk(item, kind, idOf));
    if (typeof value !== 'object' || value === null) {
      return typeof value === 'number' && idOf !== null ? token(idOf, value) : value;
    }
    const object = value as Record<string, unknown>;
    const actor = object.type === 'user' || object.type === 'agent';
    return Object.fromEntries(
      Object.entries(object).map(([field, inner]) => {
        if (field === 'id' && typeof inner === 'number')
          return [field, token(actor ? String(object.type) : kind, inner)];
        const innerKind = kindOf(field, kind);
        const idLike = field.endsWith('_id') || field === 'in_reply_to' || field === 'skill_ids';
        return [text(field), walk(inner, innerKind, idLike ? innerKind : null)];
      }),
    );
  };
  return Object.fromEntries(
    Object.entries(reads).map(([path, read]) => {
      const kind =
        ITEM_KINDS.find(([pattern]) => pattern.test(path.split('?')[0]!))?.[1] ?? path.split('/')[1]!;
      const body = read as { data?: unknown };
      return [
        text(path),
        typeof body === 'object' && body !== null && 'data' in body
          ? { ...body, data: walk(body.data, kind, null) }
          : body,
      ];
    }),
  );
}

/** Another workspace in the target first, so the imported rows get other ids than they had. */
async function occupy(app: TestApp, memberEmail: string): Promise<void> {
  const scene = await buildScene(app.db);
  await buildMember(app.db, scene.workspace, { email: memberEmail, name: 'Grace Hopper' });
  await buildProject(app.db, scene.workspace);
  for (let i = 0; i < 3; i++) await buildIssue(app.db, scene.workspace);
  for (const name of ['taken-1', 'taken-2', 'taken-3']) {
    const now = new Date().toISOString();
    await app.db
      .insertInto('repositories')
      .values({
        workspace_id: scene.workspace.id,
        name,
        name_key: name,
        url: '/srv/git/x.git',
        default_branch: 'main',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

for (const [sourceOnPostgres, targetOnPostgres] of directions) {
  const label = (postgres: boolean) => (postgres ? 'PostgreSQL' : 'SQLite');
  describe(`workspace export ${label(sourceOnPostgres)} → import ${label(targetOnPostgres)}`, async () => {
    const source = await startAppOn(sourceOnPostgres);
    const target = await startAppOn(targetOnPostgres);
    after(async () => {
      await source.close();
      await target.close();
    });

    it('answers every /api/v1 read the same, ids renumbered consistently', async () => {
      const rich = await buildRichWorkspace(source);
      await occupy(target, rich.memberEmail);
      const before = { owner: await readEverything(rich.owner), member: await readEverything(rich.member) };
      const file = await exportFrom(source, rich.slug);
      const progress: string[] = [];
      const summary = await importInto(target, file, progress);
      assert.equal(summary.people_reused, 1, 'the person with an account in the target is reused');
      assert.equal(summary.integrations_to_reconnect, 1);
      assert.equal(summary.chat_channels_to_reconnect, 1);
      assert.deepEqual(summary.invitations_to_resend, [rich.invitationEmail]);
      assert.deepEqual(summary.agent_env_to_set, { 'Build Bot': ['DEPLOY_KEY'] });
      assert.deepEqual(summary.passwords_to_reset, []);
      assert.ok(
        progress.some((line) => line.includes('done')),
        'progress is reported',
      );
      const afterwards = {
        owner: await readEverything(await clientFor(target, rich.slug, rich.ownerEmail)),
        member: await readEverything(await clientFor(target, rich.slug, rich.memberEmail)),
      };
      assert.deepEqual(normalise(afterwards.owner), normalise(before.owner));
      assert.deepEqual(normalise(afterwards.member), normalise(before.member));
      assert.ok(
        Object.keys(before.owner).some((path) => path.startsWith('bytes of')),
        'attachments were read',
      );
    });

    it('carries a chat channel without its address: stopped and saying so until the address is given again', async () => {
      const rich = await buildRichWorkspace(source);
      const file = await exportFrom(source, rich.slug, 'chat.ndjson.gz');
      const text = gunzipSync(readFileSync(file)).toString('utf8');
      assert.ok(!text.includes('chat-secret-address'), 'no incoming-webhook address in the file');
      await importInto(target, file);
      const owner = await clientFor(target, rich.slug, rich.ownerEmail);
      const listed = await owner.get('/chat-channels');
      assert.equal(listed.status, 200);
      const [moved] = listed.body.data as {
        id: number;
        state: string;
        last_error: string;
        events: string[];
        project_id: number;
      }[];
      assert.equal(moved!.state, 'stopped');
      assert.match(moved!.last_error, /Reconnect needed/);
      assert.deepEqual(moved!.events, ['issue.created', 'run.failed']);
      const projects = (await owner.get('/projects')).body.data as { id: number }[];
      assert.ok(
        projects.some((project) => project.id === moved!.project_id),
        'its project is mapped',
      );
      const given = await owner.patch(`/chat-channels/${moved!.id}`, {
        webhook_url: 'http://127.0.0.1:9/new',
      });
      assert.equal(given.body.data.state, 'active');
    });

    it('carries the code host without its secret: reconnect needed, deliveries refused until then', async () => {
      const rich = await buildRichWorkspace(source);
      const file = await exportFrom(source, rich.slug, 'code-host.ndjson.gz');
      const text = gunzipSync(readFileSync(file)).toString('utf8');
      assert.doesNotMatch(text, /whsec_/, 'no code-host secret in the file');
      assert.ok(!text.includes(rich.agentEnvValue), 'no environment value in the file');
      assert.match(text, /"custom_env":"\{\\"DEPLOY_KEY\\":\\"\\"\}"/, 'the names are carried, empty');
      await importInto(target, file);
      const workspace = await target.db
        .selectFrom('workspaces')
        .selectAll()
        .where('slug', '=', rich.slug)
        .executeTakeFirstOrThrow();
      const owner = await target.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', rich.ownerEmail)
        .executeTakeFirstOrThrow();
      await givePassword(target, owner.id);
      const browser = await signedIn(target, rich.ownerEmail);
      const listed = await browser.request('GET', '/api/ui/integrations');
      assert.equal(listed.status, 200, listed.text);
      assert.equal(listed.body.data.length, 1);
      const [moved] = listed.body.data as { id: number; url: string; reconnect_needed: boolean }[];
      assert.equal(moved!.reconnect_needed, true);
      assert.equal(moved!.url, `${target.config.appUrl}/api/hooks/github/${moved!.id}`);

      // Refused whatever it is signed with: the stored secret is one nobody was given.
      const before = await target.db
        .selectFrom('code_host_deliveries')
        .selectAll()
        .where('integration_id', '=', moved!.id)
        .execute();
      assert.equal(before.length, 1, 'the delivery ids handled are carried, against replays');
      const refused = await deliver(
        target,
        { id: moved!.id, url: moved!.url, secret: 'guess' },
        'ping',
        fixture('ping'),
      );
      assert.equal(refused.status, 401);
      assert.match(refused.body.message, /reconnected/);

      const rotated = await browser.request('POST', `/api/ui/integrations/${moved!.id}/rotate-secret`);
      assert.equal(rotated.status, 200, rotated.text);
      const integration = { id: moved!.id, url: moved!.url, secret: rotated.body.data.secret as string };
      const ping = await deliver(target, integration, 'ping', fixture('ping'));
      assert.equal(ping.status, 200, ping.text);
      const replay = await deliver(target, integration, 'ping', fixture('ping'), {
        deliveryId: before[0]!.delivery_id,
      });
      assert.equal(replay.status, 200, 'a replay of a delivery handled before the move changes nothing');
      const after = await browser.request('GET', '/api/ui/integrations');
      assert.equal(after.body.data[0].reconnect_needed, false);

      // The pull request stays linked to its issue, and to the integration.
      const pullRequests = await target.db
        .selectFrom('pull_requests')
        .selectAll()
        .where('workspace_id', '=', workspace.id)
        .execute();
      assert.equal(pullRequests.length, 1);
      assert.equal(pullRequests[0]!.integration_id, moved!.id);
      // An open invitation's old link opens nothing; the agent has no environment until it is set again.
      const token = rich.invitationUrl.split('/').at(-1)!;
      await assert.rejects(lookUpInvitation(target.db, token));
      const agent = await target.db
        .selectFrom('agents')
        .select('custom_env')
        .where('workspace_id', '=', workspace.id)
        .executeTakeFirstOrThrow();
      assert.equal(agent.custom_env, null);
    });

    it('keeps identifiers and continues the issue numbers after the highest', async () => {
      const rich = await buildRichWorkspace(source);
      await importInto(target, await exportFrom(source, rich.slug, 'numbers.ndjson'));
      const api = await clientFor(target, rich.slug, rich.ownerEmail);
      const listed = (await api.get('/issues')).body.data as { id: string; number: number }[];
      const highest = Math.max(...listed.map((issue) => issue.number));
      const created = await api.post('/issues', { title: 'After the move' });
      assert.equal(created.status, 201);
      assert.equal(created.body.data.number, highest + 1);
    });
  });
}
