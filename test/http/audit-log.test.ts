import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inTransaction } from '../../src/db/connection.js';
import { recordAudit, removeExpiredAuditEntries } from '../../src/domain/people/audit-log.js';
import { changeMember } from '../../src/domain/people/members.js';
import { setPassword } from '../../src/domain/people/sessions.js';
import { commandLineCaller } from '../../src/domain/caller.js';
import { actingAs } from '../../src/domain/context.js';
import { insertApproval } from '../../src/repositories/approvals.js';
import { nowIso } from '../../src/clock.js';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { auditRetentionJob } from '../../src/jobs/audit-retention.js';
import { scheduledJobs } from '../../src/jobs/registry.js';
import type { JobContext } from '../../src/queue/types.js';
import { client, startTestApp } from '../helpers/app.js';
import {
  buildAgent,
  buildMember,
  buildRun,
  buildScene,
  buildToken,
  buildWorkspace,
} from '../helpers/factories.js';
import { Browser, givePassword, signedIn, TEST_PASSWORD } from '../helpers/session.js';

const app = await startTestApp({
  SERVICE_SECRET_KEY: 'an audit test key that is long enough to derive from',
  SERVICE_WEBHOOK_ALLOW_PRIVATE: 'true',
});

async function ownerScene() {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  const browser = await signedIn(app, scene.owner.email);
  return { ...scene, browser, api: client(app, scene.token) };
}

async function storedRows(workspaceId: number) {
  return app.db
    .selectFrom('audit_entries')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
}

/** Every stored column of the workspace's entries, as one text to search for secrets. */
async function storedText(workspaceId: number): Promise<string> {
  return JSON.stringify(await storedRows(workspaceId));
}

function actions(body: { data: { action: string }[] }): string[] {
  return body.data.map((entry) => entry.action);
}

describe('the audit log (issue 43)', () => {
  it('records sign-ins, failed ones for existing accounts in each of their workspaces, and password changes with the address', async () => {
    const { workspace, owner, api } = await ownerScene();
    const second = await buildWorkspace(app.db);
    await inTransaction(app.db, async (tx) => {
      const { addMember } = await import('../../src/domain/people/workspaces.js');
      await addMember(tx, second.id, owner.id, 'member', 40);
    });
    const wrong = await new Browser(app).signIn(owner.email, 'not the password at all');
    assert.equal(wrong.status, 401);
    // An unknown address is not recorded anywhere.
    const before = await app.db
      .selectFrom('audit_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal((await new Browser(app).signIn('nobody-at-all@example.com', 'whatever it is')).status, 401);
    const after = await app.db
      .selectFrom('audit_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));

    const browser = await signedIn(app, owner.email);
    const changed = await browser.request('PUT', '/api/ui/password', {
      current_password: TEST_PASSWORD,
      new_password: 'a brand new passphrase 42',
      revoke_tokens: false,
    });
    assert.equal(changed.status, 204, changed.text);

    // "Sign out everywhere", keeping the tokens.
    const everywhere = await signedIn(app, owner.email, 'a brand new passphrase 42');
    assert.equal((await everywhere.request('DELETE', '/api/ui/sessions?revoke_tokens=false')).status, 204);

    const log = await api.get('/audit-log');
    assert.equal(log.status, 200, log.text);
    const ended = log.body.data[0];
    assert.equal(ended.action, 'sessions.ended_all');
    assert.deepEqual(ended.details, { tokens_revoked: false });
    assert.deepEqual(ended.actor, { type: 'user', id: owner.id, name: owner.name });
    log.body.data = log.body.data.filter((e: { action: string }) => e.action !== 'sessions.ended_all');
    // The sign-in just before it is not part of what follows.
    log.body.data.shift();
    const mine = log.body.data.filter((e: { target: { id: number } }) => e.target.id === owner.id);
    assert.deepEqual(mine.map((e: { action: string }) => e.action).slice(0, 4), [
      'password.changed',
      'sign_in.succeeded',
      'sign_in.failed',
      'sign_in.succeeded',
    ]);
    const failed = mine.find((e: { action: string }) => e.action === 'sign_in.failed');
    assert.equal(failed.actor, null);
    assert.ok(failed.ip, 'a failed sign-in keeps the address');
    assert.equal(failed.target.type, 'user');
    assert.match(failed.target.name, new RegExp(owner.email));
    const signIn = mine.find((e: { action: string }) => e.action === 'sign_in.succeeded');
    assert.deepEqual(signIn.actor, { type: 'user', id: owner.id, name: owner.name });
    assert.ok(mine[0].ip);
    assert.equal(mine[0].imported, false);
    // The second workspace (joined after the first sign-in) has its own entries for the same account.
    const inSecond = (await storedRows(second.id)).map((row) => row.action);
    assert.deepEqual(inSecond, [
      'sign_in.failed',
      'sign_in.succeeded',
      'password.changed',
      'sign_in.succeeded',
      'sessions.ended_all',
    ]);
    for (const id of [workspace.id, second.id]) {
      const text = await storedText(id);
      assert.ok(!text.includes('a brand new passphrase'), 'no password stored');
      assert.ok(!text.includes(TEST_PASSWORD));
      assert.ok(!text.includes('not the password at all'));
    }
  });

  it('records tokens, invitations (create, revoke, accept), role changes and removals without a token value or link', async () => {
    const { workspace, browser, api } = await ownerScene();
    const created = await browser.request('POST', '/api/ui/tokens', { name: 'laptop', abilities: ['read'] });
    assert.equal(created.status, 201);
    assert.equal((await browser.request('DELETE', `/api/ui/tokens/${created.body.data.id}`)).status, 204);

    const invited = await browser.request('POST', '/api/ui/invitations', {
      email: 'new-person@example.com',
      role: 'member',
    });
    assert.equal(invited.status, 201, invited.text);
    const link = invited.body.data.url as string;
    const withdrawn = await browser.request('POST', '/api/ui/invitations', {
      email: 'other-person@example.com',
      role: 'guest',
    });
    assert.equal(
      (await browser.request('DELETE', `/api/ui/invitations/${withdrawn.body.data.id}`)).status,
      204,
    );
    const linkToken = link.split('/').at(-1)!;
    const accepted = await new Browser(app).request('POST', `/api/ui/invitations/${linkToken}/accept`, {
      name: 'New Person',
      password: 'a long enough password 7',
    });
    assert.equal(accepted.status, 200, accepted.text);
    const newcomer = accepted.body.data.user.id as number;

    assert.equal(
      (await browser.request('PATCH', `/api/ui/members/${newcomer}`, { role: 'guest' })).status,
      200,
    );
    assert.equal((await browser.request('DELETE', `/api/ui/members/${newcomer}`)).status, 204);

    const log = await api.get('/audit-log?per_page=100');
    assert.deepEqual(
      actions(log.body).filter((a) => !a.startsWith('sign_in')),
      [
        'member.removed',
        'member.role_changed',
        'invitation.accepted',
        'invitation.revoked',
        'invitation.created',
        'invitation.created',
        'token.revoked',
        'token.created',
      ],
    );
    const role = log.body.data.find((e: { action: string }) => e.action === 'member.role_changed');
    assert.deepEqual(role.details, { from: 'member', to: 'guest' });
    assert.equal(role.target.type, 'member');
    const token = log.body.data.find((e: { action: string }) => e.action === 'token.created');
    assert.deepEqual(token.target, { type: 'token', id: created.body.data.id, name: 'laptop' });
    assert.deepEqual(token.details.abilities, ['read']);
    const acceptedEntry = log.body.data.find((e: { action: string }) => e.action === 'invitation.accepted');
    assert.deepEqual(acceptedEntry.actor, { type: 'user', id: newcomer, name: 'New Person' });

    const text = await storedText(workspace.id);
    assert.ok(!text.includes(created.body.data.token), 'no token value');
    assert.ok(!text.includes(linkToken), 'no invitation link');
    const digests = await app.db
      .selectFrom('invitations')
      .select('digest')
      .where('workspace_id', '=', workspace.id)
      .execute();
    for (const { digest } of digests) assert.ok(!text.includes(digest), 'no invitation digest');
  });

  it('records webhooks, integrations, agent secrets (names only) and approvals, never their secrets', async () => {
    const { workspace, owner, browser, api } = await ownerScene();
    const hook = await browser.request('POST', '/api/ui/webhooks', {
      url: 'https://hooks.example.com/services/T000/B000/XXXXSECRETPATH',
      events: ['issue.created'],
    });
    assert.equal(hook.status, 201, hook.text);
    const id = hook.body.data.id;
    assert.equal(
      (await browser.request('PATCH', `/api/ui/webhooks/${id}`, { events: ['issue.updated'] })).status,
      200,
    );
    const rotated = await browser.request('POST', `/api/ui/webhooks/${id}/rotate-secret`);
    assert.equal(rotated.status, 200);
    assert.equal((await browser.request('DELETE', `/api/ui/webhooks/${id}`)).status, 204);

    const integration = await browser.request('POST', '/api/ui/integrations', { provider: 'github' });
    assert.equal(integration.status, 201, integration.text);
    const rotatedIntegration = await browser.request(
      'POST',
      `/api/ui/integrations/${integration.body.data.id}/rotate-secret`,
    );
    assert.equal(
      (await browser.request('DELETE', `/api/ui/integrations/${integration.body.data.id}`)).status,
      204,
    );

    const agent = await buildAgent(app.db, workspace, { name: 'Deployer' });
    const secretValue = 'sk-live-VERY-SECRET-VALUE-123';
    assert.equal(
      (await api.request('PUT', `/agents/${agent.id}/secrets/DEPLOY_KEY`, { value: secretValue })).status,
      200,
    );
    assert.equal((await api.delete(`/agents/${agent.id}/secrets/DEPLOY_KEY`)).status, 204);

    const run = await buildRun(app.db, workspace, agent, { status: 'running' });
    const approval = await insertApproval(app.db, {
      workspace_id: workspace.id,
      run_id: run.id,
      agent_id: agent.id,
      issue_id: null,
      action: 'deploy to production',
      scope: JSON.stringify('web'),
      status: 'pending',
      reason: null,
      answered_by_id: null,
      answered_at: null,
      created_at: nowIso(),
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    const answered = await api.post(`/approvals/${approval.id}/deny`, { reason: 'not on a Friday' });
    assert.equal(answered.status, 200, answered.text);

    const log = await api.get('/audit-log?per_page=100');
    assert.deepEqual(
      actions(log.body).filter((a) => !a.startsWith('sign_in')),
      [
        'approval.denied',
        'agent_secret.deleted',
        'agent_secret.set',
        'integration.disconnected',
        'integration.secret_rotated',
        'integration.connected',
        'webhook.deleted',
        'webhook.secret_rotated',
        'webhook.updated',
        'webhook.created',
      ],
    );
    const created = log.body.data.find((e: { action: string }) => e.action === 'webhook.created');
    assert.deepEqual(created.target, { type: 'webhook', id, name: 'hooks.example.com' });
    assert.deepEqual(created.details, { events: ['issue.created'] });
    const secret = log.body.data.find((e: { action: string }) => e.action === 'agent_secret.set');
    assert.deepEqual(secret.target, { type: 'agent', id: agent.id, name: 'Deployer' });
    assert.deepEqual(secret.details, { name: 'DEPLOY_KEY' });
    const denied = log.body.data.find((e: { action: string }) => e.action === 'approval.denied');
    assert.deepEqual(denied.actor, { type: 'user', id: owner.id, name: owner.name });
    assert.equal(denied.target.name, 'deploy to production');
    assert.equal(denied.details.reason, 'not on a Friday');

    const text = await storedText(workspace.id);
    for (const secretText of [
      hook.body.data.secret,
      rotated.body.data.secret,
      integration.body.data.secret,
      rotatedIntegration.body.data.secret,
      secretValue,
      'XXXXSECRETPATH',
    ]) {
      assert.ok(typeof secretText === 'string' && secretText.length > 8);
      assert.ok(!text.includes(secretText), `the stored entries hold no secret (${secretText.slice(0, 6)}…)`);
    }
  });

  it('writes an entry in the transaction of its change: a change that rolls back leaves none', async () => {
    const { workspace, owner } = await ownerScene();
    const member = await buildMember(app.db, workspace);
    const caller = commandLineCaller(workspace, { ...owner, role: 'owner', weekly_hours: 40 }, 'test');
    await assert.rejects(
      inTransaction(app.db, async (tx) => {
        await changeMember(tx, actingAs(app.system, caller), { id: member.id, role: 'admin' });
        throw new Error('something after the change fails');
      }),
      /something after the change fails/,
    );
    assert.equal(
      (await storedRows(workspace.id)).filter((r) => r.action === 'member.role_changed').length,
      0,
    );
    await inTransaction(app.db, (tx) =>
      changeMember(tx, actingAs(app.system, caller), { id: member.id, role: 'admin' }),
    );
    assert.equal(
      (await storedRows(workspace.id)).filter((r) => r.action === 'member.role_changed').length,
      1,
    );
    // `tandem admin user set-password` is the system's doing: no actor, no password.
    await inTransaction(app.db, (tx) => setPassword(tx, member.email, 'set by the administrator 9'));
    const set = (await storedRows(workspace.id)).find((r) => r.action === 'password.set')!;
    assert.equal(set.actor_type, null);
    assert.ok(!JSON.stringify(set).includes('set by the administrator'));
    // A detail that reads like a secret is refused, whoever asks.
    await assert.rejects(
      inTransaction(app.db, (tx) =>
        recordAudit(tx, {
          workspaceId: workspace.id,
          actor: null,
          action: 'token.created',
          target: { type: 'token', id: 1, name: 'x' },
          details: { token: 'tdm_abc' },
        }),
      ),
      /reads like a secret/,
    );
  });

  it('filters by actor, action (exact or subject), from and to; 422 naming a bad parameter', async () => {
    const { workspace, owner, browser, api } = await ownerScene();
    await browser.request('POST', '/api/ui/tokens', { name: 'one' });
    await browser.request('POST', '/api/ui/invitations', {
      email: 'filter-person@example.com',
      role: 'member',
    });
    await inTransaction(app.db, (tx) =>
      recordAudit(tx, {
        workspaceId: workspace.id,
        actor: null,
        action: 'token.revoked',
        target: { type: 'token', id: 99, name: 'by the system' },
      }),
    );
    // An old entry, for the date filters.
    await app.db
      .updateTable('audit_entries')
      .set({ created_at: '2020-01-15T10:00:00.000Z' })
      .where('workspace_id', '=', workspace.id)
      .where('action', '=', 'invitation.created')
      .execute();

    assert.deepEqual(actions((await api.get('/audit-log?action=token.created')).body), ['token.created']);
    assert.deepEqual(actions((await api.get('/audit-log?action=token.')).body), [
      'token.revoked',
      'token.created',
    ]);
    assert.deepEqual(actions((await api.get('/audit-log?actor=system')).body), ['token.revoked']);
    const byOwner = actions((await api.get(`/audit-log?actor=user:${owner.id}`)).body);
    assert.ok(byOwner.includes('token.created') && !byOwner.includes('token.revoked'));
    assert.deepEqual(actions((await api.get('/audit-log?to=2020-01-15')).body), ['invitation.created']);
    assert.deepEqual(actions((await api.get('/audit-log?from=2020-01-01&to=2020-01-15T09:00:00Z')).body), []);
    assert.ok(!actions((await api.get('/audit-log?from=2021-01-01')).body).includes('invitation.created'));
    const paged = await api.get('/audit-log?per_page=1&page=2');
    assert.equal(paged.body.data.length, 1);
    assert.equal(paged.body.meta.per_page, 1);

    for (const [query, field] of [
      ['actor=person:1', 'actor'],
      ['action=token', 'action'],
      ['action=nothing.', 'action'],
      ['from=yesterday', 'from'],
      ['to=2026-02-30', 'to'],
      ['from=2026-01-02&to=2026-01-01', 'to'],
    ] as const) {
      const answer = await api.get(`/audit-log?${query}`);
      assert.equal(answer.status, 422, query);
      assert.ok(answer.body.errors[field], `${query} names ${field}`);
    }
  });

  it('is for owners and admins (read tokens too); members, guests and run tokens get 403', async () => {
    const { workspace, api } = await ownerScene();
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const readOnly = client(app, (await buildToken(app.db, workspace, admin, { abilities: ['read'] })).token);
    assert.equal((await readOnly.get('/audit-log')).status, 200);
    assert.equal((await api.get('/audit-log')).status, 200);
    for (const role of ['member', 'guest'] as const) {
      const person = await buildMember(app.db, workspace, { role });
      const answer = await client(app, (await buildToken(app.db, workspace, person)).token).get('/audit-log');
      assert.equal(answer.status, 403, role);
      assert.ok(answer.body.message);
    }
  });

  it('has no way to write: other methods on the log and an entry answer 404 with the error body and change nothing', async () => {
    const { workspace, api } = await ownerScene();
    const before = await storedText(workspace.id);
    const entryId: number = (await storedRows(workspace.id))[0]!.id;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const path of ['/audit-log', `/audit-log/${entryId}`]) {
        const answer: { status: number; body: { message?: unknown } } = await api.request(
          method,
          path,
          method === 'DELETE' ? undefined : { action: 'token.created' },
        );
        assert.ok([404, 405].includes(answer.status), `${method} ${path}: ${answer.status}`);
        assert.equal(typeof answer.body.message, 'string');
      }
    }
    assert.equal((await api.get(`/audit-log/${entryId}`)).status, 404);
    assert.equal(await storedText(workspace.id), before);
  });

  it('the retention job removes entries older than the kept days, in batches, and keeps the rest', async () => {
    const { workspace } = await ownerScene();
    const rows = Array.from({ length: 5 }, (_, i) => ({
      workspace_id: workspace.id,
      action: 'token.created',
      actor_type: null,
      actor_id: null,
      actor_name: null,
      target_type: 'token',
      target_id: i,
      target_name: `old ${i}`,
      details: '{}',
      ip: null,
      created_at: '2001-01-01T00:00:00.000Z',
    }));
    await app.db.insertInto('audit_entries').values(rows).execute();
    const removed = await removeExpiredAuditEntries(app.db, '2002-01-01T00:00:00.000Z', 2);
    assert.ok(removed >= 5);
    const left = await storedRows(workspace.id);
    assert.equal(left.filter((r) => r.target_name.startsWith('old ')).length, 0);
    assert.ok(left.length > 0, 'recent entries stay');
  });

  it('keeps entries SERVICE_AUDIT_RETENTION_DAYS days: the registered hourly job removes older ones', async () => {
    assert.ok(scheduledJobs.includes(auditRetentionJob));
    assert.equal(auditRetentionJob.lane, 'scheduled');
    assert.equal(loadConfig({}).auditRetentionDays, 365);
    assert.equal(loadConfig({ SERVICE_AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays, 30);
    assert.throws(() => loadConfig({ SERVICE_AUDIT_RETENTION_DAYS: '0' }), /SERVICE_AUDIT_RETENTION_DAYS/);
    const { workspace } = await ownerScene();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
    const entry = (name: string, created_at: string) => ({
      workspace_id: workspace.id,
      action: 'token.created',
      actor_type: null,
      actor_id: null,
      actor_name: null,
      target_type: 'token',
      target_id: null,
      target_name: name,
      details: '{}',
      ip: null,
      created_at,
    });
    await app.db
      .insertInto('audit_entries')
      .values([entry('31 days old', daysAgo(31)), entry('29 days old', daysAgo(29))])
      .execute();
    await auditRetentionJob.handle({
      db: app.db,
      dialect: app.database.dialect,
      config: { ...app.config, auditRetentionDays: 30 },
      log: pino({ level: 'silent' }),
      job: {} as JobContext['job'],
    });
    const names = (await storedRows(workspace.id)).map((row) => row.target_name);
    assert.ok(names.includes('29 days old'));
    assert.ok(!names.includes('31 days old'));
    assert.ok(names.length >= 2, 'the sign-in of today stays');
  });
});
