import { nowIso } from '../../clock.js';
import { inTransaction, type Db, type Executor, type Tx } from '../../db/connection.js';
import type { ActorType, AuditEntry } from '../../db/schema.js';
import {
  auditEntriesOf,
  deleteAuditEntriesBefore,
  findInvitationNamed,
  findPersonNamed,
  insertAuditEntries,
  type AuditListFilters,
} from '../../repositories/audit-log.js';
import { findMembership } from '../../repositories/members.js';
import { fetchPage } from '../../repositories/paging.js';
import { findWebhook } from '../../repositories/webhooks.js';
import { findWorkspaceRowBySlug, workspaceById } from '../../repositories/workspaces.js';
import { currentMemberships } from '../../repositories/sessions.js';
import type { AuditEntryView, AuditLogQueryInput } from '../../schemas/audit-log.js';
import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from '../../schemas/enums.js';
import { DATE_RANGE_WORDS } from '../../schemas/limits.js';
import { parseActorKey } from '../actors.js';
import type { Caller } from '../caller.js';
import { parseDateOrTimestamp } from '../date-range.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { assertCanReadAuditLog } from '../policy.js';

/**
 * The audit log (issue 43, decisions §12.14; docs/decisions.md "Issue 43 — the audit log"). Every
 * writer calls `recordAudit` inside the transaction of the change it records, so a change that rolls
 * back leaves no entry and a committed one always has its entry. Entries are never changed or removed
 * but by age (src/jobs/audit-retention.ts); no route writes them.
 *
 * Details are small and never hold a secret: token values, passwords, secret values, invitation links
 * or digests, webhook secrets or URLs (a chat webhook's URL is its credential) stay out; a detail whose
 * name reads like one is refused outright, so a careless caller fails its tests instead of leaking.
 */

/** Who did it: a caller, an actor named as it was, or null for the system (`tandem admin`, a job). */
export type AuditActor = Caller | { type: ActorType; id: number; name: string } | null;

export interface AuditTarget {
  type: AuditTargetType;
  id: number | null;
  name: string;
}

type DetailValue = string | number | boolean | null | string[];

export interface AuditRecord {
  workspaceId: number;
  actor: AuditActor;
  action: AuditAction;
  target: AuditTarget;
  details?: Record<string, DetailValue>;
  ip?: string | null;
}

/** Detail names that would hold a credential; `recordAudit` refuses them. */
const SECRET_NAME = /secret|password|digest|hash|url|link|^tokens?$|^values?$|^keys?$/i;
const MAX_DETAIL_TEXT = 200;
const MAX_NAME = 255;

function actorColumns(actor: AuditActor) {
  if (actor === null) return { actor_type: null, actor_id: null, actor_name: null };
  if ('workspace' in actor) {
    return actor.user
      ? { actor_type: 'user' as const, actor_id: actor.user.id, actor_name: actor.user.name }
      : { actor_type: 'agent' as const, actor_id: actor.agent.id, actor_name: actor.agent.name };
  }
  return { actor_type: actor.type, actor_id: actor.id, actor_name: actor.name.slice(0, MAX_NAME) };
}

function cleanDetails(details: Record<string, DetailValue>): string {
  const clean: Record<string, DetailValue> = {};
  for (const [name, value] of Object.entries(details)) {
    if (SECRET_NAME.test(name))
      throw new Error(`An audit detail may not be named "${name}": it reads like a secret.`);
    if (value === undefined) continue;
    clean[name] =
      typeof value === 'string'
        ? value.slice(0, MAX_DETAIL_TEXT)
        : Array.isArray(value)
          ? value.slice(0, 50).map((item) => String(item).slice(0, MAX_DETAIL_TEXT))
          : value;
  }
  return JSON.stringify(clean);
}

/** The one writer of the audit log: call it in the transaction of the change. */
export async function recordAudit(tx: Tx, ...records: AuditRecord[]): Promise<void> {
  const now = nowIso();
  await insertAuditEntries(
    tx,
    records.map((record) => ({
      workspace_id: record.workspaceId,
      action: record.action,
      ...actorColumns(record.actor),
      target_type: record.target.type,
      target_id: record.target.id,
      target_name: record.target.name.slice(0, MAX_NAME),
      details: cleanDetails(record.details ?? {}),
      ip: record.ip ?? null,
      created_at: now,
    })),
  );
}

/** A person's account, as the target of sign-ins and password changes. */
function accountTarget(account: { id: number; name: string; email: string }): AuditTarget {
  return { type: 'user', id: account.id, name: `${account.name} <${account.email}>` };
}

/** A person as a target (`user`: the account; `member`: their membership of the entry's workspace). */
export async function personTarget(
  db: Executor,
  userId: number,
  type: 'user' | 'member',
): Promise<AuditTarget> {
  const person = await findPersonNamed(db, userId);
  return person ? { ...accountTarget(person), type } : { type, id: userId, name: `user:${userId}` };
}

/** A member removed (Administration → Members, `tandem admin member remove`: actor null). */
export async function recordMemberRemoval(
  tx: Tx,
  actor: AuditActor,
  workspaceId: number,
  userId: number,
  role: string | null,
): Promise<void> {
  // The CLI knows no role: the membership, just ended, still holds it.
  const held =
    role ?? (await findMembership(tx, workspaceId, userId, { includingFormer: true }))?.role ?? null;
  await recordAudit(tx, {
    workspaceId,
    actor,
    action: 'member.removed',
    target: await personTarget(tx, userId, 'member'),
    details: held === null ? {} : { role: held },
  });
}

/** An invitation withdrawn (its row is kept, closed): named by its address. */
export async function recordInvitationRevoked(tx: Tx, actor: Caller, id: number): Promise<void> {
  const invitation = await findInvitationNamed(tx, actor.workspace.id, id);
  await recordAudit(tx, {
    workspaceId: actor.workspace.id,
    actor,
    action: 'invitation.revoked',
    target: { type: 'invitation', id, name: invitation?.email ?? `invitation ${id}` },
    details: invitation ? { role: invitation.role } : {},
  });
}

/**
 * A webhook is named by its URL's host only: the rest of a chat service's webhook URL is its credential.
 * Its events are details; its secret never is.
 */
export function webhookTarget(hook: { id: number; url: string }): AuditTarget {
  let host: string;
  try {
    host = new URL(hook.url).host;
  } catch {
    host = 'webhook';
  }
  return { type: 'webhook', id: hook.id, name: host };
}

/** A webhook as the admin CLI changes it (by id alone): its workspace and URL before the change. */
export async function webhookBeforeChange(db: Executor, id: number) {
  const hook = await findWebhook(db, id);
  if (!hook) throw new NotFoundError('Webhook');
  return hook;
}

export async function recordWebhookChange(
  tx: Tx,
  actor: AuditActor,
  workspaceId: number,
  action: Extract<AuditAction, `webhook.${string}`>,
  hook: { id: number; url: string; events?: string[] | string },
  details: Record<string, DetailValue> = {},
): Promise<void> {
  const events = typeof hook.events === 'string' ? (JSON.parse(hook.events) as string[]) : hook.events;
  await recordAudit(tx, {
    workspaceId,
    actor,
    action,
    target: webhookTarget(hook),
    details: events && action !== 'webhook.secret_rotated' ? { events, ...details } : details,
  });
}

/** A code-host integration, named by its provider (its address and secret are not). */
export async function recordIntegrationChange(
  tx: Tx,
  actor: AuditActor,
  workspaceId: number,
  action: Extract<AuditAction, `integration.${string}`>,
  integration: { id: number; provider: string },
): Promise<void> {
  await recordAudit(tx, {
    workspaceId,
    actor,
    action,
    target: { type: 'integration', id: integration.id, name: integration.provider },
  });
}

/**
 * A chat channel (issue 41), named by its platform and its address's host: the rest of the address is
 * its credential. Its events, project and whether the address changed are details.
 */
export async function recordChatChannelChange(
  tx: Tx,
  actor: Caller,
  action: Extract<AuditAction, `chat_channel.${string}`>,
  channel: { id: number; kind: string; webhook_url: string },
  details: Record<string, DetailValue> = {},
): Promise<void> {
  const { name } = webhookTarget({ id: channel.id, url: channel.webhook_url });
  await recordAudit(tx, {
    workspaceId: actor.workspace.id,
    actor,
    action,
    target: { type: 'chat_channel', id: channel.id, name: `${channel.kind} ${name}` },
    details,
  });
}

/** An approval answered: by a person, or by nobody (null: 24 hours without an answer). */
export async function recordApprovalAnswer(
  tx: Tx,
  actor: AuditActor,
  approval: {
    id: number;
    workspace_id: number;
    action: string;
    status: string;
    reason: string | null;
    agent_id: number;
  },
): Promise<void> {
  await recordAudit(tx, {
    workspaceId: approval.workspace_id,
    actor,
    action: approval.status === 'approved' ? 'approval.approved' : 'approval.denied',
    target: { type: 'approval', id: approval.id, name: approval.action },
    details: { agent_id: approval.agent_id, reason: approval.reason },
  });
}

/** An agent's secret set or removed: the agent is the target, the secret's name a detail (never its value). */
export async function recordAgentSecretChange(
  tx: Tx,
  actor: Caller,
  action: Extract<AuditAction, `agent_secret.${string}`>,
  agent: { id: number; name: string },
  name: string,
): Promise<void> {
  await recordAudit(tx, {
    workspaceId: actor.workspace.id,
    actor,
    action,
    target: { type: 'agent', id: agent.id, name: agent.name },
    details: { name },
  });
}

/**
 * `tandem admin export`, once its file is whole: the export reads one snapshot and changes nothing, so
 * its entry has a transaction of its own (and is not in the file it describes).
 */
export async function recordWorkspaceExport(db: Db, slug: string, records: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const workspace = await findWorkspaceRowBySlug(tx, slug);
    if (!workspace) return;
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actor: null,
      action: 'workspace.exported',
      target: { type: 'workspace', id: workspace.id, name: workspace.name },
      details: { records },
    });
  });
}

/** `tandem admin import`, in the transaction that opens the imported workspace to its members. */
export async function recordWorkspaceImport(tx: Tx, workspaceId: number, records: number): Promise<void> {
  const workspace = await workspaceById(tx, workspaceId);
  await recordAudit(tx, {
    workspaceId,
    actor: null,
    action: 'workspace.imported',
    target: { type: 'workspace', id: workspaceId, name: workspace.name },
    details: { records },
  });
}

/**
 * A sign-in or a password change concerns the account, which belongs to no one workspace: it is
 * recorded in every workspace the account is a member of, whose administrators answer for it.
 */
export async function recordAccountEvent(
  tx: Tx,
  account: { id: number; name: string; email: string },
  event: {
    action: Extract<
      AuditAction,
      | 'sign_in.succeeded'
      | 'password.changed'
      | 'password.set'
      | 'sessions.ended_all'
      | 'sessions.ended_others'
      | 'sessions.ended_by_admin'
      | 'second_factor.added'
      | 'second_factor.removed'
      | 'second_factor.reset'
      | 'recovery_codes.regenerated'
      | 'recovery_code.used'
    >;
    actor: AuditActor;
    ip?: string | null;
    details?: Record<string, DetailValue>;
  },
): Promise<void> {
  const workspaces = await currentMemberships(tx, account.id);
  await recordAudit(
    tx,
    ...workspaces.map((workspace) => ({
      workspaceId: workspace.id,
      actor: event.actor,
      action: event.action,
      target: accountTarget(account),
      details: event.details,
      ip: event.ip ?? null,
    })),
  );
}

/**
 * A wrong password for an existing account: an entry in each of its workspaces, in a transaction of its
 * own (the attempt changes nothing else). The actor is null: whoever typed it is not known to be the
 * account's owner. An unknown email is not recorded: it names no workspace, and recording it would let
 * anyone fill the log with addresses of their choosing.
 */
export async function recordFailedSignIn(
  db: Db,
  account: { id: number; name: string; email: string } | undefined,
  ip: string | null,
): Promise<void> {
  if (!account) return;
  await inTransaction(db, async (tx) => {
    const workspaces = await currentMemberships(tx, account.id);
    await recordAudit(
      tx,
      ...workspaces.map((workspace) => ({
        workspaceId: workspace.id,
        actor: null,
        action: 'sign_in.failed' as const,
        target: accountTarget(account),
        ip,
      })),
    );
  });
}

function presentEntry(row: AuditEntry): AuditEntryView {
  return {
    id: row.id,
    action: row.action as AuditAction,
    actor:
      row.actor_type === null || row.actor_id === null
        ? null
        : { type: row.actor_type, id: row.actor_id, name: row.actor_name ?? '' },
    target: { type: row.target_type as AuditTargetType, id: row.target_id, name: row.target_name },
    details: JSON.parse(row.details) as Record<string, unknown>,
    ip: row.ip,
    imported: row.imported === 1,
    created_at: row.created_at,
  };
}

const SUBJECTS = new Set(AUDIT_ACTIONS.map((action) => `${action.split('.')[0]}.`));

function parseFilters(query: AuditLogQueryInput): AuditListFilters {
  const filters: AuditListFilters = {};
  if (query.actor !== undefined) {
    if (query.actor === 'system') filters.actor = { type: null, id: null };
    else {
      const actor = parseActorKey(query.actor);
      if (!actor)
        throw ValidationError.field(
          'actor',
          'The actor parameter must be an actor key (user:3, agent:2) or system.',
        );
      filters.actor = actor;
    }
  }
  if (query.action !== undefined) {
    if ((AUDIT_ACTIONS as readonly string[]).includes(query.action)) filters.action = { exact: query.action };
    else if (SUBJECTS.has(query.action)) filters.action = { prefix: query.action };
    else
      throw ValidationError.field(
        'action',
        `The action parameter must be an action (${AUDIT_ACTIONS[0]}) or a subject with its dot (${[...SUBJECTS][0]}).`,
      );
  }
  for (const name of ['from', 'to'] as const) {
    const value = query[name];
    if (value === undefined) continue;
    const parsed = parseDateOrTimestamp(value);
    if (parsed === null)
      throw ValidationError.field(
        name,
        `The ${name} parameter must be an ISO 8601 timestamp (2026-11-02T09:30:00Z) or a date (2026-11-02), ${DATE_RANGE_WORDS}.`,
      );
    // A date as `to` reaches through the end of that day.
    filters[name] =
      name === 'to' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())
        ? parsed.replace('T00:00:00.000Z', 'T23:59:59.999Z')
        : parsed;
  }
  if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to)
    throw ValidationError.field('to', 'The to parameter must not be before from.');
  return filters;
}

/** `GET /audit-log`: owners and admins, newest first. */
export async function listAuditLog(
  db: Executor,
  caller: Caller,
  query: AuditLogQueryInput,
  limit: number,
  offset: number,
): Promise<{ items: AuditEntryView[]; total: number }> {
  assertCanReadAuditLog(caller);
  const filters = parseFilters(query);
  const { rows, total } = await fetchPage(auditEntriesOf(db, caller.workspace.id, filters), limit, offset);
  return { items: rows.map(presentEntry), total };
}

/** Entries removed per statement by the retention job. */
export const AUDIT_RETENTION_BATCH = 1000;

/** The retention job's work: every entry written before `cutoff`, a batch per statement. */
export async function removeExpiredAuditEntries(
  db: Db,
  cutoff: string,
  batch = AUDIT_RETENTION_BATCH,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await deleteAuditEntriesBefore(db, cutoff, batch);
    removed += count;
    if (count < batch) return removed;
  }
}
