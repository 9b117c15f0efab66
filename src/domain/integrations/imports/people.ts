import type { Executor } from '../../../db/connection.js';
import type { Role, Workspace } from '../../../db/schema.js';
import { listCurrentMembers } from '../../../repositories/members.js';
import { ValidationError } from '../../../errors.js';
import { canBeAssigned } from '../../policy.js';
import type { SourcePerson } from './common.js';

/**
 * Who is who between a source tracker and the workspace (issue 32). A source person is a member when
 * the people map (`--people FILE`: `{"octocat": "ada@example.com", "Dana Ortiz": "dana@example.com"}`)
 * names them, when the source gives the member's email, or when the source's name is exactly one
 * member's name (any case). Nobody else is guessed: a GitHub login is not a name.
 */
export interface ImportMember {
  id: number;
  name: string;
  email: string;
  role: Role;
  weekly_hours: number;
}

export class PeopleDirectory {
  private constructor(
    readonly members: ImportMember[],
    private readonly byHandle: Map<string, ImportMember>,
  ) {}

  static async load(db: Executor, workspace: Workspace, peopleMap: Record<string, string>) {
    const members = (await listCurrentMembers(db, workspace.id)) as ImportMember[];
    const byEmail = new Map(members.map((member) => [member.email.toLowerCase(), member]));
    const byHandle = new Map<string, ImportMember>();
    const names = new Map<string, ImportMember[]>();
    for (const member of members) {
      const key = member.name.trim().toLowerCase();
      names.set(key, [...(names.get(key) ?? []), member]);
    }
    // A name two members share names neither.
    for (const [name, holders] of names) if (holders.length === 1) byHandle.set(name, holders[0]!);
    for (const [email, member] of byEmail) byHandle.set(email, member);
    const strangers: string[] = [];
    for (const [handle, email] of Object.entries(peopleMap)) {
      const member = byEmail.get(email.trim().toLowerCase());
      if (member) byHandle.set(handle.trim().toLowerCase(), member);
      else strangers.push(email);
    }
    if (strangers.length > 0) {
      throw ValidationError.field(
        'people',
        `The people map names ${strangers.join(', ')}, not current members of ${workspace.slug}.`,
      );
    }
    return new PeopleDirectory(members, byHandle);
  }

  /** The member a source person is, if any. */
  find(person: SourcePerson | null): ImportMember | null {
    if (person === null) return null;
    for (const handle of person.handles) {
      const member = this.byHandle.get(handle.toLowerCase());
      if (member) return member;
    }
    return null;
  }

  /** The member an issue can be assigned to (the Management role has no issues). */
  assignable(person: SourcePerson | null): ImportMember | null {
    const member = this.find(person);
    return member && canBeAssigned(member) ? member : null;
  }
}

/** The people map file's content: an object of source handles to member emails. */
export function parsePeopleMap(text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw ValidationError.field('people', `The people map is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw ValidationError.field('people', 'The people map must be a JSON object of names to emails.');
  }
  const map: Record<string, string> = {};
  for (const [handle, email] of Object.entries(parsed)) {
    if (typeof email !== 'string') {
      throw ValidationError.field('people', `The people map gives "${handle}" no email.`);
    }
    map[handle] = email;
  }
  return map;
}
