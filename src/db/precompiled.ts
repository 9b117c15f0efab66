import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './connection.js';
import { isPostgres } from './migration-helpers.js';

/** Stands for the n-th argument while the query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query whose shape never changes, built and compiled by Kysely once per dialect instead of on every
 * call. Building a query of a few joins costs more than running it (docs/performance.md), which matters
 * on paths every request takes, such as authentication. `build` must use its arguments only as values
 * (never branch on them, never spread them into lists): it is called once with placeholders, and each
 * call then puts its arguments where the placeholders landed among the query's parameters.
 */
export function precompiled<Args extends unknown[], Row>(
  build: (db: Executor, ...args: Args) => Compilable<Row>,
): (db: Executor, ...args: Args) => Promise<Row[]> {
  const byDialect = new Map<boolean, CompiledQuery<Row>>();
  return async (db, ...args) => {
    const postgres = isPostgres(db);
    let compiled = byDialect.get(postgres);
    if (compiled === undefined) {
      const slots = args.map((_, index) => new Slot(index)) as Args;
      compiled = build(db, ...slots).compile();
      const used = new Set(compiled.parameters.filter((p) => p instanceof Slot).map((p) => p.index));
      if (used.size !== args.length) throw new Error('precompiled: every argument must be a query value');
      byDialect.set(postgres, compiled);
    }
    const parameters = compiled.parameters.map((value) =>
      value instanceof Slot ? args[value.index] : value,
    );
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
