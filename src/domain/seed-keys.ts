import { ValidationError } from './errors.js';
import type { SeedKeys } from './seed.js';

/**
 * For section seeders (seed.ts `sectionSeeders`): the user a fixture's member key names. Kept apart from
 * seed.ts, which imports every seeder, so that seeders need nothing of it at run time.
 */
export function seededMemberId(keys: SeedKeys, key: unknown, field: string): number {
  const id = typeof key === 'string' ? keys.members.get(key) : undefined;
  if (id === undefined)
    throw ValidationError.field(field, `Unknown member key "${String(key)}" in ${field}.`);
  return id;
}
