import type { Executor } from '../../db/connection.js';
import { listAgentsWithVisibility } from '../../repositories/agents.js';
import { listLivePeople } from '../../repositories/members.js';
import type { ActorRef } from '../actors.js';
import type { Caller } from '../caller.js';
import { plainText } from '../html.js';
import { canUseAgent } from '../policy.js';

/**
 * Mentions in a comment body (contract: Comment, "Mention forms"):
 *
 *  - `@agent:<id>`, `@user:<id>`: that actor exactly;
 *  - `@<display name>`: people and agents by display name, longest name first, any case;
 *  - `@<first name>`: people only; a first name two people share resolves to nobody.
 *
 * Only current members and the workspace's agents resolve, and a private agent only for an author who may
 * assign to it (its owner): for anybody else it does not exist, so a mention can never queue a run the
 * author could not have queued directly. A display name two actors share resolves to nobody, like a shared
 * first name. An `@` inside a word (an email address) is not a mention. Unresolvable names are ignored.
 */

export interface MentionCandidates {
  people: { id: number; name: string }[];
  agents: { id: number; name: string }[];
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}_]/u;
const EXPLICIT = /^(agent|user):([1-9][0-9]{0,9})(?![\p{L}\p{M}\p{N}_])/u;
const FIRST_NAME = /^[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/u;

interface NamedGroup {
  name: string;
  lower: string;
  actors: ActorRef[];
}

/** The actors `text` mentions, in order of first appearance, each once. */
export function findMentions(text: string, candidates: MentionCandidates): ActorRef[] {
  const known = new Set<string>();
  const groups = new Map<string, NamedGroup>();
  const firstNames = new Map<string, ActorRef[]>();
  const addName = (name: string, actor: ActorRef) => {
    const trimmed = name.trim();
    if (trimmed === '') return;
    const lower = trimmed.toLowerCase();
    const group = groups.get(lower) ?? { name: trimmed, lower, actors: [] };
    group.actors.push(actor);
    groups.set(lower, group);
  };
  for (const person of candidates.people) {
    const actor: ActorRef = { type: 'user', id: person.id };
    known.add(`user:${person.id}`);
    addName(person.name, actor);
    const first = person.name.trim().split(/\s+/)[0]?.toLowerCase();
    if (first) firstNames.set(first, [...(firstNames.get(first) ?? []), actor]);
  }
  for (const agent of candidates.agents) {
    known.add(`agent:${agent.id}`);
    addName(agent.name, { type: 'agent', id: agent.id });
  }
  const byLength = [...groups.values()].sort((a, b) => b.name.length - a.name.length);

  const found = new Map<string, ActorRef>();
  const add = (actor: ActorRef) => found.set(`${actor.type}:${actor.id}`, actor);
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at > 0 && WORD_CHARACTER.test(text.charAt(at - 1))) continue;
    const rest = text.slice(at + 1);

    const explicit = EXPLICIT.exec(rest);
    if (explicit) {
      const key = `${explicit[1]}:${explicit[2]}`;
      if (known.has(key)) add({ type: explicit[1] as ActorRef['type'], id: Number(explicit[2]) });
      continue;
    }

    const named = byLength.find(
      (group) =>
        rest.slice(0, group.name.length).toLowerCase() === group.lower &&
        !WORD_CHARACTER.test(rest.charAt(group.name.length)),
    );
    if (named) {
      if (named.actors.length === 1) add(named.actors[0]!);
      continue;
    }

    const word = FIRST_NAME.exec(rest);
    const people = word ? firstNames.get(word[0].toLowerCase()) : undefined;
    if (people?.length === 1) add(people[0]!);
  }
  return [...found.values()];
}

/** Who may be mentioned by this author: current members, and the agents the author could assign to. */
export async function loadMentionCandidates(db: Executor, caller: Caller): Promise<MentionCandidates> {
  const [people, agents] = await Promise.all([
    listLivePeople(db, caller.workspace.id),
    listAgentsWithVisibility(db, caller.workspace.id),
  ]);
  return { people, agents: agents.filter((agent) => canUseAgent(caller, agent)) };
}

/** The actors a (sanitised) comment body mentions. */
export async function resolveMentions(db: Executor, caller: Caller, html: string): Promise<ActorRef[]> {
  const text = plainText(html);
  if (!text.includes('@')) return [];
  return findMentions(text, await loadMentionCandidates(db, caller));
}
