import type { ChatMessage } from '../../chat/render.js';
import { plainText } from '../html.js';

/** What a chat post says, taken from a webhook event's data when the event is emitted (issue 41). */

const STATUS_WORDS: Record<string, string> = {
  backlog: 'Backlog',
  todo: 'Todo',
  in_progress: 'In progress',
  in_review: 'In review',
  on_hold: 'On hold',
  done: 'Done',
  canceled: 'Canceled',
};

/** The longest detail a post carries: a glance, not the whole comment. */
const MAX_DETAIL = 300;

type Data = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function nameOf(value: unknown): string | null {
  return value && typeof value === 'object' ? text((value as Data).name) : null;
}

/** Plain text of sanitised HTML, spaces folded and cut short. */
function plain(html: string | null): string | null {
  if (html === null) return null;
  const flat = plainText(html).replace(/\s+/g, ' ').trim();
  if (flat === '') return null;
  return flat.length > MAX_DETAIL ? `${flat.slice(0, MAX_DETAIL - 1)}…` : flat;
}

function issuePath(identifier: string | null): string | null {
  return identifier === null ? null : `/issues/${encodeURIComponent(identifier)}`;
}

function titled(identifier: string | null, title: string | null): string {
  return [identifier, title].filter((part) => part !== null).join(' ');
}

/** The webhook events a chat post can come from: the cases of `chatMessagesOf` (the rest answer none). */
const CHAT_SOURCE_EVENTS: ReadonlySet<string> = new Set([
  'issue.created',
  'issue.status_changed',
  'comment.created',
  'run.failed',
  'approval.requested',
]);

export function carriesChatNews(event: string): boolean {
  return CHAT_SOURCE_EVENTS.has(event);
}

/**
 * The chat events one webhook event stands for: most are themselves; an issue that enters review is
 * also `review.requested`. Events no channel can choose answer none.
 */
export function chatMessagesOf(event: string, data: Data): ChatMessage[] {
  switch (event) {
    case 'issue.created': {
      const issue = text(data.id);
      const assignee = nameOf(data.assignee);
      const priority = text(data.priority);
      const detail = [priority && `Priority ${priority}`, assignee && `Assigned to ${assignee}`]
        .filter(Boolean)
        .join(' · ');
      return [
        {
          event: 'issue.created',
          issue,
          headline: `New issue ${titled(issue, text(data.title))}`,
          detail: detail === '' ? null : detail,
          path: issuePath(issue),
        },
      ];
    }
    case 'issue.status_changed': {
      const issue = text(data.id);
      const status = text(data.status) ?? '';
      const messages: ChatMessage[] = [
        {
          event: 'issue.status_changed',
          issue,
          headline: `${titled(issue, text(data.title))} moved to ${STATUS_WORDS[status] ?? status}`,
          detail: nameOf(data.assignee) ? `Assigned to ${nameOf(data.assignee)}` : null,
          path: issuePath(issue),
        },
      ];
      if (status === 'in_review') {
        messages.push({
          event: 'review.requested',
          issue,
          headline: `Review requested: ${titled(issue, text(data.title))}`,
          detail: null,
          path: issuePath(issue),
        });
      }
      return messages;
    }
    case 'comment.created': {
      const issue = text(data.issue);
      const author = nameOf(data.author) ?? 'Someone';
      return [
        {
          event: 'comment.created',
          issue,
          headline: `${author} commented on ${issue ?? 'an issue'}`,
          detail: plain(text(data.body)),
          path: issuePath(issue),
        },
      ];
    }
    case 'run.failed': {
      const issue = text(data.issue);
      const agent = nameOf(data.agent) ?? 'An agent';
      return [
        {
          event: 'run.failed',
          issue,
          headline: `${agent}'s run failed${issue ? ` on ${issue}` : ''}`,
          detail: plain(text(data.error)),
          path: typeof data.id === 'string' ? `/runs/${encodeURIComponent(data.id)}` : issuePath(issue),
        },
      ];
    }
    case 'approval.requested': {
      const issue = text(data.issue);
      const agent = nameOf(data.agent) ?? 'An agent';
      const scope = typeof data.scope === 'string' ? data.scope : JSON.stringify(data.scope ?? null);
      return [
        {
          event: 'approval.requested',
          issue,
          headline: `${agent} asks for approval to ${text(data.action) ?? 'act'}${issue ? ` on ${issue}` : ''}`,
          detail: plain(scope),
          path: typeof data.run === 'string' ? `/runs/${encodeURIComponent(data.run)}` : issuePath(issue),
        },
      ];
    }
    default:
      return [];
  }
}
