/**
 * Values of an agent's custom environment (tokens, keys) never reach a run's transcript: each value of
 * at least MIN_MASKED_LENGTH characters is replaced by MASK wherever it appears. Shorter values (`1`,
 * `on`, `dev`) would blank out ordinary words and are rarely secrets. Used by the reference runner
 * before sending and by the server before storing, so a runner that does not mask cannot leak them.
 */
export const MASK = '••••';
export const MIN_MASKED_LENGTH = 4;

export type SecretMasker = (text: string) => string;

export function secretMasker(values: Iterable<string>): SecretMasker {
  // Longest first, so a value that contains another is masked whole.
  const secrets = [...new Set(values)]
    .filter((value) => value.length >= MIN_MASKED_LENGTH)
    .sort((a, b) => b.length - a.length);
  if (secrets.length === 0) return (text) => text;
  return (text) => secrets.reduce((masked, secret) => masked.split(secret).join(MASK), text);
}
