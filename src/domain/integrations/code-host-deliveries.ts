import { createHash } from 'node:crypto';
import { nowOf, type SystemContext } from '../context.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { CodeHostIntegration, PullRequest, Workspace } from '../../db/schema.js';
import {
  claimDelivery,
  findIntegration,
  learnIntegrationHost,
  issueIdsOfPullRequest,
  issuesDeliveringPullRequest,
  linkPullRequest,
  statusMovesSetting,
  updateDeliveredPullRequestState,
  upsertPullRequest,
} from '../../repositories/code-hosts.js';
import { lockLiveIssues } from '../../repositories/issues.js';
import { workspaceById } from '../../repositories/workspaces.js';
import { MAX_DB_INTEGER } from '../../schemas/common.js';
import { recordActivity } from '../issues/activity.js';
import {
  codeHostProvider,
  type CodeHostEvent,
  type CodeHostProvider,
  type NeutralPullRequest,
} from './code-hosts/index.js';
import { PayloadError } from './code-hosts/provider.js';
import { issueIdentifiersIn, issuesNamed } from './code-hosts/references.js';
import type { IssueStatus } from '../../schemas/enums.js';
import { BadRequestError, NotFoundError, UnauthenticatedError } from '../../errors.js';
import { emitEvents, type EventToEmit } from '../events.js';
import { moveIssueStatus } from '../issues/issue-status-moves.js';
import { presentIssue } from '../issues/issue-presenter.js';
import { presentPullRequest } from './pull-requests.js';

/**
 * Deliveries from a code host (issue 29, decisions §11.8). The delivery is checked before anything is
 * read from it: the integration its address names, then the signature over the raw body (401, nothing
 * changed, when it is missing or wrong). A verified delivery is handled once per delivery id, in one
 * transaction with everything it changes: a replay answers 200 and changes nothing.
 */

type Headers = Record<string, string | string[] | undefined>;

export interface VerifiedDelivery {
  integration: CodeHostIntegration;
  deliveryId: string;
  /** SHA-256 of the signed body: what the signature vouches for, whatever the delivery id says. */
  bodyDigest: string;
  event: CodeHostEvent;
  eventName: string;
}

/** Checks a delivery; throws 404 (no such integration), 401 (signature) or 400 (headers, body). */
export async function verifyDelivery(
  db: Executor,
  input: { provider: string; id: string; headers: Headers; body: Buffer },
): Promise<VerifiedDelivery> {
  const provider = codeHostProvider(input.provider);
  const integration = await findIntegrationAt(db, provider, input.id);
  if (!provider || !integration) throw new NotFoundError('Integration');
  // Carried by an import without its secret (issue 37): its stored secret is one nobody knows, and
  // nothing is taken from it until an administrator sets a new one.
  if (integration.reconnect_needed_since !== null) {
    throw new UnauthenticatedError(
      'This integration was moved from another installation without its secret: deliveries are refused until it is reconnected (Administration → Integrations → Reconnect).',
    );
  }
  if (!provider.verify(input.headers, input.body, integration.secret)) {
    throw new UnauthenticatedError('The delivery signature is missing or does not match the secret.');
  }
  const eventName = provider.eventOf(input.headers);
  const deliveryId = provider.deliveryIdOf(input.headers);
  if (eventName === null || deliveryId === null) {
    throw new BadRequestError('The delivery names no event or carries no delivery id.');
  }
  return {
    integration,
    deliveryId,
    bodyDigest: createHash('sha256').update(input.body).digest('hex'),
    eventName,
    event: parseEvent(provider, eventName, input.body),
  };
}

async function findIntegrationAt(db: Executor, provider: CodeHostProvider | null, id: string) {
  if (!provider || !/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > MAX_DB_INTEGER) return undefined;
  const integration = await findIntegration(db, Number(id));
  return integration?.provider === provider.name ? integration : undefined;
}

function parseEvent(provider: CodeHostProvider, eventName: string, body: Buffer): CodeHostEvent {
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BadRequestError('The body is not JSON (set the content type to application/json).');
  }
  try {
    return provider.parse(eventName, payload);
  } catch (error) {
    if (error instanceof PayloadError)
      throw new BadRequestError(`The ${eventName} payload: ${error.message}`);
    throw error;
  }
}

export interface DeliveryOutcome {
  status: 200 | 202;
  message: string;
  /** Set when a delivery was refused for what it named (the route logs it): why. */
  ignored?: string;
}

/** Handles a verified delivery once; call in a transaction. */
export async function handleDelivery(
  tx: Tx,
  ctx: SystemContext,
  delivery: VerifiedDelivery,
): Promise<DeliveryOutcome> {
  const { integration, event } = delivery;
  if (event.kind === 'ping') return { status: 200, message: 'pong' };
  if (event.kind === 'ignored') return { status: 202, message: `The ${event.event} event is not used.` };
  const first = await claimDelivery(tx, {
    integration_id: integration.id,
    delivery_id: delivery.deliveryId,
    body_digest: delivery.bodyDigest,
    event: delivery.eventName,
    received_at: nowOf(ctx),
  });
  if (!first) return { status: 200, message: 'This delivery was handled already.' };
  const workspace = await workspaceById(tx, integration.workspace_id);
  if (event.kind === 'push') {
    const recorded = await recordPushedCommits(tx, workspace, integration.provider, event);
    return { status: 200, message: `${recorded} commit reference(s) recorded.` };
  }
  const foreign = await foreignPullRequest(tx, integration, event.pullRequest.url);
  if (foreign !== null) return { status: 202, message: foreign, ignored: foreign };
  const linked = await recordPullRequest(tx, ctx, {
    workspace,
    integration,
    action: event.action,
    reported: event.pullRequest,
  });
  if (linked === null) return { status: 202, message: ANOTHER_INTEGRATIONS, ignored: ANOTHER_INTEGRATIONS };
  return { status: 200, message: `The pull request is linked to ${linked} issue(s).` };
}

/**
 * Why a pull request is not this integration's to report, or null when it is (issue 37). A pull request
 * belongs to the integration that first reported it: another integration naming its URL (a Gitea server
 * reporting a GitHub pull request's address, say) is ignored. And an integration answers for one host,
 * learned from its first pull request; a Gitea integration never for github.com, whose pull requests
 * only GitHub reports.
 */
async function foreignPullRequest(
  tx: Tx,
  integration: CodeHostIntegration,
  url: string,
): Promise<string | null> {
  const host = new URL(url).host;
  if (integration.provider !== 'github' && host === 'github.com') {
    return `Ignored: a ${integration.provider} integration cannot report a pull request on github.com.`;
  }
  const learned = await learnIntegrationHost(tx, integration.id, host);
  if (learned !== host) {
    return `Ignored: this integration reports pull requests on ${learned}, not on ${host}.`;
  }
  return null;
}

const ANOTHER_INTEGRATIONS = 'Ignored: this pull request belongs to another integration of the workspace.';

const MOVES = {
  // Opened or marked ready: work waits for review. Never out of done or canceled, nor back from review.
  ready: { from: ['backlog', 'todo', 'in_progress', 'on_hold'], to: 'in_review' },
  // Merged: the work is done; an issue somebody canceled stays canceled.
  merged: { from: ['backlog', 'todo', 'in_progress', 'in_review', 'on_hold'], to: 'done' },
} as const satisfies Record<string, { from: readonly IssueStatus[]; to: IssueStatus }>;

const READY_ACTIONS = new Set(['opened', 'reopened', 'ready_for_review']);

/**
 * Returns how many issues the pull request is linked to, or null when its URL is another integration's
 * pull request (the upsert leaves that row alone, so the check holds also against one arriving at once).
 */
async function recordPullRequest(
  tx: Tx,
  ctx: SystemContext,
  input: {
    workspace: Workspace;
    integration: CodeHostIntegration;
    action: string;
    reported: NeutralPullRequest;
  },
): Promise<number | null> {
  const { workspace, integration, action, reported } = input;
  const now = nowOf(ctx);
  const { row, changed } = await upsertPullRequest(tx, {
    workspace_id: workspace.id,
    integration_id: integration.id,
    provider: integration.provider,
    repository: reported.repository,
    number: reported.number,
    url: reported.url,
    title: reported.title.slice(0, 1000),
    state: reported.state,
    draft: reported.draft ? 1 : 0,
    head_branch: reported.headBranch,
    updated_at: reported.updatedAt,
    created_at: now,
  });
  if (row.integration_id !== integration.id) return null;
  const urls = sameLink(row.url);
  const named = await issuesNamed(
    tx,
    workspace,
    issueIdentifiersIn(reported.title, reported.body, reported.headBranch),
  );
  // An agent's delivery of this pull request is the same link: its issue is the pull request's too.
  const delivered = await issuesDeliveringPullRequest(tx, workspace.id, urls);
  const newlyLinked = await linkPullRequest(tx, row.id, [
    ...new Set([...named.map((i) => i.id), ...delivered]),
  ]);
  const linked = await issueIdsOfPullRequest(tx, row.id);
  if (!changed && newlyLinked.length === 0) return linked.length;

  if (changed) {
    const state = row.state === 'open' && row.draft === 1 ? 'draft' : row.state;
    await updateDeliveredPullRequestState(tx, workspace.id, urls, state, now);
  }
  await lockLiveIssues(tx, linked);
  if (changed && (await statusMovesSetting(tx, workspace.id))) {
    const move =
      row.state === 'merged'
        ? { ...MOVES.merged, issues: linked }
        : row.state === 'open' && row.draft === 0
          ? { ...MOVES.ready, issues: READY_ACTIONS.has(action) ? linked : newlyLinked }
          : null;
    // Attributed to nobody (no person or agent made it), with the pull request in the history entry.
    const history = {
      actor: null,
      data: {
        pull_request: {
          provider: row.provider,
          repository: row.repository,
          number: row.number,
          url: row.url,
        },
      },
    };
    for (const issueId of move?.issues ?? []) {
      await moveIssueStatus(tx, ctx, { workspace, issueId, move: move!, history });
    }
  }
  const events: EventToEmit[] = [];
  for (const issueId of changed ? linked : newlyLinked) {
    const issue = await presentIssue(tx, workspace, { id: issueId });
    events.push({
      event: 'delivery.recorded',
      data: { ...pullRequestEventData(row), run: null, issue: issue.id },
    });
  }
  await emitEvents(tx, workspace, events);
  return linked.length;
}

/** The addresses under which the pull request's page may have been delivered by an agent. */
function sameLink(url: string): string[] {
  const bare = url.replace(/\/+$/, '');
  return [bare, `${bare}/`];
}

/**
 * `delivery.recorded` for a pull request the code host reported: the Artifact's fields (decisions §7.1;
 * `id` is the pull request's own, `run` null) and the pull request's.
 */
function pullRequestEventData(row: PullRequest) {
  return {
    ...presentPullRequest(row),
    id: row.id,
    type: 'pull_request',
    state: row.state === 'open' && row.draft === 1 ? 'draft' : row.state,
    url: row.url,
    reference: row.head_branch,
    title: row.title,
    created_at: row.created_at,
    claim_checked_at: null,
    claim_check: null,
  };
}

const MAX_COMMITS = 100;

/**
 * Commits naming issues in their messages: one history entry (`commit.referenced`) per issue and commit,
 * attributed to nobody. Commits GitHub marks as pushed before (`distinct: false`) were recorded then.
 */
async function recordPushedCommits(
  tx: Tx,
  workspace: Workspace,
  provider: string,
  push: Extract<CodeHostEvent, { kind: 'push' }>,
): Promise<number> {
  let recorded = 0;
  for (const commit of push.commits.slice(0, MAX_COMMITS)) {
    const issues = await issuesNamed(tx, workspace, issueIdentifiersIn(commit.message));
    for (const issue of issues) {
      await recordActivity(tx, {
        workspaceId: workspace.id,
        issueId: issue.id,
        event: 'commit.referenced',
        actor: null,
        data: {
          provider,
          repository: push.repository,
          branch: push.branch,
          commit: commit.id.slice(0, 64),
          message: (commit.message.split('\n', 1)[0] ?? '').slice(0, 200),
          url: commit.url,
        },
      });
      recorded++;
    }
  }
  return recorded;
}
