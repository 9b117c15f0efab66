/** PostgreSQL's "invalid catalog name": the database named in the URL does not exist. */
const MISSING_DATABASE = '3D000';

/**
 * A connection refused because the PostgreSQL database does not exist, explained with the command
 * that creates it; null for any other error.
 */
export function missingDatabaseMessage(error: unknown, databaseUrl: string): string | null {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  if (code !== MISSING_DATABASE && (error as { code?: unknown } | null)?.code !== MISSING_DATABASE)
    return null;
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const quoted = `"${name.replace(/"/g, '""')}"`;
  return (
    `The PostgreSQL database "${name}" does not exist on ${url.host}. Create it, then run the command again: ` +
    `createdb -h ${url.hostname}${url.port ? ` -p ${url.port}` : ''}${url.username ? ` -U ${decodeURIComponent(url.username)}` : ''} ${name} ` +
    `(or in psql: create database ${quoted};).`
  );
}
