import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { dataOf, type Issue, type TandemClient } from '../client/index.js';
import {
  assigneeKey,
  findIssues,
  htmlToText,
  readIssue,
  templateId,
  type IssueFields,
} from '../client/tasks.js';
import { ToolInputError } from './input-validation.js';

/**
 * The tools of `tandem mcp`, one per intent an agent has, with compact input schemas (their total size is
 * kept under 8,000 tokens by test/mcp/tools.test.ts). Every call's arguments are checked against the
 * tool's input schema before it runs (src/mcp/input-validation.ts): unknown fields are refused, so a
 * misspelt field never silently does nothing. Answers are compact JSON: HTML as plain text, actors as
 * `{key, name}`.
 */
export interface ToolInputSchema {
  type: 'object';
  properties: Record<string, object>;
  required?: string[];
  additionalProperties: false;
}

export interface Tool {
  name: string;
  description: string;
  inputSchema: ToolInputSchema;
  /** Hints for the client (MCP tool annotations): whether the tool only reads, and how a write behaves. */
  annotations: ToolAnnotations;
  run(client: TandemClient, input: Record<string, any>): Promise<unknown>;
}

/** An input schema that takes exactly these properties. */
function inputs(properties: Record<string, object>, required?: string[]): ToolInputSchema {
  return { type: 'object', properties, ...(required ? { required } : {}), additionalProperties: false };
}

/** Reads Tandem, changes nothing. */
const READS: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
/** Adds a record (an issue, a comment, a time entry); calling it twice adds two. */
const ADDS: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
};
/** Overwrites fields of a record; the same call twice leaves the same result. */
const OVERWRITES: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: true,
  openWorldHint: false,
};

const TEXT = { type: 'string', minLength: 1 };
const ISSUE_REF = { ...TEXT, description: 'Issue identifier such as ACME-12' };
const STATUS = {
  type: 'string',
  enum: ['backlog', 'todo', 'in_progress', 'in_review', 'on_hold', 'done', 'canceled'],
};
const PRIORITY = { type: 'string', enum: ['urgent', 'high', 'medium', 'low'] };
const TYPE = {
  type: 'string',
  enum: [
    'bug',
    'feature',
    'task',
    'epic',
    'cosmetics',
    'exception',
    'usability_problem',
    'performance_problem',
    'generic',
  ],
};
const ASSIGNEE = {
  ...TEXT,
  description: 'user:ID, agent:ID, "me", "none", or a member name or email',
};
const PAGE = { type: 'integer', minimum: 1, description: 'Page number (default 1)' };

type Actor = { type: string; id: number; name: string } | null;
const actor = (value: Actor) => (value ? { key: `${value.type}:${value.id}`, name: value.name } : null);

/** An issue as an agent needs it: no empty fields, text instead of HTML. */
function compactIssue(issue: Issue, full: boolean) {
  const compact: Record<string, unknown> = {
    id: issue.id,
    title: issue.title,
    type: issue.type,
    status: issue.status,
    priority: issue.priority,
    assignee: actor(issue.assignee),
  };
  if (issue.state_id !== null) compact.state_id = issue.state_id;
  if (Object.keys(issue.fields).length) compact.fields = issue.fields;
  if (issue.labels.length) compact.labels = issue.labels;
  if (issue.epic) compact.epic = issue.epic.id;
  if (issue.due_date) compact.due_date = issue.due_date;
  compact.updated_at = issue.updated_at;
  if (!full) return compact;
  return {
    ...compact,
    description: htmlToText(issue.description),
    acceptance_criteria: issue.acceptance_criteria,
    project: issue.project ?? null,
    creator: actor(issue.creator),
    start_date: issue.start_date,
    estimate_minutes: issue.estimate_minutes,
    spent_minutes: issue.spent_minutes,
    created_at: issue.created_at,
  };
}

function pageInfo(meta: { current_page: number; last_page: number; total: number }) {
  return { page: meta.current_page, last_page: meta.last_page, total: meta.total };
}

/** The writable fields shared by create_issue and update_issue. */
const FIELD_PROPERTIES = {
  description: { type: 'string', description: 'Markdown-free text or simple HTML' },
  type: TYPE,
  status: STATUS,
  state_id: { type: ['integer', 'null'], description: 'A workflow state; sets its status' },
  fields: {
    type: 'object',
    description: 'Custom fields by key, merged; null clears one',
  },
  priority: PRIORITY,
  assignee: { ...ASSIGNEE, description: `${ASSIGNEE.description}; assigning an agent starts its run` },
  labels: { type: 'array', items: { type: 'string' }, description: 'Replaces all labels' },
  project_id: { type: ['integer', 'null'] },
  parent: { type: ['string', 'null'], description: 'Epic identifier' },
  due_date: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
  estimate_minutes: { type: ['integer', 'null'] },
};

async function issueFields(client: TandemClient, input: Record<string, any>): Promise<IssueFields> {
  const fields: IssueFields = {};
  const copy = [
    'title',
    'description',
    'type',
    'status',
    'state_id',
    'fields',
    'priority',
    'labels',
    'project_id',
    'due_date',
    'estimate_minutes',
  ] as const;
  for (const name of copy)
    if (input[name] !== undefined) (fields as Record<string, unknown>)[name] = input[name];
  if (input.parent !== undefined) fields.parent_id = input.parent;
  if (input.assignee !== undefined) fields.assignee = await assigneeKey(client, String(input.assignee));
  return fields;
}

/** Every custom field of the workspace (at most 200: two pages of 100). */
async function allFields(client: TandemClient) {
  const fields = [];
  for (let page = 1; ; page++) {
    const answer = dataOf(await client.GET('/api/v1/fields', { params: { query: { per_page: 100, page } } }));
    fields.push(...answer.data);
    if (!answer.links.next) return fields;
  }
}

/** The transcript lines read_run shows unless asked for another number. */
export const DEFAULT_TAIL_LINES = 50;

/**
 * The last `lines` lines of a run's transcript, and how many it has. Pages are counted from the first
 * line, so the tail may straddle two pages: the last two are read and cut to size.
 */
async function transcriptTail(client: TandemClient, run: string, lines: number) {
  const page = async (page: number) =>
    dataOf(
      await client.GET('/api/v1/runs/{run}/log', {
        params: { path: { run }, query: { per_page: lines, page } },
      }),
    );
  const first = await page(1);
  const last = first.meta.last_page;
  if (last <= 1) return { lines: first.data, total: first.meta.total };
  const [before, final] = await Promise.all([last - 1 === 1 ? first : page(last - 1), page(last)]);
  return { lines: [...before.data, ...final.data].slice(-lines), total: final.meta.total };
}

export const TOOLS: Tool[] = [
  {
    name: 'whoami',
    description:
      'Who you act as in Tandem: your user (or, with a run token, the agent: actor and run), workspace (and its issue prefix), role and token abilities. Call once before writing.',
    inputSchema: inputs({}),
    annotations: READS,
    async run(client) {
      return dataOf(await client.GET('/api/v1/me')).data;
    },
  },
  {
    name: 'list_projects_and_agents',
    description:
      'The projects (their ids for project_id), the agents you may assign (assignee agent:ID, or by name), the workflow states (state_id) and the custom fields (keys of fields, with type and options).',
    inputSchema: inputs({}),
    annotations: READS,
    async run(client) {
      const query = { per_page: 100 };
      const [projects, agents, states, fields] = await Promise.all([
        client.GET('/api/v1/projects', { params: { query } }).then((answer) => dataOf(answer).data),
        client.GET('/api/v1/agents', { params: { query } }).then((answer) => dataOf(answer).data),
        client.GET('/api/v1/states', { params: { query } }).then((answer) => dataOf(answer).data),
        allFields(client),
      ]);
      return {
        projects: projects.map(({ id, name, prefix, status }) => ({ id, name, prefix, status })),
        agents: agents.map(({ id, name, status }) => ({ key: `agent:${id}`, name, status })),
        states: states.map(({ id, name, status }) => ({ id, name, status })),
        fields: fields.map(({ key, name, type, options, project_id }) => ({
          key,
          name,
          type,
          ...(options.length ? { options } : {}),
          ...(project_id === null ? {} : { project_id }),
        })),
      };
    },
  },
  {
    name: 'find_issues',
    description:
      'Search and filter issues (newest first, 25 a page). Combine any filters; text search covers titles, descriptions and comments. Returns compact issues; use read_issue for details.',
    inputSchema: inputs({
      query: { type: 'string', description: 'Words to search for' },
      status: STATUS,
      state_id: { type: 'integer' },
      type: TYPE,
      priority: PRIORITY,
      assignee: ASSIGNEE,
      label: { type: 'array', items: TEXT, description: 'Issues carrying all of these' },
      project_id: { type: 'integer' },
      fields: {
        type: 'object',
        additionalProperties: { type: ['string', 'number'] },
        description: 'Custom field values to match, by key',
      },
      page: PAGE,
    }),
    annotations: READS,
    async run(client, input) {
      const query: Record<string, unknown> = { per_page: 25, page: input.page ?? 1 };
      for (const name of ['status', 'state_id', 'type', 'priority', 'label', 'project_id'] as const) {
        if (input[name] !== undefined) query[name] = input[name];
      }
      for (const [key, value] of Object.entries((input.fields ?? {}) as Record<string, unknown>)) {
        query[`field[${key}]`] = String(value);
      }
      if (input.query) query.q = input.query;
      if (input.assignee) query.assignee = (await assigneeKey(client, String(input.assignee))) ?? 'none';
      const page = await findIssues(client, query);
      return { issues: page.data.map((issue) => compactIssue(issue, false)), ...pageInfo(page.meta) };
    },
  },
  {
    name: 'read_issue',
    description:
      'One issue in full (description, acceptance criteria, time) with all its comments, oldest first.',
    inputSchema: inputs({ issue: ISSUE_REF }, ['issue']),
    annotations: READS,
    async run(client, input) {
      const { issue, comments } = await readIssue(client, String(input.issue));
      return {
        ...compactIssue(issue, true),
        comments: comments.map((comment) => ({
          id: comment.id,
          author: actor(comment.author),
          body: comment.withdrawn ? '(withdrawn)' : htmlToText(comment.body),
          created_at: comment.created_at,
        })),
      };
    },
  },
  {
    name: 'create_issue',
    description:
      'Open a new issue. Needs title, unless template (name or id) gives one; given fields win over the template. Returns the issue.',
    inputSchema: inputs({ title: TEXT, template: { type: 'string' }, ...FIELD_PROPERTIES }, []),
    annotations: ADDS,
    async run(client, input) {
      const body: IssueFields & { template_id?: number } = await issueFields(client, input);
      if (typeof input.template === 'string') body.template_id = await templateId(client, input.template);
      else if (input.title === undefined) {
        throw new ToolInputError('create_issue', { title: ['The title field is required.'] });
      }
      return compactIssue(dataOf(await client.POST('/api/v1/issues', { body })).data, true);
    },
  },
  {
    name: 'update_issue',
    description:
      "Change an issue's fields: move its status (e.g. in_progress, in_review, done), reassign it, retitle, relabel. Send only what changes; null clears a field.",
    inputSchema: inputs({ issue: ISSUE_REF, title: TEXT, ...FIELD_PROPERTIES }, ['issue']),
    annotations: OVERWRITES,
    async run(client, input) {
      const body = await issueFields(client, input);
      const params = { path: { issue: String(input.issue) } };
      return compactIssue(dataOf(await client.PATCH('/api/v1/issues/{issue}', { params, body })).data, true);
    },
  },
  {
    name: 'comment_on_issue',
    description:
      'Add a comment to an issue. Mention people or agents with @name: each agent mentioned is put to work (runs_queued lists the runs).',
    inputSchema: inputs({ issue: ISSUE_REF, body: { ...TEXT, description: 'The comment text' } }, [
      'issue',
      'body',
    ]),
    annotations: ADDS,
    async run(client, input) {
      const issue = String(input.issue);
      const params = { path: { issue } };
      const comment = dataOf(
        await client.POST('/api/v1/issues/{issue}/comments', { params, body: { body: String(input.body) } }),
      ).data;
      // The API queues a run for each agent mentioned (unless the caller may not put agents to work):
      // they are the runs of those agents on this issue queued since the comment was written.
      const agents = new Set(comment.mentions.filter((m) => m.type === 'agent').map((m) => m.id));
      const runs = agents.size
        ? dataOf(await client.GET('/api/v1/runs', { params: { query: { issue, per_page: 25 } } })).data
        : [];
      return {
        id: comment.id,
        issue,
        created_at: comment.created_at,
        mentions: comment.mentions.map(actor),
        runs_queued: runs
          .filter((run) => agents.has(run.agent.id) && (run.queued_at ?? '') >= comment.created_at)
          .map((run) => ({ id: run.id, agent: { key: `agent:${run.agent.id}`, name: run.agent.name } })),
      };
    },
  },
  {
    name: 'review_issue',
    description:
      'As the reviewer an issue waits for: approve the agent’s work, or request changes (the body becomes your comment and the agent works on it again, resuming its session).',
    inputSchema: inputs(
      {
        issue: ISSUE_REF,
        decision: { type: 'string', enum: ['approve', 'request_changes'] },
        body: { ...TEXT, description: 'What should change (required to request changes)' },
      },
      ['issue', 'decision'],
    ),
    annotations: ADDS,
    async run(client, input) {
      const decision = input.decision === 'approve' ? 'approve' : 'request_changes';
      const params = { path: { issue: String(input.issue) } };
      const body = { decision, ...(input.body === undefined ? {} : { body: String(input.body) }) } as const;
      return dataOf(await client.POST('/api/v1/issues/{issue}/review', { params, body })).data;
    },
  },
  {
    name: 'log_time',
    description: 'Record hours you spent on an issue.',
    inputSchema: inputs(
      {
        issue: ISSUE_REF,
        duration: { ...TEXT, description: 'Such as 1h30m, 45m, 1d (8h)' },
        date: { type: 'string', description: 'YYYY-MM-DD, default today' },
        note: { type: 'string' },
      },
      ['issue', 'duration'],
    ),
    annotations: ADDS,
    async run(client, input) {
      const body: { duration: string; spent_on?: string; note?: string } = {
        duration: String(input.duration),
      };
      if (input.date) body.spent_on = String(input.date);
      if (input.note) body.note = String(input.note);
      const params = { path: { issue: String(input.issue) } };
      const entry = dataOf(await client.POST('/api/v1/issues/{issue}/time', { params, body })).data;
      return { id: entry.id, issue: entry.issue, minutes: entry.minutes, spent_on: entry.spent_on };
    },
  },
  {
    name: 'list_runs',
    description: "Agents' runs, newest first (25 a page): status, agent, issue, summary.",
    inputSchema: inputs({
      status: {
        type: 'string',
        enum: ['queued', 'dispatched', 'running', 'completed', 'failed', 'canceled'],
      },
      agent_id: { type: 'integer' },
      issue: ISSUE_REF,
      page: PAGE,
    }),
    annotations: READS,
    async run(client, input) {
      const query: Record<string, unknown> = { per_page: 25, page: input.page ?? 1 };
      if (input.status) query.status = input.status;
      if (input.agent_id) query.agent_id = input.agent_id;
      if (input.issue) query.issue = String(input.issue);
      const page = dataOf(await client.GET('/api/v1/runs', { params: { query } }));
      return { runs: page.data, ...pageInfo(page.meta) };
    },
  },
  {
    name: 'read_run',
    description: 'One run with its deliveries and the last lines of its transcript.',
    inputSchema: inputs(
      {
        run: { ...TEXT, description: 'Run ULID' },
        lines: {
          type: 'integer',
          minimum: 1,
          maximum: 100,
          description: `Transcript lines to show, the last ones (default ${DEFAULT_TAIL_LINES})`,
        },
      },
      ['run'],
    ),
    annotations: READS,
    async run(client, input) {
      const path = { run: String(input.run) };
      const run = dataOf(
        await client.GET('/api/v1/runs/{run}', { params: { path, query: { include: 'artifacts' } } }),
      ).data;
      const tail = await transcriptTail(client, path.run, Number(input.lines ?? DEFAULT_TAIL_LINES));
      return {
        ...run,
        transcript_lines: tail.total,
        transcript_tail: tail.lines.map((line) => `${line.stream}: ${line.text}`),
      };
    },
  },
  {
    name: 'cancel_run',
    description:
      'Cancel a queued or running run (its command is stopped within 10 seconds). For the person who asked for it, the agent’s owner or an administrator.',
    inputSchema: inputs({ run: { ...TEXT, description: 'Run ULID' } }, ['run']),
    annotations: OVERWRITES,
    async run(client, input) {
      const params = { path: { run: String(input.run) } };
      return dataOf(await client.POST('/api/v1/runs/{run}/cancel', { params })).data;
    },
  },
  {
    name: 'retry_run',
    description:
      'Queue a new run for the same issue and agent as a run that ended (failed, canceled or completed).',
    inputSchema: inputs({ run: { ...TEXT, description: 'Run ULID' } }, ['run']),
    annotations: ADDS,
    async run(client, input) {
      const params = { path: { run: String(input.run) } };
      return dataOf(await client.POST('/api/v1/runs/{run}/retry', { params })).data;
    },
  },
  {
    name: 'request_approval',
    description:
      'With your run token: ask people to approve one action before you take it (deploy, run a migration, spend past the ceiling) with its exact scope; answers the approval (id, status). Call again with only id to read its answer. Act only once approved; denied, or unanswered in 24 hours, means do not.',
    inputSchema: inputs({
      action: { ...TEXT, maxLength: 100, description: 'The action, short: deploy' },
      scope: {
        type: ['string', 'object'],
        description: 'What exactly: staging, or an object such as {"environment":"staging"}',
      },
      id: { type: 'integer', minimum: 1, description: 'An approval to read instead of asking' },
    }),
    annotations: ADDS,
    async run(client, input) {
      if (input.id !== undefined) {
        const params = { path: { id: Number(input.id) } };
        return dataOf(await client.GET('/api/v1/approvals/{id}', { params })).data;
      }
      if (input.action === undefined || input.scope === undefined) {
        throw new ToolInputError('request_approval', { action: ['Give action and scope, or id.'] });
      }
      const run = dataOf(await client.GET('/api/v1/me')).data.run?.id;
      if (!run) {
        throw new ToolInputError('request_approval', {
          action: ['Only an agent, with its run token, asks.'],
        });
      }
      const body = { action: String(input.action), scope: input.scope as string | Record<string, unknown> };
      return dataOf(await client.POST('/api/v1/runs/{run}/approvals', { params: { path: { run } }, body }))
        .data;
    },
  },
  {
    name: 'search_knowledge_base',
    description:
      'Find knowledge-base articles by words in their title or body. Returns titles and excerpts; read_article gives the text.',
    inputSchema: inputs({ query: { type: 'string' }, page: PAGE }),
    annotations: READS,
    async run(client, input) {
      const query: Record<string, unknown> = { per_page: 25, page: input.page ?? 1 };
      if (input.query) query.q = input.query;
      const page = dataOf(await client.GET('/api/v1/articles', { params: { query } }));
      return {
        articles: page.data.map((article) => ({
          id: article.id,
          title: article.title,
          excerpt: article.excerpt,
          parent: article.parent,
          updated_at: article.updated_at,
        })),
        ...pageInfo(page.meta),
      };
    },
  },
  {
    name: 'read_article',
    description: 'One knowledge-base article with its full text.',
    inputSchema: inputs({ article: { ...TEXT, description: 'Article ULID' } }, ['article']),
    annotations: READS,
    async run(client, input) {
      const params = { path: { article: String(input.article) } };
      const article = dataOf(await client.GET('/api/v1/articles/{article}', { params })).data;
      return {
        id: article.id,
        title: article.title,
        parent: article.parent,
        author: actor(article.author),
        updated_at: article.updated_at,
        text: htmlToText(article.body),
      };
    },
  },
];
