/** View logic of the issue page and the inbox, without React (unit-tested in view-logic.test.ts). */
import { humanize } from './format.js';

/**
 * Acceptance criteria are plain strings in the API. A checked criterion is stored with a leading
 * `[x] ` (an unchecked one may carry `[ ] `), the task-list convention of GitHub's Markdown, so its
 * state travels with the text to every client.
 */
export interface Criterion {
  text: string;
  done: boolean;
}

const CHECKBOX = /^\[( |x|X)\]\s+/;

export function parseCriterion(raw: string): Criterion {
  const match = CHECKBOX.exec(raw);
  if (!match) return { text: raw, done: false };
  return { text: raw.slice(match[0].length), done: match[1] !== ' ' };
}

export function formatCriterion(criterion: Criterion): string {
  return criterion.done ? `[x] ${criterion.text}` : criterion.text;
}

/** `2h 30m`, `1d 1h` (a day is eight hours, as the API counts); `0m` for nothing. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  if (minutes <= 0) return '0m';
  const days = Math.floor(minutes / 480);
  const hours = Math.floor((minutes % 480) / 60);
  const rest = minutes % 60;
  return [days ? `${days}d` : '', hours ? `${hours}h` : '', rest ? `${rest}m` : ''].filter(Boolean).join(' ');
}

/** `00:12:05` since a start, for a running timer. */
export function formatElapsed(startedAt: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - new Date(startedAt).getTime()) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** What the claim check of a delivery means, in the contract's three cases. */
export type ClaimCheckMeaning = 'unchecked' | 'clean' | 'disagrees';

export function claimCheckMeaning(artifact: {
  claim_checked_at: string | null;
  claim_check: unknown[] | null;
}): ClaimCheckMeaning {
  if (artifact.claim_checked_at === null || artifact.claim_check === null) return 'unchecked';
  return artifact.claim_check.length === 0 ? 'clean' : 'disagrees';
}

export const CLAIM_CHECK_TEXT: Record<ClaimCheckMeaning, string> = {
  unchecked:
    'Not checked: a person’s pull request, a run that reported no summary, or files that could not be fetched.',
  clean: 'Checked: the run’s summary and the change agree; nothing to report.',
  disagrees: 'Checked: the run’s summary and the change disagree.',
};

/**
 * The text after an `@` being typed before the caret, or null when the caret is not in a mention.
 * A mention starts at the beginning or after a space or an opening bracket (not inside an email
 * address), and may hold spaces (display names), up to 40 characters.
 */
export function mentionQuery(textBeforeCaret: string): string | null {
  const match = /(?:^|[\s([{])@([^@\n]{0,40})$/.exec(textBeforeCaret);
  if (!match) return null;
  const query = match[1] ?? '';
  if (query.startsWith(' ') || query.includes('  ')) return null;
  return query;
}

/** Members whose name matches the query (start of any word first), at most `limit`. */
export function mentionCandidates<T extends { name: string }>(members: T[], query: string, limit = 8): T[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return members.slice(0, limit);
  const starts = members.filter((member) => member.name.toLowerCase().startsWith(wanted));
  const words = members.filter(
    (member) =>
      !starts.includes(member) &&
      member.name
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(wanted)),
  );
  return [...starts, ...words].slice(0, limit);
}

/** Comments arranged as a thread: each root with its replies (and theirs) in order. */
export interface ThreadNode<T> {
  comment: T;
  replies: ThreadNode<T>[];
}

export function buildThread<T extends { id: number; in_reply_to: number | null }>(
  comments: T[],
): ThreadNode<T>[] {
  const nodes = new Map<number, ThreadNode<T>>();
  for (const comment of comments) nodes.set(comment.id, { comment, replies: [] });
  const roots: ThreadNode<T>[] = [];
  for (const comment of comments) {
    const node = nodes.get(comment.id)!;
    const parent = comment.in_reply_to === null ? undefined : nodes.get(comment.in_reply_to);
    if (parent && parent !== node) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Fields whose values are enumerations, shown as words (`in_progress` → `In progress`). */
const ENUM_FIELDS = new Set(['status', 'priority', 'type']);

function describeValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field.endsWith('_minutes') && typeof value === 'number') return formatMinutes(value);
  if (Array.isArray(value))
    return value.length ? value.map((item) => describeValue(item)).join(', ') : 'none';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    if (typeof record.title === 'string') return typeof record.id === 'string' ? record.id : record.title;
    if (typeof record.number === 'number') return `cycle ${record.number}`;
    return JSON.stringify(value);
  }
  if (typeof value === 'string' && ENUM_FIELDS.has(field)) return humanize(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const FIELD_NAMES: Record<string, string> = {
  description: 'the description',
  acceptance_criteria: 'the acceptance criteria',
  estimate_minutes: 'the estimate',
  capacity_share: 'the capacity share',
  start_date: 'the start date',
  due_date: 'the due date',
  blocked_by: 'blocked by',
};

/** Custom field values before and after (issue 40), key by key: "set stage to Beta; cleared points". */
function describeFieldChanges(from: unknown, to: unknown): string {
  const before = (from ?? {}) as Record<string, unknown>;
  const after = (to ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const parts = keys.flatMap((key) => {
    const [old, now] = [before[key], after[key]];
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    if (now === undefined || now === null) return [`cleared ${key}`];
    if (old === undefined || old === null) return [`set ${key} to ${text(now)}`];
    return [`changed ${key} from ${text(old)} to ${text(now)}`];
  });
  return parts.length > 0 ? parts.join('; ') : 'changed the fields';
}

/** One line per history entry: "changed status from Todo to In progress; changed priority …". */
export function describeActivity(entry: { event: string; data: Record<string, unknown> }): string {
  switch (entry.event) {
    case 'issue.created':
      return 'opened the issue';
    case 'issue.deleted':
      return 'deleted the issue';
    case 'issue.comment_edited':
      return 'edited a comment';
    case 'issue.comment_withdrawn': {
      const canceled = Number(entry.data.canceled_runs ?? 0);
      return canceled > 0
        ? `withdrew a comment (${canceled} queued run${canceled === 1 ? '' : 's'} canceled)`
        : 'withdrew a comment';
    }
    case 'issue.updated': {
      const changes = (entry.data.changes ?? {}) as Record<string, { from: unknown; to: unknown }>;
      const parts = Object.entries(changes).map(([field, change]) => {
        const name = FIELD_NAMES[field] ?? field.replace(/_/g, ' ');
        if (field === 'description' || field === 'acceptance_criteria') return `changed ${name}`;
        if (field === 'fields') return describeFieldChanges(change?.from, change?.to);
        return `changed ${name} from ${describeValue(change?.from, field)} to ${describeValue(change?.to, field)}`;
      });
      const summary = parts.length ? parts.join('; ') : 'updated the issue';
      return `${summary}${pullRequestOf(entry.data)}`;
    }
    case 'issue.review_requested': {
      const round = Number(entry.data.round ?? 1);
      const reviewer = entry.data.reviewer as { name?: unknown } | null | undefined;
      return reviewer && typeof reviewer.name === 'string'
        ? `asked ${reviewer.name} to review (round ${round})`
        : `sent the work to review (round ${round}); ${typeof entry.data.note === 'string' ? entry.data.note : 'nobody could be asked'}`;
    }
    case 'issue.reviewed':
      return entry.data.decision === 'approve'
        ? `approved the work (round ${Number(entry.data.round ?? 1)})`
        : `requested changes (round ${Number(entry.data.round ?? 1)})`;
    case 'commit.referenced': {
      const sha = typeof entry.data.commit === 'string' ? entry.data.commit.slice(0, 7) : 'a commit';
      const message = typeof entry.data.message === 'string' ? `: “${entry.data.message}”` : '';
      const repository = typeof entry.data.repository === 'string' ? entry.data.repository : 'a repository';
      return `was named in commit ${sha} of ${repository}${message}`;
    }
    default:
      return humanize(entry.event.replace(/^issue\./, ''));
  }
}

/** ` (pull request acme/web#42)` for a change a code host made, else nothing. */
function pullRequestOf(data: Record<string, unknown>): string {
  const pr = data.pull_request as { repository?: unknown; number?: unknown } | undefined;
  return pr && typeof pr.repository === 'string'
    ? ` (pull request ${pr.repository}#${String(pr.number)})`
    : '';
}

/** `$0.42`, `$0.0031` for small sums; an em dash when nothing was reported. */
export function formatCost(usd: number | null | undefined): string {
  if (usd === null || usd === undefined) return '—';
  if (usd === 0) return '$0';
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** `12,340 in · 2,100 out` tokens; null when nothing was reported. */
export function formatTokens(usage: { input_tokens: number | null; output_tokens: number | null } | null) {
  if (!usage || (usage.input_tokens === null && usage.output_tokens === null)) return null;
  const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-GB'));
  return `${count(usage.input_tokens)} in · ${count(usage.output_tokens)} out`;
}

/** Bytes as `12 KB`, `3.4 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The path of an attachment's URL (absolute, from the configured application URL) plus flags. */
export function attachmentPath(url: string, flags = ''): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${flags ? `?${flags}` : ''}`;
}

export function isImage(mime: string): boolean {
  return /^image\/(png|jpeg|gif|webp)$/.test(mime);
}

/** Text files and PDFs can be previewed inline (the server sandboxes them). */
export function isPreviewable(mime: string): boolean {
  return mime === 'application/pdf' || mime.startsWith('text/') || /json|xml/.test(mime);
}

/**
 * Whether a live event's payload concerns an issue: the issue itself, the issue a comment, run or
 * delivery names, or (for an epic) one of its children, whose change moves its progress. Compared by number (unique in the workspace), since the prefix follows the project.
 */
export function eventConcernsIssue(event: { object: Record<string, unknown> }, issueNumber: number): boolean {
  const { object } = event;
  if (object.number === issueNumber) return true;
  const named = [
    object.id,
    object.issue,
    (object.issue as { id?: unknown } | null)?.id,
    (object.epic as { id?: unknown } | null)?.id,
  ];
  return named.some((value) => typeof value === 'string' && numberOf(value) === issueNumber);
}

function numberOf(identifier: string): number | null {
  const match = /-(\d+)$/.exec(identifier);
  return match ? Number(match[1]) : null;
}
