import type { Kysely } from 'kysely';
import { defaultZero, text } from '../migration-helpers.js';

/**
 * Work done once (decisions §11.5). `lease_generation` counts the claims of a run (unlike `attempts`,
 * a release never gives one back): each claim hands out the next generation, the fencing number of
 * its lease. `report_lease_digest` keeps the digest of the lease whose report ended the run, so that
 * the same report sent again (its answer was lost, the runner restarted) is answered as accepted
 * instead of being applied twice or refused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runs').addColumn('lease_generation', 'integer', defaultZero).execute();
  await db.schema.alterTable('runs').addColumn('report_lease_digest', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runs').dropColumn('report_lease_digest').execute();
  await db.schema.alterTable('runs').dropColumn('lease_generation').execute();
}
