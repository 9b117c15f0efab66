import type { Kysely, TransactionBuilder } from 'kysely';
import { DatabaseUnavailableError } from './connection-errors.js';
import type { Database } from './schema.js';

/** Tries of a transaction whose connection was lost before it committed. */
const ATTEMPTS = 3;

/**
 * A transaction whose connection was lost before COMMIT was sent left nothing behind (PostgreSQL rolls
 * it back with the backend), so it is run again on a fresh connection rather than failing the request:
 * the same assumption retryOnUniqueViolation makes, that a transaction's callback acts on the database
 * only. A loss during COMMIT is not retried (it may have landed) and reaches the caller as
 * DatabaseUnavailableError (503 with Retry-After).
 */
export function retryLostTransactions(db: Kysely<Database>): Kysely<Database> {
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
              const retry =
                error instanceof DatabaseUnavailableError && !error.mayHaveCommitted && attempt < ATTEMPTS;
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
