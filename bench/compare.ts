/**
 * Keeps the floor honest: it must answer the same JSON as Tandem, or the ratio compares different work.
 * Reads must be equal value for value; writes (new ids, numbers, timestamps) must have the same shape
 * and the same values outside those fields.
 */
const VOLATILE = new Set(['id', 'number', 'created_at', 'updated_at']);

/** Paths (`data[3].labels`) where the two documents differ; at most `limit`. */
export function differences(
  expected: unknown,
  actual: unknown,
  options: { ignoreVolatile?: boolean; limit?: number } = {},
): string[] {
  const out: string[] = [];
  const limit = options.limit ?? 5;
  const walk = (a: unknown, b: unknown, path: string, key: string | null) => {
    if (out.length >= limit) return;
    if (options.ignoreVolatile && key !== null && VOLATILE.has(key) && typeof a === typeof b) return;
    if (Array.isArray(a) || Array.isArray(b)) {
      if (!Array.isArray(a) || !Array.isArray(b)) {
        out.push(`${path || '(root)'}: ${describe(a)} ≠ ${describe(b)}`);
        return;
      }
      if (a.length !== b.length) out.push(`${path || '(root)'}: ${a.length} items ≠ ${b.length} items`);
      for (let i = 0; i < Math.min(a.length, b.length); i++) walk(a[i], b[i], `${path}[${i}]`, null);
      return;
    }
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const k of keys) {
        const inA = k in a;
        const inB = k in b;
        const child = path ? `${path}.${k}` : k;
        if (!inA || !inB) {
          out.push(`${child}: ${inA ? 'only in Tandem' : 'only in the floor'}`);
          continue;
        }
        walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], child, k);
      }
      return;
    }
    if (!Object.is(a, b)) out.push(`${path || '(root)'}: ${describe(a)} ≠ ${describe(b)}`);
  };
  walk(expected, actual, '', null);
  return out;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
