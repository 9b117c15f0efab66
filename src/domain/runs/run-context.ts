import type { Executor } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import { findAgent } from '../../repositories/agents.js';
import { findComment } from '../../repositories/comments.js';
import { findIssueWithPrefixes } from '../../repositories/issues.js';
import { previousSessionId } from '../../repositories/run-tokens.js';
import type { RunContext } from '../../schemas/daemon.js';
import { ActorDirectory } from '../actors.js';
import { instructionsOfVersion, openSecretsForRun } from './agent-config.js';
import { listAgentSkills } from '../../repositories/skills.js';
import type { SecretBox } from '../secret-box.js';
import { issueIdentifier } from '../issues/issue-ref.js';
import { claimRepository } from './repositories.js';
import { agentArguments, agentEnvironment, parseStoredJson } from './agent-settings.js';

export async function buildRunContext(
  db: Executor,
  run: Run,
  workspace: { slug: string; name: string },
  secretBox: SecretBox | null,
): Promise<RunContext> {
  const [agent, issue, comment, previousSession] = await Promise.all([
    findAgent(db, run.agent_id),
    run.issue_id === null ? undefined : findIssueWithPrefixes(db, run.issue_id),
    run.comment_id === null ? undefined : findComment(db, run.comment_id),
    previousSessionId(db, run),
  ]);
  // Agents are never deleted, and a run keeps its agent (foreign key).
  if (!agent) throw new Error(`The agent of run ${run.id} does not exist.`);
  const actors = await ActorDirectory.load(db, [
    { type: run.requested_by_type, id: run.requested_by_id },
    ...(comment ? [{ type: comment.author_type, id: comment.author_id }] : []),
  ]);
  const criteria = parseStoredJson(issue?.acceptance_criteria ?? null);
  // Secrets first: one that does not open fails the claim's run (run-lifecycle.ts) before anything else.
  const secrets = await openSecretsForRun(db, secretBox, agent.id);
  const instructions = await instructionsOfVersion(
    db,
    agent,
    run.instructions_version === null ? null : Number(run.instructions_version),
  );
  const skills = await listAgentSkills(db, agent.id);
  const identifier = issue
    ? issueIdentifier(issue.number, issue.project_prefix, issue.workspace_prefix)
    : null;
  const repository = await claimRepository(
    db,
    agent.id,
    issue && identifier ? { identifier, projectId: issue.project_id } : null,
  );
  return {
    run: { id: run.id, trigger: run.trigger, attempts: Number(run.attempts), queued_at: run.queued_at },
    workspace,
    issue: issue
      ? {
          id: identifier!,
          key: issue.id,
          number: issue.number,
          title: issue.title,
          description: issue.description,
          acceptance_criteria: Array.isArray(criteria) ? criteria.map(String) : [],
          type: issue.type,
          status: issue.status,
          priority: issue.priority,
        }
      : null,
    comment: comment
      ? {
          id: comment.id,
          body: comment.withdrawn ? '' : comment.body,
          author: actors.view(comment.author_type, comment.author_id),
          created_at: comment.created_at,
          withdrawn: Boolean(comment.withdrawn),
        }
      : null,
    requested_by: actors.view(run.requested_by_type, run.requested_by_id),
    agent: {
      id: agent.id,
      name: agent.name,
      provider: agent.provider,
      model: agent.model,
      instructions: instructions.instructions,
      instructions_version: instructions.version,
      custom_env: agentEnvironment(agent.custom_env),
      custom_args: agentArguments(agent.custom_args),
      mcp_config: parseStoredJson(agent.mcp_config),
      skills: skills.map(({ name, description, content }) => ({ name, description, content })),
      secrets,
    },
    previous_session_id: previousSession,
    repository,
  };
}
