import type { Executor } from '../db/connection.js';
import type { ActorType } from '../db/schema.js';
import { findWorkspaceAgent, listAgentNames } from '../repositories/agents.js';
import { findMember } from '../repositories/members.js';
import { listUserNames } from '../repositories/users.js';
import type { Caller } from './caller.js';
import { ValidationError } from '../errors.js';
import { canUseAgent } from './policy.js';
import { ACTOR_KEY_PATTERN, type ActorView } from '../schemas/common.js';

export type { ActorView };

export interface ActorRef {
  type: ActorType;
  id: number;
}

export const FORMER_MEMBER = 'Former member';
/** What people other than its owner see of a private agent's name. */
export const PRIVATE_AGENT = 'Private agent';

export function actorKey(ref: ActorRef): string {
  return `${ref.type}:${ref.id}`;
}

const ACTOR_KEY = new RegExp(`^${ACTOR_KEY_PATTERN}$`);

export function parseActorKey(key: string): ActorRef | null {
  if (!ACTOR_KEY.test(key)) return null;
  const [type, id] = key.split(':');
  return { type: type as ActorType, id: Number(id) };
}

/**
 * Resolves actor names in two queries whatever the number of records being serialised. Given the
 * `viewer`, an agent the viewer may not see (somebody else's private agent, policy `canUseAgent`) is
 * named `Private agent`, as GET /agents leaves it out: its name is not the viewer's to read.
 */
export class ActorDirectory {
  private constructor(
    private readonly names: Map<string, string>,
    private readonly hidden: ReadonlySet<string>,
  ) {}

  /** `known`: actors whose names the caller already has (the caller itself), not looked up again. */
  static async load(
    db: Executor,
    refs: Iterable<{ type: ActorType | null; id: number | null }>,
    known: readonly ActorView[] = [],
    viewer?: Caller,
  ): Promise<ActorDirectory> {
    const names = new Map(known.map((actor) => [actorKey(actor), actor.name]));
    const hidden = new Set<string>();
    const userIds = new Set<number>();
    const agentIds = new Set<number>();
    for (const ref of refs) {
      if (ref.type === null || ref.id === null || names.has(actorKey({ type: ref.type, id: ref.id })))
        continue;
      if (ref.type === 'user') userIds.add(ref.id);
      if (ref.type === 'agent') agentIds.add(ref.id);
    }
    if (userIds.size > 0) {
      const users = await listUserNames(db, [...userIds]);
      for (const u of users) names.set(`user:${u.id}`, u.deleted_at ? FORMER_MEMBER : u.name);
    }
    if (agentIds.size > 0) {
      const agents = await listAgentNames(db, [...agentIds]);
      for (const a of agents) {
        const key = `agent:${a.id}`;
        if (viewer && !canUseAgent(viewer, a)) {
          hidden.add(key);
          names.set(key, PRIVATE_AGENT);
        } else names.set(key, a.name);
      }
    }
    return new ActorDirectory(names, hidden);
  }

  view(type: ActorType | null, id: number | null): ActorView | null {
    return actorView(type, id, this.names.get(`${type}:${id}`));
  }

  /**
   * An actor as recorded earlier (the name it had then, e.g. in an issue's history), its name withheld
   * when the viewer may not see it.
   */
  recorded(actor: ActorView): ActorView {
    return this.hidden.has(actorKey(actor)) ? { ...actor, name: PRIVATE_AGENT } : actor;
  }
}

/** An actor as shown: null for nobody; a name no longer known shows as "Former member". */
export function actorView(
  type: ActorType | null,
  id: number | null,
  name: string | null | undefined,
): ActorView | null {
  if (type === null || id === null) return null;
  return { type, id, name: name ?? FORMER_MEMBER };
}

/**
 * Checks an actor against the workspace: a person must be a current member, an agent must belong to it.
 * Refuses with 422 on `field` otherwise (General rules §7: every id is checked before use).
 */
export async function resolveWorkspaceActor(
  db: Executor,
  workspaceId: number,
  ref: ActorRef,
  field: string,
): Promise<ActorRef> {
  if (!(await isWorkspaceActor(db, workspaceId, ref))) {
    throw ValidationError.field(field, `The ${field} must be a person or agent of this workspace.`);
  }
  return ref;
}

/**
 * Whether an actor is of the workspace: a person a current member (with `includingFormer`, any past
 * one), an agent one that belongs to it.
 */
export async function isWorkspaceActor(
  db: Executor,
  workspaceId: number,
  ref: ActorRef,
  options: { includingFormer?: boolean } = {},
): Promise<boolean> {
  const found =
    ref.type === 'user'
      ? await findMember(db, workspaceId, ref.id, options)
      : await findWorkspaceAgent(db, workspaceId, ref.id);
  return found !== undefined;
}

export function parseActorKeyOrFail(key: string, field: string): ActorRef {
  const ref = parseActorKey(key);
  if (!ref)
    throw ValidationError.field(field, `The ${field} must be an actor key such as user:1 or agent:2.`);
  return ref;
}

/**
 * The assignee that the pair `assignee_type` + `assignee_id` names, in a request body or a list query
 * (`noun` says which): undefined when neither half is given, null when the pair clears it. A half
 * without the other is refused on the missing half's name.
 */
export function assigneeOfPair(
  type: ActorType | null | undefined,
  id: number | null | undefined,
  noun: 'field' | 'parameter',
): ActorRef | null | undefined {
  if (type === undefined && id === undefined) return undefined;
  if (type === null || (type === undefined && id === null)) return null;
  if (type === undefined) {
    throw ValidationError.field('assignee_type', `The assignee_type ${noun} is required with assignee_id.`);
  }
  if (id === undefined || id === null) {
    throw ValidationError.field('assignee_id', `The assignee_id ${noun} is required with assignee_type.`);
  }
  return { type, id };
}

/** Refuses an `assignee` key that names someone else than the pair given beside it (if any). */
export function assertSameAssignee(
  fromPair: ActorRef | null | undefined,
  fromKey: ActorRef | null,
  message: string,
): void {
  if (fromPair !== undefined && (fromKey?.type !== fromPair?.type || fromKey?.id !== fromPair?.id)) {
    throw ValidationError.field('assignee', message);
  }
}
