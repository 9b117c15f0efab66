import type { IssueStatus, IssueType } from '../../schemas/enums.js';
import {
  isoTimestamp,
  markdownToHtml,
  presentText,
  sourcePerson,
  unreadable,
  type CommentDraft,
  type IssueDraft,
  type LabelDraft,
  type SourceOptions,
  type SourceRead,
  type Unmapped,
} from './common.js';

/**
 * GitHub (decisions §11.9): a JSON array of the issue objects of GitHub's REST API
 * (`GET /repos/{owner}/{repo}/issues`), each optionally with `comments` as an array of its comment
 * objects (`GET /repos/{owner}/{repo}/issues/{number}/comments`) instead of GitHub's count. Pull
 * requests (objects with a `pull_request` key) are skipped.
 */
type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function login(value: unknown): string | null {
  return isObject(value) ? presentText(value.login) : null;
}

/** `owner/repo` from the object's API or page address, else the one the command was given. */
function repositoryOf(issue: Json, options: SourceOptions, position: string): string {
  const fromApi = /\/repos\/([^/]+\/[^/]+?)\/?$/.exec(presentText(issue.repository_url) ?? '');
  const fromPage = /^https?:\/\/[^/]+\/([^/]+\/[^/]+)\/(?:issues|pull)\/\d+/.exec(
    presentText(issue.html_url) ?? '',
  );
  const repository = fromApi?.[1] ?? fromPage?.[1] ?? options.repository;
  if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    throw unreadable(`${position} does not say its repository; pass --repo OWNER/REPO.`);
  }
  return repository;
}

/** Labels are objects (`{name, color, description}`) or, in older exports, plain names. */
function labelsOf(issue: Json): LabelDraft[] {
  if (!Array.isArray(issue.labels)) return [];
  return issue.labels.flatMap((label): LabelDraft[] => {
    if (typeof label === 'string') return label.trim() ? [{ name: label }] : [];
    if (!isObject(label) || !presentText(label.name)) return [];
    const extra: Record<string, string> = {};
    if (presentText(label.color)) extra.color = String(label.color);
    if (presentText(label.description)) extra.description = String(label.description);
    return [{ name: String(label.name), extra }];
  });
}

/** The kind of work a label names: GitHub's default `bug` and `enhancement` labels, and their kin. */
function typeOf(labels: LabelDraft[]): IssueType {
  const names = new Set(labels.map((label) => label.name.toLowerCase()));
  if (names.has('epic')) return 'epic';
  if (names.has('bug') || names.has('type: bug') || names.has('kind/bug')) return 'bug';
  if (['enhancement', 'feature', 'type: feature', 'kind/feature'].some((name) => names.has(name))) {
    return 'feature';
  }
  return 'task';
}

/** Open (or reopened) is backlog; closed as completed is done; closed as not planned or duplicate, canceled. */
function statusOf(issue: Json, reference: string): IssueStatus {
  if (issue.state === 'open') return 'backlog';
  if (issue.state !== 'closed') throw unreadable(`${reference}: state must be "open" or "closed".`);
  return issue.state_reason === 'not_planned' || issue.state_reason === 'duplicate' ? 'canceled' : 'done';
}

function commentsOf(issue: Json, issueKey: string, reference: string): CommentDraft[] {
  // GitHub's own objects carry the count here; an export with comments carries the objects.
  if (!Array.isArray(issue.comments)) return [];
  return issue.comments.map((comment, index) => {
    if (!isObject(comment)) throw unreadable(`${reference}: comment ${index + 1} is not an object.`);
    const id = comment.id;
    if (typeof comment.body !== 'string') {
      throw unreadable(`${reference}: comment ${index + 1} has no body.`);
    }
    return {
      // GitHub's comment id is unique; without one (a hand-made export) the position stands in.
      key: `${issueKey}/comment:${typeof id === 'number' || typeof id === 'string' ? id : `#${index + 1}`}`,
      author: sourcePerson(login(comment.user)),
      html: markdownToHtml(comment.body, 'github'),
      createdAt: isoTimestamp(comment.created_at),
    };
  });
}

function draftOf(issue: Json, options: SourceOptions, index: number): IssueDraft | null {
  const position = `Item ${index + 1}`;
  const number = issue.number;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
    throw unreadable(`${position}: number must be a positive whole number.`);
  }
  const repository = repositoryOf(issue, options, position);
  const reference = `${repository}#${number}`;
  if (issue.pull_request !== undefined) return null;
  if (typeof issue.title !== 'string') throw unreadable(`${reference}: title must be a string.`);
  if (issue.body !== undefined && issue.body !== null && typeof issue.body !== 'string') {
    throw unreadable(`${reference}: body must be a string or null.`);
  }
  const key = `github:${repository.toLowerCase()}#${number}`;
  const labels = labelsOf(issue);
  const unmapped: Unmapped[] = [];
  const extra: Record<string, string | number> = { number };
  const assignees = Array.isArray(issue.assignees)
    ? issue.assignees.map(login).filter((l) => l !== null)
    : [];
  const assignee = login(issue.assignee) ?? assignees[0] ?? null;
  const others = assignees.filter((name) => name !== assignee);
  for (const other of others) {
    unmapped.push({
      field: 'assignees',
      value: other,
      note: 'An issue has one assignee here; kept in the history.',
    });
  }
  if (others.length > 0) extra.other_assignees = others.join(', ');
  const milestone = isObject(issue.milestone) ? presentText(issue.milestone.title) : null;
  if (milestone) extra.milestone = milestone;
  if (issue.state_reason === 'duplicate') extra.state_reason = 'duplicate';
  return {
    key,
    reference,
    url: presentText(issue.html_url),
    title: issue.title,
    html: presentText(issue.body) === null ? null : markdownToHtml(String(issue.body), 'github'),
    type: typeOf(labels),
    status: statusOf(issue, reference),
    priority: 'medium',
    author: sourcePerson(login(issue.user)),
    assignee: sourcePerson(assignee),
    labels,
    estimateMinutes: null,
    dueDate: null,
    parentKey: null,
    createdAt: isoTimestamp(issue.created_at),
    comments: commentsOf(issue, key, reference),
    extra,
    unmapped,
  };
}

export function readGithubExport(text: string, options: SourceOptions): SourceRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw unreadable(`The file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) {
    throw unreadable('The file must hold a JSON array of GitHub issue objects.');
  }
  const read: SourceRead = { drafts: [], skipped: [] };
  parsed.forEach((item, index) => {
    if (!isObject(item)) throw unreadable(`Item ${index + 1} is not an object.`);
    const draft = draftOf(item, options, index);
    if (draft) read.drafts.push(draft);
    else {
      read.skipped.push({
        reference: `${repositoryOf(item, options, `Item ${index + 1}`)}#${String(item.number)}`,
        reason: 'A pull request, not an issue.',
      });
    }
  });
  return read;
}
