import type { IssueStatus, IssueType } from '../../../schemas/enums.js';
import {
  isoTimestamp,
  markdownToHtml,
  parseJsonDocuments,
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
 * GitHub (decisions §11.9, issue 37): the issue objects of GitHub's REST API
 * (`GET /repos/{owner}/{repo}/issues`) as a JSON array, or as `gh api --paginate` writes its pages
 * (arrays one after another, or one array of pages with `--slurp`). GitHub's own objects carry only a
 * count in `comments` (the comments live behind `comments_url`); the comments come either embedded (an
 * array of comment objects in place of the count) or from a comments file (`--comments`: the
 * repository's `GET /repos/{owner}/{repo}/issues/comments`, each naming its issue by `issue_url`). An
 * issue whose count says more comments than the export holds is reported, never silently shortened.
 * Pull requests (objects with a `pull_request` key) are skipped.
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

/** The comments of an issue: embedded in it, else those of the comments file that name it. */
function commentsOf(
  issue: Json,
  issueKey: string,
  reference: string,
  fromFile: Map<string, unknown[]>,
  unmapped: Unmapped[],
): CommentDraft[] {
  const given = Array.isArray(issue.comments) ? issue.comments : (fromFile.get(issueKey) ?? []);
  const count = typeof issue.comments === 'number' ? issue.comments : given.length;
  if (count > given.length) {
    const missing = count - given.length;
    unmapped.push({
      field: 'comments',
      value: `${missing} of ${count}`,
      note:
        fromFile.size === 0
          ? `GitHub's issue objects hold only a count; ${missing} comment${missing === 1 ? ' was' : 's were'} not imported. Export them with gh api --paginate "repos/OWNER/REPO/issues/comments?per_page=100" and pass --comments FILE.`
          : `${missing} comment${missing === 1 ? ' is' : 's are'} not in the comments file; not imported.`,
    });
  }
  return given.map((comment, index) => {
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

function draftOf(
  issue: Json,
  options: SourceOptions,
  index: number,
  fromFile: Map<string, unknown[]>,
): IssueDraft | null {
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
    sourceStatus: presentText(issue.state),
    priority: 'medium',
    author: sourcePerson(login(issue.user)),
    assignee: sourcePerson(assignee),
    labels,
    estimateMinutes: null,
    dueDate: null,
    parentKey: null,
    createdAt: isoTimestamp(issue.created_at),
    comments: commentsOf(issue, key, reference, fromFile, unmapped),
    project: {
      reference: repository,
      name: repository.split('/')[1]!,
      handles: [repository, repository.split('/')[1]!],
    },
    sprint: null,
    extra,
    unmapped,
  };
}

/** `.../repos/{owner}/{repo}/issues/{number}` → the issue's key. */
function issueKeyOfUrl(url: unknown): string | null {
  const match = /\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/?$/.exec(presentText(url) ?? '');
  return match ? `github:${match[1]!.toLowerCase()}#${match[2]}` : null;
}

/** The comments file's comment objects by the key of the issue each names (`issue_url`). */
function commentsByIssue(comments: unknown[] | undefined): Map<string, unknown[]> {
  const byIssue = new Map<string, unknown[]>();
  (comments ?? []).forEach((comment, index) => {
    const key = isObject(comment) ? issueKeyOfUrl(comment.issue_url) : null;
    if (key === null)
      throw unreadable(`Comment ${index + 1} of the comments file has no issue_url naming its issue.`);
    byIssue.set(key, [...(byIssue.get(key) ?? []), comment]);
  });
  return byIssue;
}

/** Pages as `gh api --paginate` writes them (`[…][…]`), or with `--slurp` (`[[…],[…]]`), as one list. */
export function flattenPages(text: string, what: string): unknown[] {
  const documents = parseJsonDocuments(text, what);
  if (!documents.every(Array.isArray)) throw unreadable(`${what} must hold JSON arrays of GitHub objects.`);
  const items = (documents as unknown[][]).flat();
  return items.every(Array.isArray) ? (items as unknown[][]).flat() : items;
}

export function readGithubExport(text: string, options: SourceOptions): SourceRead {
  const parsed = flattenPages(text, 'The file');
  const fromFile = commentsByIssue(options.comments);
  const read: SourceRead = { drafts: [], skipped: [] };
  parsed.forEach((item, index) => {
    if (!isObject(item)) throw unreadable(`Item ${index + 1} is not an object.`);
    const draft = draftOf(item, options, index, fromFile);
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
