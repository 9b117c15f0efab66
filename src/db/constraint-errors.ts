/**
 * Database constraint violations recognised by driver error codes (never by message text), the same
 * meaning on both databases.
 */
export type ConstraintKind = 'unique' | 'foreign_key' | 'not_null' | 'check' | 'invalid_value';

const SQLITE_CODES: Record<string, ConstraintKind> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  SQLITE_CONSTRAINT_NOTNULL: 'not_null',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_TOOBIG: 'invalid_value',
  SQLITE_MISMATCH: 'invalid_value',
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
  // PostgreSQL class 22 (data exception): a value the column cannot hold (out of range, bad encoding).
  if (/^22[0-9A-Z]{3}$/.test(code)) return 'invalid_value';
  return SQLITE_CODES[code] ?? POSTGRES_CODES[code] ?? null;
}

export function isUniqueViolation(error: unknown): boolean {
  return constraintKind(error) === 'unique';
}
