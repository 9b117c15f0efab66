import { ValidationError } from '../errors.js';

/**
 * Text as clients send it, made storable: PostgreSQL text cannot hold U+0000 at all, so a NUL would turn
 * a harmless request into a server error on one database and not the other.
 */

/** Multi-line text and HTML: NUL characters removed, everything else kept. */
export function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '');
}

/** One line (titles, names, places): control characters become a space; surrounding blanks go. */
export function singleLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** A required single line: refused on `field` when nothing printable is left. */
export function requiredLine(text: string, field: string): string {
  const line = singleLine(text);
  if (line === '') throw ValidationError.field(field, `The ${field} field is required.`);
  return line;
}
