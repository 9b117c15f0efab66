import type { Tx } from '../db/connection.js';
import { ValidationError } from '../errors.js';

export interface SeedKeys {
  members: Map<string, number>;
  agents: Map<string, number>;
  projects: Map<string, number>;
}

/**
 * Seeds one further section of a workspace (webhooks, whiteboards, saved views…): each resource that
 * owns such a section adds its seeder here.
 */
export type SectionSeeder = (
  tx: Tx,
  workspace: { id: number; issue_prefix: string },
  entries: unknown[],
  keys: SeedKeys,
) => Promise<Record<string, Record<string, unknown>>>;

/** For section seeders (seed.ts `sectionSeeders`): the user a fixture's member key names. */
export function seededMemberId(keys: SeedKeys, key: unknown, field: string): number {
  const id = typeof key === 'string' ? keys.members.get(key) : undefined;
  if (id === undefined)
    throw ValidationError.field(field, `Unknown member key "${String(key)}" in ${field}.`);
  return id;
}
