import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  Transaction,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { withPreparedStatements } from './postgres-statements.js';
import { retryTransactions } from './retry-transactions.js';
import { startBackgroundCheckpoints } from './sqlite-checkpoints.js';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The database itself, the one thing that can open a transaction (with `inTransaction`). A function
 * taking a `Db` opens its own transactions; a transaction cannot be passed where a `Db` is wanted.
 */
export type Db = Kysely<Database> & { readonly isTransaction: false };

/** A transaction in progress: a function taking a `Tx` does its work inside the caller's transaction. */
export type Tx = Transaction<Database>;

/** A database or a transaction: reads and repositories take one, so the caller owns the transaction. */
export type Executor = Kysely<Database>;

/**
 * Runs one unit of work in a transaction: committed when `work` resolves, rolled back when it throws.
 * A PostgreSQL transaction whose connection was lost before COMMIT, or which PostgreSQL rolled back to
 * break a deadlock, is run again (retry-transactions.ts): the after-commit tasks of a try that was rolled
 * back are dropped with it.
 * Resolves once the work's after-commit tasks (`afterCommit`) have run, so that a route answers after
 * the live streams were told.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const committed = new Map<string, AfterCommitTask>();
  const ownSteps = autonomousExecutors.get(db);
  const result = await db.transaction().execute((tx) => {
    committed.clear();
    afterCommitTasks.set(tx, committed);
    if (ownSteps) autonomousExecutors.set(tx, ownSteps);
    return work(tx);
  });
  await Promise.all([...committed.values()].map((task) => task(db)));
  return result;
}

/**
 * Work that must not hold the transaction's locks, nor be seen before the commit: announcing what it
 * committed. A task that answers a promise is waited for by `inTransaction`.
 */
export type AfterCommitTask = (db: Db) => unknown;

const afterCommitTasks = new WeakMap<Tx, Map<string, AfterCommitTask>>();

/**
 * Runs `task` once the transaction of `db` has committed (at once when `db` is no transaction), at
 * most once per `key` and transaction; dropped on rollback. Answers false when `db` is a transaction
 * opened outside `inTransaction`, whose commit nobody reports: the caller then does the work inside it.
 */
export function afterCommit(db: Executor, key: string, task: AfterCommitTask): boolean {
  if (!db.isTransaction) {
    void task(db as Db);
    return true;
  }
  const tasks = afterCommitTasks.get(db as Tx);
  if (!tasks) return false;
  tasks.set(key, task);
  return true;
}

/** Per database (and its transactions): the connections of `autonomousStepsOf`, on PostgreSQL only. */
const autonomousExecutors = new WeakMap<Executor, Executor>();

/**
 * Where a statement commits on its own at once, whatever transaction the caller is in, so that a row
 * it locks is free again before the caller's transaction goes on (decisions §11.1: taking an issue
 * number). Its own small pool: a transaction waiting for a second connection of the pool it holds one
 * of could wait for ever once every connection is held that way. Undefined on SQLite (one writer at a
 * time: nothing to gain) and for transactions opened outside `inTransaction`: the caller then does the
 * work in its own transaction.
 */
export function autonomousStepsOf(db: Executor): Executor | undefined {
  return autonomousExecutors.get(db);
}

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  url: string;
  close(): Promise<void>;
}

/**
 * Write transactions on SQLite start with BEGIN IMMEDIATE: a deferred transaction that reads and then
 * writes fails with SQLITE_BUSY when another process (a worker, a second server, the admin CLI)
 * committed in between, and busy_timeout cannot retry that case.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Kysely's SQLite driver prepares every query afresh, and compiling SQL is a fifth of the CPU a simple
 * request costs (docs/performance.md). The same SQL text reuses its compiled statement; the number of
 * distinct texts is bounded (queries are built from code, values are parameters), the cap only guards
 * against `in (…)` lists of many lengths. Safe because SQLite recompiles a cached statement itself after
 * a schema change.
 */
function withStatementCache(connection: SQLite.Database, capacity = 1_000): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => connection.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = withRowsFromArrays(connection.prepare(sql));
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * better-sqlite3 builds each row object in native code one property at a time, which cost half the time
 * of reading a page of issues (26 columns and more a row; docs/performance.md). Rows are read as arrays
 * instead and turned into objects here. The column names are taken again whenever a row's width
 * differs from them (a schema change under a running process).
 */
function withRowsFromArrays(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  let names = statement.columns().map((column) => column.name);
  const toObject = (values: unknown[]): Record<string, unknown> => {
    if (values.length !== names.length) names = statement.columns().map((column) => column.name);
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield toObject(values);
    },
  };
}

/**
 * The connections of `autonomousStepsOf`: two, each statement its own transaction. They commit without
 * waiting for the WAL flush (synchronous_commit off): what such a step commits is flushed at the latest
 * with the caller's own commit, which comes after it in the WAL, so a crash can lose a step only when it
 * loses the caller's work too (an issue number taken for an issue that never was).
 */
function openAutonomousSteps(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    options: '-c synchronous_commit=off',
  });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
}

export function dialectOf(url: string): DialectName {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new Error(`SERVICE_DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}

export function sqlitePath(url: string): string {
  const path = url.slice('sqlite:'.length).replace(/^\/\//, '');
  return resolve(path);
}

// COUNT(*) and other int8 results arrive as strings from pg; our ids and counts fit in a double.
pg.types.setTypeParser(20, (value) => Number(value));

export interface OpenDatabaseOptions {
  /**
   * SQLite: checkpoint the write-ahead log in a worker thread (`tandem serve` and `tandem worker`, whose
   * event loops serve requests and jobs); failures go to `onError`. Ignored on PostgreSQL.
   */
  backgroundCheckpoints?: { onError: (message: string) => void };
}

export function openDatabase(url: string, options: OpenDatabaseOptions = {}): DatabaseHandle {
  const dialect = dialectOf(url);
  if (dialect === 'sqlite') {
    const path = sqlitePath(url);
    mkdirSync(dirname(path), { recursive: true });
    const connection = new SQLite(path);
    connection.pragma('journal_mode = WAL');
    connection.pragma('busy_timeout = 10000');
    connection.pragma('foreign_keys = ON');
    connection.pragma('synchronous = NORMAL');
    const checkpoints = options.backgroundCheckpoints
      ? startBackgroundCheckpoints(connection, path, options.backgroundCheckpoints.onError)
      : null;
    const db = new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(connection) }),
    }) as Db;
    return {
      db,
      dialect,
      url,
      close: async () => {
        await checkpoints?.stop();
        await db.destroy();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that does not answer (a failover in progress) fails the request in seconds, not never.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // A connection lost while idle is replaced by the pool. One lost while checked out fails the statement
  // in hand (Checkout in postgres-statements.ts); pg also emits 'error' on the client then, and pg-pool
  // listens only while a client is idle, so every client gets a listener of its own from birth: an
  // 'error' event without one ends the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = retryTransactions(
    new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) }),
  ) as Db;
  const ownSteps = openAutonomousSteps(url);
  autonomousExecutors.set(db, ownSteps);
  return {
    db,
    dialect,
    url,
    close: async () => {
      await db.destroy();
      await ownSteps.destroy();
    },
  };
}
