import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

/**
 * Shared by migrations so they stay dialect-neutral. Frozen like the migrations that use it:
 * change behaviour only by adding a new helper.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Text column for ISO timestamps, dates and JSON documents alike. */
export const text = 'text' as const;

export function notNull(col: ColumnDefinitionBuilder) {
  return col.notNull();
}

export function defaultZero(col: ColumnDefinitionBuilder) {
  return col.notNull().defaultTo(0);
}

export function references(target: string, onDelete: 'cascade' | 'set null' | 'restrict' = 'restrict') {
  return (col: ColumnDefinitionBuilder) => col.references(target).onDelete(onDelete);
}

export { sql };
