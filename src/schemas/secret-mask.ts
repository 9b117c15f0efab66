/**
 * Secrets never reach a run's transcript (decisions §11.6). Two kinds are masked:
 *
 * - Known values: each value of at least MIN_MASKED_LENGTH characters (an agent's custom environment, and
 *   on the runner its runtime, lease and run tokens) is replaced by MASK wherever it appears. Shorter
 *   values (`1`, `on`, `dev`) would blank out ordinary words and are rarely secrets.
 * - Anything shaped like a Tandem token (`tdm_`, `tdmr_`, `tdmrun_`, `tdml_` followed by 36 base62
 *   characters), whoever's it is: it keeps its prefix, so a reader still sees which kind was printed.
 *   The server knows no token but by its digest, so this is how it masks them.
 *
 * Used by the reference runner before sending and by the server before storing, so a runner that does
 * not mask cannot leak them.
 *
 * A known value is also masked in the forms a command prints by accident (decisions §12.4): URL-encoded
 * (`encodeURIComponent`, upper- and lower-case escapes, `+` for spaces), and base64, standard and
 * URL-safe, padded or not, alone or inside a longer encoded text. Inside a longer text the value's bytes
 * start at one of three offsets within a 3-byte group; for each, the characters that encode only the
 * value's own bytes are the same whatever surrounds it, and those are masked (a value of at least
 * MIN_EMBEDDED_LENGTH bytes; up to two of its bytes at each end may stay visible, encoded together with
 * their neighbours). Masking guards against accidents, not against a command that means to leak a
 * value it was given (it could reverse it, or send it over the network).
 */
export const MASK = '••••';
export const MIN_MASKED_LENGTH = 4;

/** Values at least this long (in bytes) are masked in base64 also where embedded in a longer text. */
export const MIN_EMBEDDED_LENGTH = 8;

export type SecretMasker = (text: string) => string;

const urlSafe = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_');

/** Base64 forms of `bytes`: standard and URL-safe, with and without padding. */
function base64Forms(bytes: Buffer): string[] {
  const padded = bytes.toString('base64');
  const bare = padded.replace(/=+$/, '');
  return [padded, bare, urlSafe(padded), urlSafe(bare)];
}

/** The URL-encoded forms of a value (only those that differ from it). */
function urlEncodedForms(value: string): string[] {
  const component = encodeURIComponent(value);
  const strict = component.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const forms = [component, strict].flatMap((form) => [
    form,
    form.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
    form.replace(/%20/g, '+'),
  ]);
  return forms.filter((form) => form !== value);
}

/**
 * For each of the three alignments, the base64 characters (standard and URL-safe) that encode only the
 * value's bytes: its whole 3-byte groups from that offset on. Empty for values under
 * MIN_EMBEDDED_LENGTH bytes.
 */
function innerBase64(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length < MIN_EMBEDDED_LENGTH) return [];
  const inner: string[] = [];
  for (let skip = 0; skip < 3; skip++) {
    const whole = Math.floor((bytes.length - skip) / 3) * 3;
    const encoded = bytes.subarray(skip, skip + whole).toString('base64');
    inner.push(encoded, urlSafe(encoded));
  }
  return [...new Set(inner)];
}

/**
 * Every form of `value` that is masked: itself, URL-encoded, base64 of the value alone, and its inner
 * base64 at each alignment (innerBase64).
 */
export function encodedForms(value: string): string[] {
  const forms = [
    value,
    ...urlEncodedForms(value),
    ...base64Forms(Buffer.from(value, 'utf8')),
    ...innerBase64(value),
  ];
  return [...new Set(forms)];
}

/** A line that is all base64 (what `base64` prints, 76 characters a line). */
const BASE64_LINE = /^[A-Za-z0-9+/_-]{8,1024}={0,2}$/;
/** The shortest piece of a value's inner base64 masked at a line's start or end (6 bytes). */
const MIN_WRAPPED_PIECE = 8;

/**
 * Base64 wrapped over lines: a transcript line that is all base64 and lies inside a value's inner
 * base64 is masked whole; one that ends with the beginning of it, or starts with its end (at least
 * MIN_WRAPPED_PIECE characters), has that piece masked.
 */
function maskWrapped(line: string, inners: string[]): string {
  const text = line.trim();
  if (!BASE64_LINE.test(text)) return line;
  let start = 0;
  let end = text.length;
  for (const inner of inners) {
    if (inner.includes(text.replace(/=+$/, ''))) return line.replace(text, MASK);
    for (let size = Math.min(inner.length, text.length); size >= MIN_WRAPPED_PIECE; size--) {
      if (text.endsWith(inner.slice(0, size))) {
        end = Math.min(end, text.length - size);
        break;
      }
    }
    for (let size = Math.min(inner.length, text.length); size >= MIN_WRAPPED_PIECE; size--) {
      if (text.startsWith(inner.slice(-size))) {
        start = Math.max(start, size);
        break;
      }
    }
  }
  if (start === 0 && end === text.length) return line;
  const kept = start < end ? text.slice(start, end) : '';
  const masked = `${start > 0 ? MASK : ''}${kept}${end < text.length && start < end ? MASK : ''}`;
  return line.replace(text, masked || MASK);
}

const TANDEM_TOKEN = /(tdm(?:run|r|l)?_)[0-9A-Za-z]{36}/g;

/** Every Tandem-shaped token in the text, reduced to its prefix and MASK. */
export function maskTandemTokens(text: string): string {
  return text.includes('tdm') ? text.replace(TANDEM_TOKEN, `$1${MASK}`) : text;
}

export function secretMasker(values: Iterable<string>): SecretMasker {
  const known = [...new Set(values)].filter((value) => value.length >= MIN_MASKED_LENGTH);
  // Longest first, so a value that contains another (or a whole encoding its inner part) is masked whole.
  const forms = [...new Set(known.flatMap((value) => encodedForms(value)))].sort(
    (a, b) => b.length - a.length,
  );
  if (forms.length === 0) return maskTandemTokens;
  const inners = [...new Set(known.flatMap((value) => innerBase64(value)))];
  return (text) => {
    const masked = forms.reduce((out, form) => out.split(form).join(MASK), maskTandemTokens(text));
    return inners.length === 0 ? masked : maskWrapped(masked, inners);
  };
}

/**
 * The masker for a set of known values (agent secrets, tokens) in all their forms: what the runner and
 * the server apply to transcripts.
 */
export function maskingFor(values: Iterable<string>): SecretMasker {
  return secretMasker(values);
}
