import type { ActorType, Role, Workspace } from '../db/schema.js';

export type Ability = 'read' | 'write';

/**
 * What the caller authenticated with: an API token, a browser session (read and write), or a run token
 * (decisions §11.6: read and write, for as long as its run holds its lease).
 */
export type CallerCredential =
  | { kind: 'token'; id: number; name: string; abilities: Ability[]; expires_at: string | null }
  | {
      kind: 'session';
      id: number;
      csrfToken: string;
      abilities: Ability[];
      expires_at: string;
      /** The workspace requires a second factor and the person has none yet (second-factor.ts). */
      secondFactorMissing?: boolean;
    }
  | { kind: 'run'; id: string; abilities: Ability[]; expires_at: string }
  | { kind: 'command_line'; id: 0; name: string; abilities: Ability[]; expires_at: null };

interface CallerCommon {
  workspace: Workspace;
  role: Role;
  weeklyHours: number;
}

/** A person: the credential's owner, in the credential's workspace, with its abilities. */
export interface PersonCaller extends CallerCommon {
  user: { id: number; name: string; email: string };
  agent?: undefined;
  credential: Extract<CallerCredential, { kind: 'token' | 'session' | 'command_line' }>;
}

/**
 * An agent acting during one of its runs, through the run token its command was given. It has no person
 * (`user` is null): what it writes is attributed to the agent, and what only a person may do (their own
 * tokens, timer, absences, inbox…) is refused by policy.ts. `role` is `member` for the rules that go by
 * role (never an administrator, never a guest); policy.ts narrows it further.
 */
export interface AgentCaller extends CallerCommon {
  user: null;
  agent: {
    id: number;
    name: string;
    /** The agent's owner when the agent is private (it sees its owner's private agents), else null. */
    privateOwnerId: number | null;
  };
  /**
   * The run, and what it may read (issue 37): its issue and the issues that one links to (parent,
   * sub-issues, blockers and blocked), read at authentication; policy.ts `runTokenReach` says the rest.
   */
  run: { id: string; issueId: number | null; readableIssueIds: number[] };
  credential: Extract<CallerCredential, { kind: 'run' }>;
}

export type Caller = PersonCaller | AgentCaller;

/** Who the caller acts as: the person, or the agent of the run. */
export function callerActor(caller: Caller): { type: ActorType; id: number } {
  return caller.user ? { type: 'user', id: caller.user.id } : { type: 'agent', id: caller.agent.id };
}

/** The caller's name as an actor shows it. */
export function callerName(caller: Caller): string {
  return caller.user ? caller.user.name : caller.agent.name;
}

export function callerActorKey(caller: Caller): string {
  const actor = callerActor(caller);
  return `${actor.type}:${actor.id}`;
}

/**
 * The person whose private agents the caller sees: the person, or a private agent's owner (a private agent
 * works with its owner's toolbox); 0, nobody, for a workspace agent, which sees workspace agents only.
 */
export function privateAgentsViewer(caller: Caller): number {
  return caller.user ? caller.user.id : (caller.agent.privateOwnerId ?? 0);
}

/** The person asking, or 0 (nobody) for an agent: for filters that show a person their own private things. */
export function viewingPersonId(caller: Caller): number {
  return caller.user?.id ?? 0;
}

/**
 * A member acting through `tandem admin` on the server's machine (imports, issue 32): whoever runs it
 * can already open the database, so it holds no token. It never reaches HTTP.
 */
export function commandLineCaller(
  workspace: Workspace,
  member: { id: number; name: string; email: string; role: Role; weekly_hours: number },
  name: string,
): PersonCaller {
  return {
    workspace,
    role: member.role,
    weeklyHours: member.weekly_hours,
    user: { id: member.id, name: member.name, email: member.email },
    credential: { kind: 'command_line', id: 0, name, abilities: ['read', 'write'], expires_at: null },
  };
}
