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
 */
export const MASK = '••••';
export const MIN_MASKED_LENGTH = 4;

export type SecretMasker = (text: string) => string;

const TANDEM_TOKEN = /(tdm(?:run|r|l)?_)[0-9A-Za-z]{36}/g;

/** Every Tandem-shaped token in the text, reduced to its prefix and MASK. */
export function maskTandemTokens(text: string): string {
  return text.includes('tdm') ? text.replace(TANDEM_TOKEN, `$1${MASK}`) : text;
}

export function secretMasker(values: Iterable<string>): SecretMasker {
  // Longest first, so a value that contains another is masked whole.
  const secrets = [...new Set(values)]
    .filter((value) => value.length >= MIN_MASKED_LENGTH)
    .sort((a, b) => b.length - a.length);
  if (secrets.length === 0) return maskTandemTokens;
  return (text) =>
    secrets.reduce((masked, secret) => masked.split(secret).join(MASK), maskTandemTokens(text));
}
