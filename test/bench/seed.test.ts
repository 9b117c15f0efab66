import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedWorkspace } from '../../bench/seed.js';
import { systemClock } from '../../src/clock.js';
import { closeEndedCycles } from '../../src/domain/issues/cycle-carry-over.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

describe('bench seed', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.drop());

  it('leaves the hourly carry-over nothing to do, so it cannot run in the middle of a measurement', async () => {
    const seeded = await seedWorkspace(database.url, 500, () => undefined);
    const inCycles = await database.db
      .selectFrom('issues')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cycle_number', 'is not', null)
      .where('status', 'not in', ['done', 'canceled'])
      .executeTakeFirstOrThrow();
    assert.ok(Number(inCycles.n) > 0, 'the seed puts unfinished issues in cycles');
    assert.deepEqual(
      await closeEndedCycles(database.db, { appUrl: 'http://bench.test', clock: systemClock }),
      [],
    );
    assert.equal(seeded.issues, 500);
  });
});
