import { isoAfter } from '../../clock.js';
import { nowOf, type SystemContext } from '../context.js';
import { type Db, type Executor, inTransaction, type Tx } from '../../db/connection.js';
import type { AgentRuntime } from '../../db/schema.js';
import { renderMail, type Block } from '../../mail/render.js';
import { insertInboxItems } from '../../repositories/inbox.js';
import { findLiveUser } from '../../repositories/mail.js';
import { findMembership, listAdministratorIds } from '../../repositories/members.js';
import {
  clearRuntimeOfflineAlert,
  markRuntimeOfflineAlerted,
  queuedWorkOfRuntime,
  quietRuntimesWithQueuedWork,
} from '../../repositories/runtimes.js';
import { workspaceById } from '../../repositories/workspaces.js';
import { RUNTIME_GRACE_MS } from './agents.js';
import { emitEvent } from '../events.js';
import { queueMail } from '../integrations/mail-outbox.js';
import { preferencesOf, unsubscribeToken } from '../people/notification-preferences.js';

/**
 * Runtime outages (issue 38, docs/decisions.md "Issue 38 — failures that reach people"). A runtime is
 * online while heard from within RUNTIME_GRACE_MS (90 s: claims, heartbeats, lease renewals, reports
 * all count, as Administration → Agents shows it). When one is quiet longer while runs of agents bound
 * to it wait in the queue, the outage is announced once: an inbox item (`runtime_offline`) and a mail
 * (the `runs` preference) to the workspace's owners and admins and the owners of the waiting agents,
 * each person once, and the webhook event `runtime.offline`. The first call heard from it afterwards
 * ends the outage: `runtime.online` fires (a webhook only, no inbox item nor mail). Several workers
 * sweeping at once announce an outage once: the mark is a conditional UPDATE only one of them wins, in
 * the transaction that writes the announcement.
 */

type Workspace = Awaited<ReturnType<typeof workspaceById>>;
type QueuedWork = Awaited<ReturnType<typeof queuedWorkOfRuntime>>;

/** The sweep (every minute, with the lease sweeper): answers how many outages it announced. */
export async function announceOfflineRuntimes(
  db: Db,
  ctx: SystemContext,
  { limit = 100 }: { limit?: number } = {},
): Promise<number> {
  const seenBefore = isoAfter(-RUNTIME_GRACE_MS);
  let announced = 0;
  for (const { id } of await quietRuntimesWithQueuedWork(db, seenBefore, limit)) {
    if (await inTransaction(db, (tx) => announceOutage(tx, ctx, { id, seenBefore }))) announced++;
  }
  return announced;
}

async function announceOutage(
  tx: Tx,
  ctx: SystemContext,
  { id, seenBefore }: { id: number; seenBefore: string },
): Promise<boolean> {
  const now = nowOf(ctx);
  const runtime = await markRuntimeOfflineAlerted(tx, id, seenBefore, now);
  if (!runtime) return false;
  const work = await queuedWorkOfRuntime(tx, id);
  const workspace = await workspaceById(tx, runtime.workspace_id);
  // The queue emptied meanwhile: the mark stays (this outage is over for announcing), nobody is told.
  if (work.length === 0) return true;
  const note = outageNote(runtime, work);
  const people = await recipients(tx, runtime.workspace_id, work);
  await insertInboxItems(
    tx,
    people.map((userId) => ({
      workspace_id: runtime.workspace_id,
      user_id: userId,
      kind: 'runtime_offline',
      issue_id: null,
      comment_id: null,
      run_id: null,
      note,
      actor_type: null,
      actor_id: null,
      created_at: now,
      read_at: null,
    })),
  );
  for (const userId of people) await mailOutage(tx, ctx, { userId, workspace, runtime, note });
  await emitEvent(tx, workspace, 'runtime.offline', {
    ...runtimeData(runtime),
    queued_runs: totalQueued(work),
    agents: work.map((agent) => ({
      id: agent.id,
      name: shownName(agent),
      queued_runs: Number(agent.queued),
    })),
  });
  return true;
}

/** The runtime was heard from: an announced outage ends (`runtime.online`), once. */
export async function announceRuntimeBack(db: Executor, runtimeId: number): Promise<void> {
  const work = async (tx: Executor) => {
    const runtime = await clearRuntimeOfflineAlert(tx, runtimeId);
    if (!runtime) return;
    const workspace = await workspaceById(tx, runtime.workspace_id);
    await emitEvent(tx, workspace, 'runtime.online', runtimeData(runtime));
  };
  if (db.isTransaction) await work(db);
  else await inTransaction(db as Db, work);
}

function runtimeData(runtime: AgentRuntime) {
  return { id: runtime.id, name: runtime.name, sandbox: runtime.sandbox, last_seen_at: runtime.last_seen_at };
}

/**
 * A private agent's name is its owner's to see (decisions on private agents): the note, the mail and
 * the event (which also reaches every member's live stream) call it "a private agent".
 */
function shownName(agent: QueuedWork[number]): string {
  return agent.visibility === 'private' ? 'a private agent' : agent.name;
}

function totalQueued(work: QueuedWork): number {
  return work.reduce((sum, agent) => sum + Number(agent.queued), 0);
}

/** `Runtime "build-1" has not been heard from since …; 3 queued runs of Coder (2), Reviewer (1) wait for it.` */
export function outageNote(runtime: Pick<AgentRuntime, 'name' | 'last_seen_at'>, work: QueuedWork): string {
  const total = totalQueued(work);
  const agents = work.map((agent) => `${shownName(agent)} (${Number(agent.queued)})`).join(', ');
  return (
    `Runtime "${runtime.name}" has not been heard from since ${runtime.last_seen_at}; ` +
    `${total} queued run${total === 1 ? '' : 's'} of ${agents} wait${total === 1 ? 's' : ''} for it.`
  );
}

/** The workspace's owners and admins and the waiting agents' owners (still members), each once. */
async function recipients(db: Executor, workspaceId: number, work: QueuedWork): Promise<number[]> {
  const people = new Set(await listAdministratorIds(db, workspaceId));
  for (const agent of work) {
    const owner = agent.owner_user_id;
    if (owner !== null && !people.has(owner) && (await findMembership(db, workspaceId, owner))) {
      people.add(owner);
    }
  }
  return [...people];
}

interface OutageMail {
  userId: number;
  workspace: Workspace;
  runtime: AgentRuntime;
  note: string;
}

async function mailOutage(
  tx: Tx,
  ctx: Pick<SystemContext, 'appUrl'>,
  { userId, workspace, runtime, note }: OutageMail,
): Promise<void> {
  const { appUrl } = ctx;
  if (!(await preferencesOf(tx, userId)).runs) return;
  const person = await findLiveUser(tx, userId);
  if (!person) return;
  const token = await unsubscribeToken(tx, userId, ['runs']);
  const inWorkspace = `?workspace=${encodeURIComponent(workspace.slug)}`;
  const blocks: Block[] = [
    { paragraph: note },
    { paragraph: 'Its runs are handed out again as soon as a runner of it claims work.' },
    { link: `${appUrl}/admin/agents${inWorkspace}`, label: 'Open agents and runtimes' },
    {
      small: `You get this mail because of your notification settings in ${workspace.name} (${appUrl}/settings/notifications).`,
      links: [{ label: 'Stop mails about runs and runtimes', url: `${appUrl}/unsubscribe/${token}` }],
    },
  ];
  const rendered = renderMail(`[${workspace.name}] Runtime ${runtime.name} is offline`, blocks);
  await queueMail(tx, {
    ...rendered,
    kind: 'notification',
    to: person.email,
    userId,
    workspaceId: workspace.id,
    headers: {
      'List-Unsubscribe': `<${appUrl}/api/ui/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  });
}
