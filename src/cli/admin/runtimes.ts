import { runtimeSystemContext } from '../../runtime.js';
import { inTransaction } from '../../db/connection.js';
import { setAgentEnabled, setAgentMaxAttempts, setAgentRunLimit } from '../../domain/runs/agent-admin.js';
import { MAX_RUN_ATTEMPTS, MAX_RUN_MINUTES } from '../../schemas/limits.js';
import { bindAgent, createRuntime, revokeRuntime } from '../../domain/runs/runtimes.js';
import { findWorkspaceBySlug } from '../../domain/people/workspaces.js';
import { defineAdminCommand } from './command.js';
import { required } from './arguments.js';

function positiveId(value: string, what: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new Error(`${what} must be a positive integer, got "${value}"`);
  return Number(value);
}

/** `tandem admin runtime create --workspace SLUG --name N`: prints `{id, token}`; the token is shown once. */
export const runtimeCreate = defineAdminCommand({
  summary: 'Create a runtime for `tandem runner`; prints {id, token}',
  options: { workspace: { type: 'string' }, name: { type: 'string' } },
  run: async ({ values }, { database }) => {
    const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
    return createRuntime(database.db, { workspaceId: workspace.id, name: required(values, 'name') });
  },
});

/**
 * `tandem admin runtime revoke ID`: its token stops working and the runs it holds fail at once
 * (`runtime_revoked`), their run tokens with them; bound agents keep the binding.
 */
export const runtimeRevoke = defineAdminCommand({
  summary: "Revoke a runtime's token; the runs it holds fail at once",
  arguments: '[id]',
  options: {},
  run: async ({ positionals }, { database, config }) => {
    const id = positiveId(positionals[0] ?? '', 'Usage: tandem admin runtime revoke ID; ID');
    const system = runtimeSystemContext({ database, config });
    await inTransaction(database.db, (tx) => revokeRuntime(tx, system, { id }));
    return { id, revoked: true };
  },
});

/** `tandem admin agent disable ID` / `enable ID`: a disabled agent's held runs fail at once. */
export const agentDisable = defineAdminCommand({
  summary: 'Disable an agent; the runs it holds fail at once',
  arguments: '[id]',
  options: {},
  run: async ({ positionals }, { database, config }) => {
    const id = positiveId(positionals[0] ?? '', 'Usage: tandem admin agent disable ID; ID');
    const system = runtimeSystemContext({ database, config });
    const agent = await inTransaction(database.db, (tx) =>
      setAgentEnabled(tx, system, { agent: id, enabled: false }),
    );
    return { id: agent.id, status: agent.status };
  },
});

export const agentEnable = defineAdminCommand({
  summary: 'Enable a disabled agent again',
  arguments: '[id]',
  options: {},
  run: async ({ positionals }, { database, config }) => {
    const id = positiveId(positionals[0] ?? '', 'Usage: tandem admin agent enable ID; ID');
    const system = runtimeSystemContext({ database, config });
    const agent = await inTransaction(database.db, (tx) =>
      setAgentEnabled(tx, system, { agent: id, enabled: true }),
    );
    return { id: agent.id, status: agent.status };
  },
});

/** `tandem admin agent bind --agent ID --runtime ID|none`: which runtime runs the agent's work. */
export const agentBind = defineAdminCommand({
  summary: 'Choose which runtime runs an agent (or none)',
  options: { agent: { type: 'string' }, runtime: { type: 'string' } },
  run: async ({ values }, { database }) => {
    const agentId = positiveId(required(values, 'agent'), '--agent');
    const runtimeArg = required(values, 'runtime');
    const runtimeId = runtimeArg === 'none' ? null : positiveId(runtimeArg, '--runtime');
    const agent = await bindAgent(database.db, agentId, runtimeId);
    return { agent: agent.id, runtime: agent.runtime_id };
  },
});

/**
 * `tandem admin agent update ID [--max-run-minutes N|none] [--max-attempts N|none]` (decisions §11.4,
 * issue 38): a run of the agent held longer fails as `timed_out`, `none` removing the limit; a run whose
 * attempts fail for a transient reason gets N claims in all, `none` meaning the service's default.
 * Prints the agent.
 */
export const agentUpdate = defineAdminCommand({
  summary: "Change an agent's settings: its time limit per run, its attempts per run",
  arguments: '[id]',
  options: {
    'max-run-minutes': {
      type: 'string',
      description: `whole minutes (1 to ${MAX_RUN_MINUTES}) a run may take, or none for no limit`,
    },
    'max-attempts': {
      type: 'string',
      description: `claims a run gets when attempts fail for a transient reason (1 to ${MAX_RUN_ATTEMPTS}), or none for the default`,
    },
  },
  run: async ({ values, positionals }, { database }) => {
    const id = positiveId(positionals[0] ?? '', 'Usage: tandem admin agent update ID; ID');
    const minutes = values['max-run-minutes'];
    const attempts = values['max-attempts'];
    if (minutes === undefined && attempts === undefined) {
      throw new Error('Give --max-run-minutes or --max-attempts (or both)');
    }
    if (minutes !== undefined && minutes !== 'none' && !/^[1-9]\d{0,5}$/.test(minutes)) {
      throw new Error(`--max-run-minutes must be a whole number of minutes or none; got "${minutes}"`);
    }
    if (attempts !== undefined && attempts !== 'none' && !/^[1-9]\d{0,2}$/.test(attempts)) {
      throw new Error(`--max-attempts must be a whole number or none; got "${attempts}"`);
    }
    let agent;
    if (minutes !== undefined) {
      agent = await setAgentRunLimit(database.db, id, minutes === 'none' ? null : Number(minutes));
    }
    if (attempts !== undefined) {
      agent = await setAgentMaxAttempts(database.db, id, attempts === 'none' ? null : Number(attempts));
    }
    return agent;
  },
});
