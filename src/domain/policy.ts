import type { ActorType } from '../db/schema.js';
import type { Caller } from './caller.js';
import { ForbiddenError } from './errors.js';

/**
 * Who may do what (decisions §2, Authentication §11). Every route asks here; no rule is written twice.
 * A record the caller cannot see at all is a 404 decided by the query that loads it; a record the
 * caller sees but may not change is a 403 decided here.
 */
export function isAdministrator(caller: Caller): boolean {
  return caller.role === 'owner' || caller.role === 'admin';
}

export function isActor(caller: Caller, type: ActorType | null, id: number | null): boolean {
  return type === 'user' && id === caller.user.id;
}

/** Guests read and comment but do not open or remove issues. */
export function assertCanCreateIssues(caller: Caller): void {
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot create issues.');
}

/** Issue delete: the author or an administrator; agent-created issues administrators only. */
export function assertCanDeleteIssue(
  caller: Caller,
  creator: { type: ActorType | null; id: number | null },
): void {
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot delete issues.');
  if (isAdministrator(caller)) return;
  if (creator.type === 'agent')
    throw new ForbiddenError('Only administrators may delete an issue an agent created.');
  if (!isActor(caller, creator.type, creator.id)) {
    throw new ForbiddenError('Only the author or an administrator may delete this issue.');
  }
}

/** Project management is for everyone but guests. */
export function assertCanManageProjects(caller: Caller): void {
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot manage projects.');
}

/** Private agents are visible to and assignable by their owner only. */
export function canUseAgent(
  caller: Caller,
  agent: { visibility: string; owner_user_id: number | null },
): boolean {
  return agent.visibility === 'workspace' || agent.owner_user_id === caller.user.id;
}
