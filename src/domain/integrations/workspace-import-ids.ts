import { ValidationError } from '../../errors.js';
import type { KeyedTable, MappedTable } from './workspace-transfer-plan.js';

/** The refusal of a file with a row naming another that the file does not hold. */
export function foreignReference(table: string, column: string, target: string, value: unknown) {
  const shown = JSON.stringify(value)?.slice(0, 80) ?? String(value);
  const reason = `a row of ${table} names ${target} ${shown} in ${column}, which the file does not hold: an export only refers to rows of its own workspace.`;
  return new ValidationError(
    { file: [reason] },
    `The file is not a usable export: ${reason} Nothing was imported.`,
  );
}

/**
 * The new id of every carried row other rows point at (issue 32): integer ids are assigned by the target
 * database, so each reference in the file is translated through here, including the ids written inside
 * JSON documents (history entries, mentions, saved views' filters) and actor keys in comment text.
 */
export class ImportIds {
  readonly #maps = new Map<MappedTable, Map<number, number>>();
  readonly #keys = new Map<KeyedTable, Set<string>>();

  /** A row whose ULID stays: references to it are checked, not translated. */
  addKey(table: KeyedTable, id: unknown): void {
    let keys = this.#keys.get(table);
    if (!keys) this.#keys.set(table, (keys = new Set()));
    keys.add(String(id));
  }

  hasKey(table: KeyedTable, id: unknown): boolean {
    return typeof id === 'string' && this.#keys.get(table)?.has(id) === true;
  }

  has(table: MappedTable, id: unknown): boolean {
    return typeof id === 'number' && this.#maps.get(table)?.has(id) === true;
  }

  /** The new id `column` of a row of `table` names; refused when the file holds no such row. */
  reference(table: string, column: string, target: MappedTable, value: unknown): number {
    const id = typeof value === 'number' ? this.#maps.get(target)?.get(value) : undefined;
    if (id === undefined) throw foreignReference(table, column, target, value);
    return id;
  }

  set(table: MappedTable, oldId: number, newId: number): void {
    let map = this.#maps.get(table);
    if (!map) this.#maps.set(table, (map = new Map()));
    map.set(oldId, newId);
  }

  /** The new id; a reference to a row the file does not hold makes the file unusable. */
  get(table: MappedTable, oldId: number): number {
    const id = this.#maps.get(table)?.get(oldId);
    if (id === undefined)
      throw new ValidationError(
        { file: [`A row refers to ${table} ${oldId}, which comes nowhere before it in the file.`] },
        `The file is not a usable export: a row refers to ${table} ${oldId}, which it does not hold.`,
      );
    return id;
  }

  actor(type: unknown, id: number): number {
    return this.get(type === 'agent' ? 'agents' : 'users', id);
  }

  /** `user:3` / `agent:2` with the new id; other values (`none`, `me`) as they are. */
  actorKey(key: unknown): unknown {
    if (typeof key !== 'string') return key;
    const match = /^(user|agent):(\d+)$/.exec(key);
    return match ? `${match[1]}:${this.actor(match[1], Number(match[2]))}` : key;
  }

  /** Actor keys in text written by people (`@user:3` in a comment). Unknown ones stay as written. */
  mentionsInText(text: string): string {
    return text.replace(
      /@(user|agent):([1-9][0-9]{0,9})(?![\p{L}\p{M}\p{N}_])/gu,
      (whole, type: string, id: string) => {
        const mapped = this.#maps.get(type === 'agent' ? 'agents' : 'users')?.get(Number(id));
        return mapped === undefined ? whole : `@${type}:${mapped}`;
      },
    );
  }

  /**
   * A history entry's data: actors (`{type, id, name}`) anywhere, `project` objects, `comment_id`.
   * Issue identifiers and label names need nothing.
   */
  activityData(value: unknown, key = ''): unknown {
    if (Array.isArray(value)) return value.map((item) => this.activityData(item, key));
    if (typeof value !== 'object' || value === null) {
      return key === 'comment_id' && typeof value === 'number' ? this.known('comments', value) : value;
    }
    const object = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [field, inner] of Object.entries(object)) result[field] = this.activityData(inner, field);
    if ((object.type === 'user' || object.type === 'agent') && typeof object.id === 'number') {
      result.id = this.knownActor(object.type, object.id);
    } else if (key === 'project') {
      // A project as presented (`{id, name}`), or a change of it (`{from, to}`).
      if (typeof object.id === 'number') result.id = this.known('projects', object.id);
      for (const side of ['from', 'to'] as const) {
        const project = result[side] as { id?: unknown } | null | undefined;
        if (project && typeof project.id === 'number')
          result[side] = { ...project, id: this.known('projects', project.id) };
      }
    }
    return result;
  }

  /** A saved view's filters: actor keys, `assignee_id` and `project_id`. */
  savedViewFilters(filters: Record<string, unknown>): Record<string, unknown> {
    const result = { ...filters };
    if ('assignee' in result) {
      result.assignee = Array.isArray(result.assignee)
        ? result.assignee.map((key) => this.actorKey(key))
        : this.actorKey(result.assignee);
    }
    if (
      result.assignee_id !== undefined &&
      (result.assignee_type === 'user' || result.assignee_type === 'agent')
    )
      result.assignee_id = this.actor(result.assignee_type, Number(result.assignee_id));
    if (result.project_id !== undefined) result.project_id = this.get('projects', Number(result.project_id));
    return result;
  }

  /** History records things that may have gone since (a deleted project): those ids stay as recorded. */
  private known(table: MappedTable, id: number): number {
    return this.#maps.get(table)?.get(id) ?? id;
  }

  private knownActor(type: string, id: number): number {
    return this.known(type === 'agent' ? 'agents' : 'users', id);
  }
}
