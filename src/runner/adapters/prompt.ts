import type { RunContext, RunMessageView } from '../../schemas/daemon.js';

/**
 * The prompts the tool adapters give Claude Code and Codex (decisions §12.6, §12.8): the issue (title,
 * description, acceptance criteria) and the comment that mentioned the agent for a run's first turn;
 * the new comments for a steering turn. Comment bodies are the service's sanitised HTML: made plain text.
 */

/** Linux refuses an argument over 128 KiB; a prompt is kept well below that. */
export const MAX_PROMPT_CHARS = 100_000;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Sanitised rich text as plain text: paragraphs and list items on their own lines, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|ul|ol|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n[…cut: the rest is on the issue.]`;
}

function authorName(author: { name?: string | null } | null | undefined): string {
  return author?.name || 'Someone';
}

export function firstPrompt(context: RunContext): string {
  const parts: string[] = [];
  const { issue, comment } = context;
  if (issue) {
    parts.push(`You are working on issue ${issue.id}: ${issue.title}`);
    const description = issue.description ? htmlToText(issue.description) : '';
    if (description) parts.push(`Description:\n${cut(description, MAX_PROMPT_CHARS / 2)}`);
    if (issue.acceptance_criteria.length > 0) {
      parts.push(`Acceptance criteria:\n${issue.acceptance_criteria.map((c) => `- ${c}`).join('\n')}`);
    }
  } else {
    parts.push('You were asked to do a piece of work.');
  }
  if (comment && !comment.withdrawn && comment.body) {
    parts.push(
      `${authorName(comment.author)} mentioned you:\n${cut(htmlToText(comment.body), MAX_PROMPT_CHARS / 4)}`,
    );
  }
  parts.push('Do the work, then end with a short summary of what you did.');
  return cut(parts.join('\n\n'), MAX_PROMPT_CHARS);
}

export function steeringPrompt(context: RunContext, messages: RunMessageView[]): string {
  const where = context.issue ? ` on issue ${context.issue.id}` : '';
  const each = messages.map(
    (m) =>
      `${authorName(m.author)} wrote:\n${cut(htmlToText(m.body), MAX_PROMPT_CHARS / (2 * messages.length))}`,
  );
  return cut(
    `New ${messages.length === 1 ? 'comment' : 'comments'}${where} while you were working:\n\n${each.join('\n\n')}\n\nTake ${messages.length === 1 ? 'it' : 'them'} into account and carry on; end with a short summary of what you did.`,
    MAX_PROMPT_CHARS,
  );
}
