import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { isoAfter, nowIso } from '../../clock.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { inTransaction, type Db, type Tx } from '../../db/connection.js';
import type { InboundMailsTable, Issue, Workspace } from '../../db/schema.js';
import {
  countMailWritesBySender,
  countTriageIssues,
  findFirstOwner,
  findInboundMail,
  findMailMemberships,
  insertInboundMail,
  setInboundMailResult,
} from '../../repositories/inbound-mails.js';
import { findIssueComment } from '../../repositories/comments.js';
import { findIssueById } from '../../repositories/issues.js';
import { findWorkspaceRowBySlug, workspaceById } from '../../repositories/workspaces.js';
import type { ObjectStorage } from '../../storage/index.js';
import type { ReceivedFile } from '../issues/attachment-upload.js';
import { receiveFileBytes, recordAttachment, removeStoredFiles } from '../issues/attachments.js';
import { commandLineCaller, type PersonCaller } from '../caller.js';
import { createComment } from '../issues/comments.js';
import { AppError } from '../../errors.js';
import { createIssue } from '../issues/issues.js';
import { replyKey, replyReference } from './mail-replies.js';
import type { MailIntake } from '../../mail/imap-poller.js';

/**
 * Issues by mail (decisions §12.15, issue 41; docs/decisions.md "Issue 41 — issues by mail"): what one
 * mail read from the mailbox of SERVICE_IMAP_URL becomes. A member's mail becomes an issue with its
 * attachments; a reply to a notification a comment on that issue; anything automatic (auto-replies,
 * bounces, lists, our own mail) is ignored; mail from strangers is refused unless the workspace files it
 * for triage. Every mail read is recorded by its Message-ID in the transaction that acts on it, so a mail
 * read twice acts once.
 */

/** Issues and comments one sender's mail may make in an hour (a flood is refused beyond it). */
export const MAIL_WRITES_PER_SENDER_PER_HOUR = 20;
/** Issues filed for triage from strangers' mail in one workspace in an hour. */
export const TRIAGE_ISSUES_PER_WORKSPACE_PER_HOUR = 30;
/** Attachments kept of one mail; the rest are left out (and named in the issue). */
export const MAX_ATTACHMENTS_PER_MAIL = 20;
const TITLE_LENGTH = 255;

import { actingAs, type SystemContext } from '../context.js';

export interface InboundContext {
  db: Db;
  storage: ObjectStorage;
  system: SystemContext;
  /** Our own addresses (SERVICE_MAIL_FROM's, the mailbox's): mail from them is a loop. */
  ownAddresses: string[];
}

/** The poller's intake (src/mail/imap-poller.ts): each mail read, acted on by the rules below. */
export function mailIntake(context: InboundContext): MailIntake<InboundOutcome> {
  return {
    receive: (raw) => receiveMail(context, raw),
    recordUnread: (input) => recordUnreadMail(context.db, input),
  };
}

export type InboundOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'issue'; issueId: number; workspaceId: number; attachments: number; leftOut: string[] }
  | { outcome: 'comment'; issueId: number; commentId: number; attachments: number; leftOut: string[] }
  | { outcome: 'refused' | 'ignored'; reason: string };

type Decision =
  | { kind: 'drop'; outcome: 'refused' | 'ignored'; reason: string; workspaceId: number | null }
  | { kind: 'issue'; caller: PersonCaller; triage: boolean }
  | { kind: 'comment'; caller: PersonCaller; issue: Issue };

/** Reads one raw mail (RFC 5322) and acts on it. Throws only for failures worth reading it again for. */
export async function receiveMail(context: InboundContext, raw: Buffer): Promise<InboundOutcome> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
  const sender = senderOf(parsed);
  const key = messageKey(parsed.messageId, sender, raw);
  if (await findInboundMail(context.db, key)) return { outcome: 'duplicate' };
  const decision = await decide(context, parsed, sender);
  if (decision.kind === 'drop') {
    return record(context.db, { key, sender, drop: decision });
  }
  const { files, leftOut } = await storeAttachments(context, decision.caller.workspace.id, parsed);
  try {
    return await inTransaction(context.db, async (tx) => {
      if (await findInboundMail(tx, key)) return { outcome: 'duplicate' as const };
      return decision.kind === 'issue'
        ? await fileIssue(tx, context, {
            key,
            sender,
            parsed,
            caller: decision.caller,
            triage: decision.triage,
            files,
            leftOut,
          })
        : await fileComment(tx, context, {
            key,
            sender,
            parsed,
            caller: decision.caller,
            issue: decision.issue,
            files,
            leftOut,
          });
    });
  } catch (error) {
    await removeStoredFiles(
      context.storage,
      files.map((file) => file.key),
    );
    if (isUniqueViolation(error)) return { outcome: 'duplicate' };
    // A rule refused it (a guest may not open issues, a body with no text…): reading it again would too.
    if (error instanceof AppError) {
      return record(context.db, {
        key,
        sender,
        drop: {
          outcome: 'refused',
          reason: `refused: ${error.message}`.slice(0, 500),
          workspaceId: decision.caller.workspace.id,
        },
      });
    }
    throw error;
  }
}

/** Records a mail that could not be read whole (too large): read again, it is passed over. */
export async function recordUnreadMail(
  db: Db,
  input: { messageId: string | undefined; sender: string; uid: string; reason: string },
): Promise<InboundOutcome> {
  const key = messageKey(input.messageId, input.sender, Buffer.from(`unread:${input.uid}`));
  if (await findInboundMail(db, key)) return { outcome: 'duplicate' };
  return record(db, {
    key,
    sender: input.sender,
    drop: { outcome: 'refused', reason: input.reason, workspaceId: null },
  });
}

async function record(
  db: Db,
  input: {
    key: string;
    sender: string;
    drop: { outcome: 'refused' | 'ignored'; reason: string; workspaceId: number | null };
  },
): Promise<InboundOutcome> {
  const { key, sender, drop } = input;
  try {
    await insertInboundMail(db, row(key, sender, drop.outcome, drop.reason, drop.workspaceId));
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'duplicate' };
    throw error;
  }
  return { outcome: drop.outcome, reason: drop.reason };
}

function row(
  key: string,
  sender: string,
  outcome: InboundMailsTable['outcome'],
  reason: string | null,
  workspaceId: number | null,
) {
  return {
    message_key: key,
    workspace_id: workspaceId,
    sender,
    outcome,
    reason,
    issue_id: null,
    comment_id: null,
    received_at: nowIso(),
  };
}

/**
 * The mail's identity: its Message-ID with its sender (so a stranger reusing a member's Message-ID
 * cannot pass off a later mail as read), or its bytes when it has none.
 */
function messageKey(messageId: string | undefined, sender: string, raw: Buffer): string {
  const id = messageId?.trim();
  const material = id ? `id:${id}\n${sender}` : `raw:${createHash('sha256').update(raw).digest('hex')}`;
  return createHash('sha256').update(material).digest('hex');
}

function senderOf(parsed: ParsedMail): string {
  return (parsed.from?.value[0]?.address ?? '').trim().toLowerCase();
}

/** A header's first (topmost) value as written, unfolded; '' when absent. */
function rawHeader(parsed: ParsedMail, name: string): string {
  const line = parsed.headerLines.find((header) => header.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

function hasHeader(parsed: ParsedMail, name: string): boolean {
  return parsed.headerLines.some((header) => header.key === name);
}

const BOUNCE_SENDERS = /^(mailer-daemon|postmaster|mail-daemon|bounces?)([+-].*)?@/;

/**
 * Why a mail is not a person writing (RFC 3834 and what mail programs do in practice), or null:
 * auto-replies and automatic mail, bulk and list mail, bounces and delivery reports, our own mail.
 */
export function automaticReason(parsed: ParsedMail, sender: string, ownAddresses: string[]): string | null {
  const autoSubmitted = rawHeader(parsed, 'auto-submitted').toLowerCase();
  if (autoSubmitted !== '' && !autoSubmitted.startsWith('no')) return 'auto_submitted';
  if (/^(bulk|junk|list|auto_reply)\b/i.test(rawHeader(parsed, 'precedence'))) return 'precedence';
  if (['x-autoreply', 'x-autorespond', 'x-auto-response-suppress'].some((name) => hasHeader(parsed, name)))
    return 'auto_reply';
  if (hasHeader(parsed, 'list-id')) return 'mailing_list';
  if (rawHeader(parsed, 'return-path') === '<>') return 'bounce';
  if (BOUNCE_SENDERS.test(sender)) return 'bounce';
  const contentType = rawHeader(parsed, 'content-type').toLowerCase();
  if (contentType.startsWith('multipart/report')) return 'delivery_report';
  if (ownAddresses.includes(sender)) return 'own_address';
  return null;
}

/**
 * The receiving server's verdict (RFC 8601): the topmost Authentication-Results is the one the
 * mailbox's own server added; a DMARC failure there means the From address is forged.
 */
export function failsDmarc(parsed: ParsedMail): boolean {
  return /\bdmarc\s*=\s*fail\b/i.test(rawHeader(parsed, 'authentication-results'));
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) => [
      entry.address ?? '',
      ...(entry.group ?? []).map((member) => member.address ?? ''),
    ]),
  );
}

/** The plus-tags of the addresses the mail was sent to (`support+acme@…` → `acme`), lower case. */
function plusTags(parsed: ParsedMail): string[] {
  const recipients = [
    ...addressesOf(parsed.to),
    ...addressesOf(parsed.cc),
    rawHeader(parsed, 'delivered-to'),
    rawHeader(parsed, 'x-original-to'),
  ];
  const tags = recipients
    .map((address) => /^<?[^@\s+<]+\+([^@\s]+)@/.exec(address.trim())?.[1]?.toLowerCase())
    .filter((tag): tag is string => tag !== undefined && tag !== '');
  return [...new Set(tags)];
}

type MembershipRow = Awaited<ReturnType<typeof findMailMemberships>>[number];

function callerOf(membership: MembershipRow): PersonCaller {
  const { user_id, user_name, user_email, member_role, member_weekly_hours, ...workspace } = membership;
  return commandLineCaller(
    workspace,
    { id: user_id, name: user_name, email: user_email, role: member_role, weekly_hours: member_weekly_hours },
    'mail',
  );
}

function drop(outcome: 'refused' | 'ignored', reason: string, workspaceId: number | null = null): Decision {
  return { kind: 'drop', outcome, reason, workspaceId };
}

async function decide(context: InboundContext, parsed: ParsedMail, sender: string): Promise<Decision> {
  const { db } = context;
  if (sender === '') return drop('ignored', 'no_sender');
  const automatic = automaticReason(parsed, sender, context.ownAddresses);
  if (automatic) return drop('ignored', automatic);
  if (failsDmarc(parsed)) return drop('refused', 'dmarc_fail');
  if ((await countMailWritesBySender(db, sender, isoAfter(-3600_000))) >= MAIL_WRITES_PER_SENDER_PER_HOUR)
    return drop('refused', 'rate_limited');

  const referenced = [parsed.inReplyTo ?? '', ...[parsed.references ?? []].flat()].filter(Boolean);
  const reply = replyReference(
    await replyKey(db),
    referenced.flatMap((ids) => ids.split(/\s+/)),
  );
  if (reply.kind === 'forged') return drop('refused', 'forged_reply');
  if (reply.kind === 'reply') {
    const issue = await findIssueById(db, reply.issueId);
    if (!issue || issue.deleted_at !== null) return drop('refused', 'issue_gone');
    const [membership] = await findMailMemberships(db, sender, issue.workspace_id);
    if (!membership) return drop('refused', 'stranger', issue.workspace_id);
    return { kind: 'comment', caller: callerOf(membership), issue };
  }

  const tags = plusTags(parsed);
  const memberships = await findMailMemberships(db, sender);
  let workspace: Workspace | undefined;
  for (const tag of tags) {
    workspace = await findWorkspaceRowBySlug(db, tag);
    if (workspace) break;
  }
  if (tags.length > 0 && !workspace) return drop('refused', 'unknown_workspace');
  if (!workspace) {
    // No plus-tag: the sender's one workspace; several (or none) cannot be told apart.
    if (memberships.length === 1) return { kind: 'issue', caller: callerOf(memberships[0]!), triage: false };
    return drop('refused', memberships.length === 0 ? 'stranger' : 'ambiguous_workspace');
  }
  const membership = memberships.find((candidate) => candidate.id === workspace.id);
  if (membership) return { kind: 'issue', caller: callerOf(membership), triage: false };
  const current = await workspaceById(db, workspace.id);
  if (Number(current.mail_from_strangers) !== 1 || current.import_started_at !== null)
    return drop('refused', 'stranger', workspace.id);
  if (
    (await countTriageIssues(db, workspace.id, isoAfter(-3600_000))) >= TRIAGE_ISSUES_PER_WORKSPACE_PER_HOUR
  )
    return drop('refused', 'rate_limited', workspace.id);
  const owner = await findFirstOwner(db, workspace.id);
  if (!owner) return drop('refused', 'stranger', workspace.id);
  return {
    kind: 'issue',
    caller: commandLineCaller(current, { ...owner, weekly_hours: owner.weekly_hours }, 'mail'),
    triage: true,
  };
}

/**
 * The mail's attachments, stored and checked as uploads are (type from the bytes, size limits) before
 * the transaction opens; a refused file is left out and named.
 */
async function storeAttachments(
  context: InboundContext,
  workspaceId: number,
  parsed: ParsedMail,
): Promise<{ files: ReceivedFile[]; leftOut: string[] }> {
  const files: ReceivedFile[] = [];
  const leftOut: string[] = [];
  // Inline parts an HTML body shows (logos of signatures) are not the sender's files.
  const attachments = parsed.attachments.filter(
    (part) => !part.related || part.contentDisposition === 'attachment',
  );
  for (const [index, part] of attachments.entries()) {
    const name = part.filename ?? `attachment-${index + 1}`;
    if (index >= MAX_ATTACHMENTS_PER_MAIL) {
      leftOut.push(`${name} (more than ${MAX_ATTACHMENTS_PER_MAIL} files)`);
      continue;
    }
    try {
      files.push(await receiveFileBytes(context.storage, workspaceId, name, part.content));
    } catch (error) {
      if (!(error instanceof AppError)) {
        await removeStoredFiles(
          context.storage,
          files.map((file) => file.key),
        );
        throw error;
      }
      const reason =
        (error as AppError & { errors?: Record<string, string[]> }).errors?.file?.[0] ?? error.message;
      leftOut.push(`${name} (${reason})`);
    }
  }
  return { files, leftOut };
}

interface Filing {
  key: string;
  sender: string;
  parsed: ParsedMail;
  caller: PersonCaller;
  files: ReceivedFile[];
  leftOut: string[];
}

async function fileIssue(
  tx: Tx,
  context: InboundContext,
  filing: Filing & { triage: boolean },
): Promise<InboundOutcome> {
  const { caller, parsed } = filing;
  const recordId = await insertInboundMail(
    tx,
    row(filing.key, filing.sender, 'issue', filing.triage ? 'stranger_triage' : null, caller.workspace.id),
  );
  const title = (parsed.subject ?? '').replace(/\s+/g, ' ').trim().slice(0, TITLE_LENGTH) || '(no subject)';
  const intro = filing.triage
    ? `<p>Sent by mail from ${escapeHtml(filing.sender)}, who is not a member: filed for triage.</p>`
    : '';
  const description = intro + textToHtml(parsed.text ?? '') + leftOutNote(filing.leftOut);
  const { issue } = await createIssue(tx, actingAs(context.system, caller), {
    title,
    description: description === '' ? null : description,
    ...(filing.triage ? { status: 'backlog' } : {}),
  });
  for (const file of filing.files) {
    await recordAttachment(tx, actingAs(context.system, caller), {
      target: { issue, comment: null },
      received: file,
    });
  }
  await setInboundMailResult(tx, recordId, { issue_id: issue.id });
  return {
    outcome: 'issue',
    issueId: issue.id,
    workspaceId: caller.workspace.id,
    attachments: filing.files.length,
    leftOut: filing.leftOut,
  };
}

async function fileComment(
  tx: Tx,
  context: InboundContext,
  filing: Filing & { issue: Issue },
): Promise<InboundOutcome> {
  const { caller, issue } = filing;
  const recordId = await insertInboundMail(
    tx,
    row(filing.key, filing.sender, 'comment', null, caller.workspace.id),
  );
  const body = textToHtml(replyText(filing.parsed.text ?? '')) + leftOutNote(filing.leftOut);
  const comment = await createComment(tx, actingAs(context.system, caller), {
    issue: `${caller.workspace.issue_prefix}-${issue.number}`,
    body: body === '' && filing.files.length > 0 ? '<p>(files attached by mail)</p>' : body,
  });
  const written = (await findIssueComment(tx, issue.id, comment.id)) ?? null;
  for (const file of filing.files) {
    await recordAttachment(tx, actingAs(context.system, caller), {
      target: { issue, comment: written },
      received: file,
    });
  }
  await setInboundMailResult(tx, recordId, { issue_id: issue.id, comment_id: comment.id });
  return {
    outcome: 'comment',
    issueId: issue.id,
    commentId: comment.id,
    attachments: filing.files.length,
    leftOut: filing.leftOut,
  };
}

function leftOutNote(leftOut: string[]): string {
  if (leftOut.length === 0) return '';
  return `<p>Attachments left out: ${leftOut.map(escapeHtml).join('; ')}</p>`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text as paragraphs (blank lines) and line breaks; escaped, so it is text and never markup. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** A line that starts the quoted mail below a reply, as the common mail programs write it. */
const QUOTE_HEADERS = [
  /^On\b.{0,300}\bwrote:\s*$/i,
  /^Am\b.{0,300}\bschrieb\b.{0,100}:\s*$/i,
  /^Le\b.{0,300}\ba écrit\s*:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^-{2,}\s*Ursprüngliche Nachricht\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
];

/**
 * The words of a reply, without the mail it quotes: everything from the first quote header ("On … wrote:",
 * Outlook's "From:/Sent:" block or separator) or the signature line ("-- ") on is cut, and `>` lines
 * are dropped.
 */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const joined = `${line} ${lines[index + 1] ?? ''}`.trim();
    if (line === '-- ' || line === '--') break;
    if (QUOTE_HEADERS.some((pattern) => pattern.test(line.trim()))) break;
    // "On Mon, 1 Dec 2026 at 10:00, Ada <ada@…>" wrapped before "wrote:".
    if (/^On\b/i.test(line.trim()) && /\bwrote:\s*$/i.test(joined) && !/\bwrote:\s*$/i.test(line)) break;
    if (
      /^From:\s/i.test(line) &&
      lines.slice(index + 1, index + 4).some((next) => /^(Sent|Date):\s/i.test(next))
    )
      break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}
