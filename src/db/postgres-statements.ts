import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Marks a statement to be planned on every call: a listing whose best plan depends on the values (how
 * many issues a filter matches), where one generic plan for all of them could be a poor one.
 */
export const PLAN_EVERY_CALL = '/* plan every call */ ';

/** Distinct statement texts prepared at most; beyond, statements run unnamed (only a slower path). */
const CAPACITY = 2_000;

const names = new Map<string, string>();

/** Only single data statements with nothing to mark them otherwise are prepared. */
function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= CAPACITY || text.startsWith(PLAN_EVERY_CALL) || text.includes(';')) return undefined;
  if (!/^\s*(select|insert|update|delete|with)\b/i.test(text)) return undefined;
  const name = `tandem_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * A pg pool whose clients run every query as a named (prepared) statement, parsed and planned once per
 * connection rather than on every call, as pgx and many other drivers do by default. Planning a query
 * of a few joins and subqueries takes PostgreSQL longer than running it: preparing the issue lookups
 * doubled `GET /issues/{id}` on PostgreSQL (docs/performance.md). Statements whose plan depends on the
 * values opt out with PLAN_EVERY_CALL, since PostgreSQL may settle on one generic plan for a prepared
 * statement after five calls.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const run = async (text: string, values: unknown[]) => {
      const name = nameFor(text);
      if (name === undefined) return client.query(text, values);
      try {
        return await client.query({ name, text, values });
      } catch (error) {
        // A migration changed a table under this running process ("cached plan must not change result
        // type"): answer without the stale statement; a restart prepares it afresh.
        if ((error as { code?: string }).code === '0A000') return client.query(text, values);
        throw error;
      }
    };
    // Kysely passes SQL text and parameters, or a cursor (streaming), which goes through untouched.
    const query = (textOrCursor: unknown, values?: readonly unknown[]) =>
      typeof textOrCursor === 'string'
        ? run(textOrCursor, [...(values ?? [])])
        : client.query(textOrCursor as pg.Submittable);
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (wrapped === undefined) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
  };
}
