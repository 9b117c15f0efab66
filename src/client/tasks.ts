import type { Comment, Issue, paths, TandemClient } from './index.js';
import { dataOf } from './index.js';

/**
 * What the people CLI and the MCP server both do with the API, on the typed client: finding issues,
 * reading one with its comments, naming an assignee.
 */
export type IssueFilters = NonNullable<paths['/api/v1/issues']['get']['parameters']['query']>;
export type IssueFields = NonNullable<
  paths['/api/v1/issues/{issue}']['patch']['requestBody']
>['content']['application/json'];

export async function findIssues(client: TandemClient, filters: IssueFilters) {
  return dataOf(await client.GET('/api/v1/issues', { params: { query: filters } }));
}

/** An issue with every comment on it (following the pages of comments). */
export async function readIssue(
  client: TandemClient,
  reference: string,
): Promise<{ issue: Issue; comments: Comment[] }> {
  const path = { issue: reference };
  const issue = dataOf(await client.GET('/api/v1/issues/{issue}', { params: { path } })).data;
  const comments: Comment[] = [];
  for (let page = 1; ; page++) {
    const answer = dataOf(
      await client.GET('/api/v1/issues/{issue}/comments', {
        params: { path, query: { page, per_page: 100 } },
      }),
    );
    comments.push(...answer.data);
    if (!answer.links.next) break;
  }
  return { issue, comments };
}

/**
 * An assignee as the API takes it (an actor key or null) from what a person types: `user:3`, `agent:2`,
 * `none`, `me`, or the name (or email) of a person or agent of the workspace.
 */
export async function assigneeKey(client: TandemClient, actor: string): Promise<string | null> {
  const text = actor.trim();
  if (/^(user|agent):\d+$/.test(text)) return text;
  if (text === 'none') return null;
  if (text === 'me') {
    // With a run token `me` is the agent itself (decisions §11.6).
    const { actor } = dataOf(await client.GET('/api/v1/me')).data;
    return `${actor.type}:${actor.id}`;
  }
  const wanted = text.toLowerCase();
  const query = { q: text.split('@')[0]!, per_page: 100 };
  const members = dataOf(await client.GET('/api/v1/members', { params: { query } })).data.filter(
    (member) => member.active,
  );
  const exact = members.filter(
    (member) => member.name.toLowerCase() === wanted || member.email?.toLowerCase() === wanted,
  );
  const named = exact.length ? exact : members;
  if (named.length === 1) return named[0]!.key;
  throw new AssigneeError(
    named.length > 1
      ? `More than one member matches "${text}" (${named.map((member) => member.name).join(', ')}); use a key such as ${named[0]!.key}.`
      : `"${text}" is not an actor key (user:3, agent:2), "me", "none" or the name of a member of the workspace.`,
  );
}

/**
 * A template's id from its id or its name (any case), for `tandem issue create --template` and the MCP
 * `create_issue` tool (issue 40).
 */
export async function templateId(client: TandemClient, nameOrId: string): Promise<number> {
  const text = nameOrId.trim();
  if (/^[1-9][0-9]{0,8}$/.test(text)) return Number(text);
  const wanted = text.toLowerCase();
  for (let page = 1; ; page++) {
    const { data, meta } = dataOf(
      await client.GET('/api/v1/templates', { params: { query: { page, per_page: 100 } } }),
    );
    const found = data.find((template) => template.name.toLowerCase() === wanted);
    if (found) return found.id;
    if (page >= meta.last_page) break;
  }
  throw new TemplateNameError(`No template is named "${text}" (Administration → Templates lists them).`);
}

export class TemplateNameError extends Error {
  override name = 'TemplateNameError';
}

export class AssigneeError extends Error {
  override name = 'AssigneeError';
}

/** Sanitised HTML from the API as plain text (for a terminal or a model). */
export function htmlToText(html: string | null): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|pre|blockquote)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
