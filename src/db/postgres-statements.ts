import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { DatabaseUnavailableError, isConnectionLoss } from './connection-errors.js';

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

/** Statements after which a lost connection leaves nothing written: safe to run again elsewhere. */
const READ_OR_BEGIN = /^\s*(select|begin|start transaction)\b/i;
const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;

/**
 * Connections a first read or BEGIN is tried on. When every backend is terminated at once, the pool
 * may still hold idle clients that died a moment ago and have not yet reported it: the next one handed
 * out can be dead too, so one fresh try is not enough.
 */
const FRESH_CONNECTION_TRIES = 4;

/** pg's own mark of a client it will run nothing more on (pg-pool reads it the same way). */
function usable(client: pg.PoolClient): boolean {
  return (client as unknown as { _queryable?: boolean })._queryable !== false;
}

/**
 * One checkout of a pooled connection, as Kysely sees it.
 * - A lost connection fails the statement in hand with DatabaseUnavailableError (503 with Retry-After
 *   over HTTP), and the connection is released as broken so that the pool opens a fresh one.
 * - When that was the first statement of the checkout and a read or a BEGIN, or was never sent,
 *   nothing was written: it runs again on a fresh connection (up to FRESH_CONNECTION_TRIES), so
 *   connections that died idle in the pool cost no request.
 * (Every client carries an 'error' listener from birth, see openDatabase: the statement in hand is
 * what reports the loss.)
 */
class Checkout {
  private fresh = true;
  private inTransaction = false;
  /** Set once the connection was lost mid-work: every later statement (Kysely's ROLLBACK) reports it. */
  private lost: DatabaseUnavailableError | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private client: pg.PoolClient,
  ) {}

  static async open(pool: pg.Pool): Promise<Checkout> {
    return new Checkout(pool, await checkOut(pool));
  }

  readonly query = (textOrCursor: unknown, values?: readonly unknown[]) =>
    typeof textOrCursor === 'string'
      ? this.statement(textOrCursor, [...(values ?? [])])
      : this.client.query(textOrCursor as pg.Submittable);

  readonly release = () => {
    // A lost connection was already handed back, as broken, when it failed.
    if (this.lost === null) this.client.release(!usable(this.client));
  };

  private async statement(text: string, values: unknown[], tries = 1): Promise<pg.QueryResult> {
    if (this.lost) throw this.lost;
    const first = this.fresh;
    this.fresh = false;
    // pg refuses to send anything on a connection it knows is lost: such a statement never left.
    const sent = usable(this.client);
    try {
      const result = await runPrepared(this.client, text, values);
      if (TRANSACTION_START.test(text)) this.inTransaction = true;
      else if (TRANSACTION_END.test(text)) this.inTransaction = false;
      return result;
    } catch (error) {
      if (!isConnectionLoss(error, usable(this.client))) throw error;
      this.client.release(true);
      if (first && tries < FRESH_CONNECTION_TRIES && (!sent || READ_OR_BEGIN.test(text))) {
        this.client = await checkOut(this.pool).catch((failure: unknown) => {
          this.lost =
            failure instanceof DatabaseUnavailableError
              ? failure
              : new DatabaseUnavailableError(failure, false);
          throw this.lost;
        });
        this.fresh = true;
        return this.statement(text, values, tries + 1);
      }
      // A COMMIT that never left, or whose connection was already gone, committed nothing.
      const mayHaveCommitted =
        sent && (COMMIT.test(text) || (!this.inTransaction && !READ_OR_BEGIN.test(text)));
      this.lost = new DatabaseUnavailableError(error, mayHaveCommitted);
      throw this.lost;
    }
  }
}

async function checkOut(pool: pg.Pool): Promise<pg.PoolClient> {
  try {
    return await pool.connect();
  } catch (error) {
    // The server's own refusal (no such database, a wrong password) is said as it is.
    if (!isConnectionLoss(error, false)) throw error;
    throw new DatabaseUnavailableError(error, false);
  }
}

async function runPrepared(client: pg.PoolClient, text: string, values: unknown[]): Promise<pg.QueryResult> {
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
}

/**
 * A pg pool whose clients run every query as a named (prepared) statement, parsed and planned once per
 * connection rather than on every call, as pgx and many other drivers do by default. Planning a query
 * of a few joins and subqueries takes PostgreSQL longer than running it: preparing the issue lookups
 * doubled `GET /issues/{id}` on PostgreSQL (docs/performance.md). Statements whose plan depends on the
 * values opt out with PLAN_EVERY_CALL, since PostgreSQL may settle on one generic plan for a prepared
 * statement after five calls. Connections lost on the way are handled by Checkout.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    async connect() {
      const checkout = await Checkout.open(pool);
      // Kysely passes SQL text and parameters, or a cursor (streaming), which goes through untouched.
      return {
        query: checkout.query as unknown as PostgresPoolClient['query'],
        release: checkout.release,
      };
    },
  };
}
