import type { Kysely, TransactionBuilder } from 'kysely';
import { DatabaseUnavailableError } from './connection-errors.js';
import type { Database } from './schema.js';

/** Tries of a transaction that PostgreSQL rolled back for a reason outside the request. */
const ATTEMPTS = 3;

/** SQLSTATE of the transaction PostgreSQL picked to break a deadlock: it was rolled back whole. */
const DEADLOCK_VICTIM = '40P01';

/**
 * A transaction that left nothing behind for a reason outside the request is run again rather than
 * failing it: one whose connection was lost before COMMIT was sent (PostgreSQL rolls it back with the
 * backend; it runs again on a fresh connection), and one PostgreSQL rolled back to break a deadlock
 * (the other transaction went on; the lock order rules in docs/architecture.md keep these rare). The
 * same assumption retryOnUniqueViolation makes: a transaction's callback acts on the database only. A
 * loss during COMMIT is not retried (it may have landed) and reaches the caller as
 * DatabaseUnavailableError (503 with Retry-After).
 */
export function retryTransactions(db: Kysely<Database>): Kysely<Database> {
  const begin = db.transaction.bind(db);
  db.transaction = () => retrying(begin());
  return db;
}

function retrying(builder: TransactionBuilder<Database>): TransactionBuilder<Database> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === 'execute') {
        return async <T>(callback: Parameters<TransactionBuilder<Database>['execute']>[0]): Promise<T> => {
          for (let attempt = 1; ; attempt++) {
            try {
              return (await target.execute(callback)) as T;
            } catch (error) {
              const rolledBack =
                (error instanceof DatabaseUnavailableError && !error.mayHaveCommitted) ||
                isDeadlockVictim(error);
              const retry = rolledBack && attempt < ATTEMPTS;
              if (!retry) throw error;
            }
          }
        };
      }
      if (property === 'setIsolationLevel' || property === 'setAccessMode') {
        return (value: never) => retrying(target[property](value));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function isDeadlockVictim(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === DEADLOCK_VICTIM;
}
