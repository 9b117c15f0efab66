/**
 * Database constraint violations recognised by driver error codes (never by message text), the same
 * meaning on both databases.
 */
export type ConstraintKind = 'unique' | 'foreign_key' | 'not_null' | 'check';

const SQLITE_CODES: Record<string, ConstraintKind> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  SQLITE_CONSTRAINT_NOTNULL: 'not_null',
  SQLITE_CONSTRAINT_CHECK: 'check',
};

const POSTGRES_CODES: Record<string, ConstraintKind> = {
  '23505': 'unique',
  '23503': 'foreign_key',
  '23502': 'not_null',
  '23514': 'check',
};

export function constraintKind(error: unknown): ConstraintKind | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = String(error.code);
  return SQLITE_CODES[code] ?? POSTGRES_CODES[code] ?? null;
}

export function isUniqueViolation(error: unknown): boolean {
  return constraintKind(error) === 'unique';
}
