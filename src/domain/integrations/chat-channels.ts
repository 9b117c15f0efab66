import { inTransaction, type Db, type Executor, type Tx } from '../../db/connection.js';
import type { ChatChannel } from '../../db/schema.js';
import type { ChatMessage } from '../../chat/render.js';
import { postToChannel } from '../../chat/send.js';
import { findProject } from '../../repositories/projects.js';
import {
  channelsOfWorkspace,
  countChannels,
  deleteChannelRow,
  findChannel,
  findChannelById,
  insertChannel,
  markChannelDelivered,
  markChannelFailed,
  projectOfIssueNumber,
  updateChannel,
} from '../../repositories/chat-channels.js';
import { fetchPage } from '../../repositories/paging.js';
import {
  CHAT_STOP_AFTER_FAILURES,
  MAX_CHAT_CHANNELS_PER_WORKSPACE,
  type ChatChannelView,
  type ChatTestResultView,
  type CreateChatChannelInput,
  type UpdateChatChannelInput,
} from '../../schemas/chat-channels.js';
import { CHAT_EVENTS } from '../../schemas/enums.js';
import type { AttemptResult } from '../../webhooks/send.js';
import { subscribedEvents } from '../../webhooks/outbox.js';
import { parseTargetUrl, TargetRefusedError } from '../../webhooks/target.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { recordChatChannelChange } from '../people/audit-log.js';
import { assertCanAdministerWorkspace } from '../policy.js';

/**
 * Chat channels (issue 41, decisions §12.15; docs/decisions.md "Issue 41 — chat channels"): a Slack
 * or Teams incoming webhook receiving the chosen events of the workspace or of one project. Owners and
 * admins manage them. The address is the channel's credential: stored to post, never shown whole.
 */

/** How the outside addresses are checked: the webhooks' rules (SERVICE_WEBHOOK_ALLOW_PRIVATE). */
export interface ChatRules {
  allowPrivate: boolean;
  timeoutMs: number;
}

function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}/…${url.slice(-4)}`;
  } catch {
    return '…';
  }
}

function present(channel: ChatChannel): ChatChannelView {
  return {
    id: channel.id,
    kind: channel.kind,
    webhook_url: shownUrl(channel.webhook_url),
    events: [...subscribedEvents(channel.events)].filter(
      (event): event is ChatChannelView['events'][number] =>
        (CHAT_EVENTS as readonly unknown[]).includes(event),
    ),
    project_id: channel.project_id,
    state: channel.failure_count >= CHAT_STOP_AFTER_FAILURES ? 'stopped' : 'active',
    failure_count: channel.failure_count,
    last_error: channel.last_error,
    last_error_at: channel.last_error_at,
    last_delivered_at: channel.last_delivered_at,
    created_at: channel.created_at,
    updated_at: channel.updated_at,
  };
}

/**
 * The address must pass the webhooks' target rules; and it must be https (it carries the credential)
 * unless the installation allows private targets, as a closed network or a test does.
 */
function checkedUrl(raw: string, rules: ChatRules): string {
  let url: URL;
  try {
    url = parseTargetUrl(raw.trim(), rules.allowPrivate);
  } catch (error) {
    if (error instanceof TargetRefusedError) throw ValidationError.field('webhook_url', `${error.message}.`);
    throw error;
  }
  if (url.protocol !== 'https:' && !rules.allowPrivate) {
    throw ValidationError.field(
      'webhook_url',
      'The address must use https: it carries the channel’s credential.',
    );
  }
  return url.toString();
}

function uniqueEvents(events: readonly string[]): string {
  return JSON.stringify(CHAT_EVENTS.filter((event) => events.includes(event)));
}

async function checkedProject(db: Executor, caller: Caller, projectId: number | null | undefined) {
  if (projectId === undefined || projectId === null) return null;
  if (!(await findProject(db, caller.workspace.id, projectId))) {
    throw ValidationError.field('project_id', 'No such project in this workspace.');
  }
  return projectId;
}

async function mustFind(db: Executor, caller: Caller, id: number): Promise<ChatChannel> {
  const channel = await findChannel(db, caller.workspace.id, id);
  if (!channel) throw new NotFoundError('Chat channel');
  return channel;
}

export async function listChatChannels(
  db: Executor,
  caller: Caller,
  limit: number,
  offset: number,
): Promise<{ items: ChatChannelView[]; total: number }> {
  assertCanAdministerWorkspace(caller);
  const { rows, total } = await fetchPage(channelsOfWorkspace(db, caller.workspace.id), limit, offset);
  return { items: rows.map(present), total };
}

export async function getChatChannel(db: Executor, caller: Caller, id: number): Promise<ChatChannelView> {
  assertCanAdministerWorkspace(caller);
  return present(await mustFind(db, caller, id));
}

export async function createChatChannel(
  tx: Tx,
  ctx: CommandContext,
  input: CreateChatChannelInput & { rules: ChatRules },
): Promise<ChatChannelView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const webhookUrl = checkedUrl(input.webhook_url, input.rules);
  const projectId = await checkedProject(tx, caller, input.project_id);
  if ((await countChannels(tx, caller.workspace.id)) >= MAX_CHAT_CHANNELS_PER_WORKSPACE) {
    throw ValidationError.field(
      'webhook_url',
      `A workspace may have at most ${MAX_CHAT_CHANNELS_PER_WORKSPACE} chat channels.`,
    );
  }
  const now = nowOf(ctx);
  const id = await insertChannel(tx, {
    workspace_id: caller.workspace.id,
    project_id: projectId,
    kind: input.kind,
    webhook_url: webhookUrl,
    events: uniqueEvents(input.events),
    created_by_id: caller.user?.id ?? null,
    created_at: now,
    updated_at: now,
  });
  const channel = (await findChannelById(tx, id))!;
  await recordChatChannelChange(tx, caller, 'chat_channel.connected', channel, {
    events: input.events.map(String),
    project_id: projectId,
  });
  return present(channel);
}

/** A new address starts a stopped channel again: its failures were the old address's. */
export async function changeChatChannel(
  tx: Tx,
  ctx: CommandContext,
  input: UpdateChatChannelInput & { id: number; rules: ChatRules },
): Promise<ChatChannelView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const channel = await mustFind(tx, caller, input.id);
  const changes: Parameters<typeof updateChannel>[2] = { updated_at: nowOf(ctx) };
  if (input.webhook_url !== undefined) {
    changes.webhook_url = checkedUrl(input.webhook_url, input.rules);
    changes.failure_count = 0;
    changes.last_error = null;
    changes.last_error_at = null;
  }
  if (input.events !== undefined) changes.events = uniqueEvents(input.events);
  if (input.project_id !== undefined) changes.project_id = await checkedProject(tx, caller, input.project_id);
  await updateChannel(tx, channel.id, changes);
  const changed = (await findChannelById(tx, channel.id))!;
  await recordChatChannelChange(tx, caller, 'chat_channel.changed', changed, {
    address_changed: input.webhook_url !== undefined,
    ...(input.events !== undefined ? { events: input.events.map(String) } : {}),
    ...(input.project_id !== undefined ? { project_id: changed.project_id } : {}),
  });
  return present(changed);
}

export async function deleteChatChannel(tx: Tx, ctx: CommandContext, input: { id: number }): Promise<void> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const channel = await mustFind(tx, caller, input.id);
  await deleteChannelRow(tx, channel.id);
  await recordChatChannelChange(tx, caller, 'chat_channel.disconnected', channel);
}

/** The outcome of a post on its channel: a success clears the failures, a failure counts one. */
export async function recordPostOutcome(
  tx: Tx,
  channelId: number,
  result: AttemptResult,
  at: string,
): Promise<void> {
  if (result.outcome === 'delivered') await markChannelDelivered(tx, channelId, at);
  else await markChannelFailed(tx, channelId, result.error ?? 'The post failed', at);
}

/**
 * Sends a test message at once and says what the platform answered (Administration → Integrations).
 * The address rules are those of every post; nothing is queued, so a person sees the answer.
 */
export async function sendChatTestMessage(
  db: Db,
  ctx: CommandContext,
  input: { id: number; rules: ChatRules },
): Promise<ChatTestResultView> {
  const { caller } = ctx;
  const { rules } = input;
  assertCanAdministerWorkspace(caller);
  const channel = await mustFind(db, caller, input.id);
  const message: ChatMessage = {
    event: 'issue.created',
    issue: null,
    headline: `Tandem can post to this channel (${caller.workspace.name})`,
    detail: `A test message sent by ${caller.user?.name ?? 'an administrator'}.`,
    path: '/admin/integrations',
  };
  const result = await postToChannel(channel, message, ctx.appUrl, {
    timeoutMs: rules.timeoutMs,
    allowPrivate: rules.allowPrivate,
  });
  await inTransaction(db, (tx) => recordPostOutcome(tx, channel.id, result, nowOf(ctx)));
  return { delivered: result.outcome === 'delivered', status: result.status, error: result.error };
}

function issueNumber(identifier: string | null): number | null {
  const match = identifier === null ? null : /-(\d+)$/.exec(identifier);
  return match ? Number(match[1]) : null;
}

/**
 * The channel a queued post goes to, or null when it should not: the channel is gone or stopped, or
 * it serves one project and the message's issue is not in it.
 */
export async function channelToPost(db: Executor, channelId: number, message: ChatMessage) {
  const channel = await findChannelById(db, channelId);
  if (!channel || channel.failure_count >= CHAT_STOP_AFTER_FAILURES) return null;
  if (channel.project_id !== null) {
    const number = issueNumber(message.issue);
    if (number === null) return null;
    if ((await projectOfIssueNumber(db, channel.workspace_id, number)) !== channel.project_id) return null;
  }
  return channel;
}
