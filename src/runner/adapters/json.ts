/** Reading the tools' JSON events, whose fields may be anything. */

export function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A string, number or boolean field as text; anything else (absent, an object) is `fallback`. */
export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fallback;
}

const SHORT = 300;

/** One line, at most SHORT characters. */
export function short(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SHORT ? `${line.slice(0, SHORT)}…` : line;
}
