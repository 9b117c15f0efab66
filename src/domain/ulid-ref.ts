/**
 * Records named by ULID in a URL or a body field (meetings, articles, whiteboards, elements). ULIDs are
 * case-insensitive Crockford base32; the canonical form is upper case. Anything else names nothing,
 * which the caller turns into its 404 or 422 without asking the database.
 */
const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function canonicalUlid(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return ULID_PATTERN.test(upper) ? upper : null;
}
