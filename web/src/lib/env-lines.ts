/**
 * Custom environment variables typed as `KEY=value` lines, into the object the API takes. Blank
 * lines and `#` comments are skipped; a line without `=` or with a name that is not a shell variable
 * name is reported by its line number.
 */
export function parseEnvLines(text: string): { env: Record<string, string>; errors: string[] } {
  const env: Record<string, string> = {};
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const equals = line.indexOf('=');
    const name = equals === -1 ? '' : line.slice(0, equals).trim();
    if (equals === -1 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      errors.push(`Line ${index + 1} is not NAME=value.`);
      return;
    }
    env[name] = line.slice(equals + 1);
  });
  return { env, errors };
}
