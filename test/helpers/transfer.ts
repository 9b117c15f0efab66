import { join } from 'node:path';
import { nowIso } from '../../src/clock.js';
import { exportFileLines, type ReadLimits } from '../../src/cli/admin/export-file.js';
import { exportToFile } from '../../src/cli/admin/transfer.js';
import { inviteToWorkspace } from '../../src/domain/people/invitations.js';
import { importWorkspace } from '../../src/domain/integrations/workspace-import.js';
import { createStorage } from '../../src/storage/index.js';
import { client, startTestApp, type ApiClient, type TestApp } from './app.js';
import { png, upload } from './attachment-files.js';
import { createIntegration, deliver, pullRequestPayload } from './code-host.js';
import {
  buildAgent,
  buildMember,
  buildSavedView,
  buildScene,
  buildToken,
  buildWhiteboard,
} from './factories.js';

/**
 * Workspace export and import in tests (issue 32): a test application on the database named by
 * `postgres` (true: SERVICE_TEST_DATABASE_URL, false: a SQLite file), a workspace holding a few of
 * everything, and the export and import of it.
 */
export async function startAppOn(postgres: boolean): Promise<TestApp> {
  const saved = process.env.SERVICE_TEST_DATABASE_URL;
  if (!postgres) delete process.env.SERVICE_TEST_DATABASE_URL;
  try {
    return await startTestApp();
  } finally {
    if (saved !== undefined) process.env.SERVICE_TEST_DATABASE_URL = saved;
  }
}

export interface RichWorkspace {
  slug: string;
  /** A value of the agent's environment (a secret the export must not hold). */
  agentEnvValue: string;
  /** The link of an open invitation (its token must not open anything after the move). */
  invitationUrl: string;
  invitationEmail: string;
  ownerEmail: string;
  memberEmail: string;
  owner: ApiClient;
  member: ApiClient;
}

/** A workspace with people, an agent, projects, labels, issues and everything hanging off them. */
export async function buildRichWorkspace(app: TestApp): Promise<RichWorkspace> {
  const { db } = app;
  const scene = await buildScene(db, { cycles: { length_days: 14, first_starts_on: '2026-11-02' } });
  const mate = await buildMember(db, scene.workspace, { name: 'Grace Hopper' });
  const mateToken = await buildToken(db, scene.workspace, mate);
  const agentEnvValue = 'sk-live-4f9a2c7e1b';
  const agent = await buildAgent(db, scene.workspace, {
    name: 'Build Bot',
    owner_user_id: scene.owner.id,
    custom_env: JSON.stringify({ DEPLOY_KEY: agentEnvValue }),
  });
  const owner = client(app, scene.token);
  const member = client(app, mateToken.token);
  const ok = async (promise: Promise<{ status: number; body: any }>) => {
    const res = await promise;
    if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data ?? res.body;
  };
  // Repositories travel whole (no credentials in them), with the projects and agents naming them.
  const repository = await ok(
    owner.post('/repositories', { name: 'web', url: 'git@github.com:acme/web.git', default_branch: 'trunk' }),
  );
  await ok(owner.post('/repositories', { name: 'docs', url: 'https://github.com/acme/docs.git' }));
  await db.updateTable('agents').set({ repository_id: repository.id }).where('id', '=', agent.id).execute();
  // Instructions with their history and a skill (decisions §12.4) travel with the agent.
  const skill = await ok(
    owner.post('/skills', { name: 'release-notes', description: 'Writes them.', content: '# Notes' }),
  );
  await ok(owner.patch(`/agents/${agent.id}`, { instructions: 'First rules', skill_ids: [skill.id] }));
  await ok(owner.patch(`/agents/${agent.id}`, { instructions: 'Second rules' }));
  const project = await ok(
    owner.post('/projects', {
      name: 'Website',
      lead: `user:${scene.owner.id}`,
      repository_id: repository.id,
      // Areas (decisions §12.11) travel with projects and issues.
      areas: ['src/web/**'],
    }),
  );
  await ok(owner.post('/projects', { name: 'Backend', lead: `agent:${agent.id}` }));
  const epic = await ok(owner.post('/issues', { title: 'Launch', type: 'epic', project_id: project.id }));
  const first = await ok(
    owner.post('/issues', {
      title: 'Landing page',
      parent_id: epic.id,
      project_id: project.id,
      labels: ['web', 'ux'],
      areas: ['src/web/landing/**'],
    }),
  );
  // Issue 40: workflow states travel, and the issues standing in them.
  await ok(owner.post('/states', { name: 'Sketching', status: 'todo', color: '#7c3aed' }));
  const designing = await ok(
    owner.post('/states', { name: 'Designing', status: 'in_progress', color: '#0ea5e9' }),
  );
  const second = await ok(
    owner.post('/issues', { title: 'Pricing', labels: ['web'], cycle: 1, state_id: designing.id }),
  );
  await ok(
    owner.patch(`/issues/${second.id}`, {
      assignee: `user:${mate.id}`,
      status: 'in_progress',
      blocked_by: [first.id],
    }),
  );
  await ok(owner.patch(`/issues/${first.id}`, { assignee: `agent:${agent.id}`, project_id: null }));
  const comment = await ok(
    owner.post(`/issues/${first.id}/comments`, { body: `<p>Look @user:${mate.id}</p>` }),
  );
  await ok(member.post(`/issues/${first.id}/comments`, { body: '<p>On it</p>', in_reply_to: comment.id }));
  await ok(upload(owner, first.id, 'shot.png', await png(8, 8)));
  await ok(upload(owner, first.id, 'notes.txt', Buffer.from('plain notes\n'.repeat(9000)), comment.id));
  await ok(owner.post(`/issues/${first.id}/time`, { minutes: 30, note: 'design', spent_on: '2026-11-20' }));
  await ok(member.post(`/issues/${second.id}/time`, { minutes: 45, spent_on: '2026-11-21' }));
  await ok(member.post('/absences', { kind: 'vacation', date: '2026-11-25' }));
  await ok(owner.post(`/issues/${second.id}/timer`, { note: 'pricing' }));
  const run = await ok(owner.post(`/issues/${first.id}/runs`, { agent_id: agent.id }));
  await db
    .insertInto('run_log_lines')
    .values(
      [1, 2].map((seq) => ({
        run_id: run.id,
        seq,
        attempt: 1,
        stream: 'stdout' as const,
        at: nowIso(),
        text: `line ${seq}`,
      })),
    )
    .execute();
  const meeting = await ok(
    owner.post('/meetings', {
      title: 'Kick-off',
      project: project.id,
      scheduled_for: '2026-11-24T10:00:00.000Z',
      duration_minutes: 30,
    }),
  );
  await ok(owner.post(`/meetings/${meeting.id}/time`, { minutes: 30, spent_on: '2026-11-24' }));
  const guide = await ok(
    owner.post('/articles', { title: 'Guide', body: '<p>How we work</p>', state: 'published' }),
  );
  await ok(
    owner.post('/articles', { title: 'Chapter', body: '<p>One</p>', parent: guide.id, state: 'published' }),
  );
  const board = await buildWhiteboard(db, scene.workspace, scene.owner, { name: 'Plan' });
  await ok(owner.post(`/whiteboards/${board.id}/notes`, { text: 'Idea', x: 10, y: 20 }));
  // Issue 40: a scheduled template with labels, a project and an agent is carried (its occurrences are not).
  await ok(
    owner.post('/templates', {
      name: 'Weekly report',
      title: 'Weekly report',
      labels: ['web', 'report'],
      project_id: project.id,
      assignee: `agent:${agent.id}`,
      schedule: { every: 'week', on: ['mon'], at: '03:00', timezone: 'Europe/Berlin' },
    }),
  );
  // Issue 40: custom fields of the workspace and of a project, with values on issues.
  await ok(
    owner.post('/fields', { name: 'Stage', key: 'stage', type: 'select', options: ['Alpha', 'Beta'] }),
  );
  await ok(owner.post('/fields', { name: 'Points', key: 'points', type: 'number' }));
  await ok(owner.post('/fields', { name: 'Launch', key: 'launch', type: 'date', project_id: project.id }));
  await ok(owner.patch(`/issues/${second.id}`, { fields: { stage: 'Beta', points: 3 } }));
  await ok(owner.patch(`/issues/${epic.id}`, { fields: { stage: 'Alpha', launch: '2027-03-01' } }));
  await buildSavedView(db, scene.workspace, scene.owner, {
    name: 'Grace’s',
    filters: { assignee: `user:${mate.id}`, project_id: project.id },
    shared: true,
  });
  // Issue 41: a chat channel of the project (its address is its credential: not carried).
  await ok(
    owner.post('/chat-channels', {
      kind: 'slack',
      webhook_url: 'http://127.0.0.1:9/services/T1/B1/chat-secret-address',
      events: ['issue.created', 'run.failed'],
      project_id: project.id,
    }),
  );
  // A code host connected, with a pull request naming an issue (delivered and signed as GitHub does).
  const integration = await createIntegration(app, scene.workspace);
  const identifier = `${scene.workspace.issue_prefix}-${first.number}`;
  const delivered = await deliver(
    app,
    integration,
    'pull_request',
    pullRequestPayload('pull_request.opened', { title: `${identifier} Landing page` }),
  );
  if (delivered.status !== 200) throw new Error(`${delivered.status} ${delivered.text}`);
  const invitation = await inviteToWorkspace(db, app.system, {
    workspaceId: scene.workspace.id,
    email: 'newcomer@example.com',
    role: 'member',
    invitedBy: scene.owner.id,
  });
  return {
    slug: scene.workspace.slug,
    agentEnvValue,
    invitationUrl: invitation.url,
    invitationEmail: invitation.email,
    ownerEmail: scene.owner.email,
    memberEmail: mate.email,
    owner,
    member,
  };
}

export async function exportFrom(app: TestApp, slug: string, name = 'export.ndjson.gz'): Promise<string> {
  const storage = createStorage(app.config);
  const target = join(app.database.tmpDir, name);
  try {
    await exportToFile({ db: app.db, dialect: app.database.dialect, storage, slug, target });
  } finally {
    storage.close();
  }
  return target;
}

export async function importInto(
  app: TestApp,
  file: string,
  progress: string[] = [],
  limits: ReadLimits = {},
) {
  const storage = createStorage(app.config);
  try {
    return await importWorkspace({
      db: app.db,
      storage,
      open: exportFileLines(file, limits),
      progress: (message) => progress.push(message),
    });
  } finally {
    storage.close();
  }
}

/** A client for the person with `email` in the imported workspace (tokens are not carried). */
export async function clientFor(app: TestApp, slug: string, email: string): Promise<ApiClient> {
  const workspace = await app.db
    .selectFrom('workspaces')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const { token } = await buildToken(app.db, workspace, user);
  return client(app, token);
}

/** Removes a whole workspace and the accounts only it had (as an administrator deleting it would). */
export async function removeWorkspace(app: TestApp, slug: string): Promise<void> {
  const { removeUnfinishedImport } =
    await import('../../src/domain/integrations/workspace-import-cleanup.js');
  const workspace = await app.db
    .selectFrom('workspaces')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const storage = createStorage(app.config);
  try {
    await removeUnfinishedImport(app.db, storage, workspace);
  } finally {
    storage.close();
  }
}
