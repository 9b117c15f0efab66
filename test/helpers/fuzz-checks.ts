import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import type { TestApp } from './app.js';
import type { FuzzRequest } from './fuzz-requests.js';

/**
 * What every answer must hold, however malformed the request (decisions §8): no 5xx, an error body
 * `{message}` plus `errors: {field: [messages]}` on 422 only, the rate-limit headers, and no change to
 * the stored state when the request was refused.
 */
export function checkAnswer(
  request: FuzzRequest,
  response: { status: number; headers: Headers; text: string },
  stateChanged: boolean,
): void {
  const { status, headers, text } = response;
  const label = `${request.method} ${request.url.slice(0, 200)} → ${status} ${text.slice(0, 300)}`;
  assert.ok(status < 500, `server error: ${label}`);
  assert.ok(headers.get('x-ratelimit-limit') !== null, `no X-RateLimit-Limit: ${label}`);
  assert.ok(headers.get('x-ratelimit-remaining') !== null, `no X-RateLimit-Remaining: ${label}`);
  if (request.nonDecimalId) assert.ok(status >= 400, `a non-decimal path id named a record: ${label}`);
  if (status < 400) return;

  assert.ok(!stateChanged, `a refused request changed the stored state: ${label}`);
  assert.match(headers.get('content-type') ?? '', /^application\/json/, `error not JSON: ${label}`);
  const body = JSON.parse(text) as Record<string, unknown>;
  assert.equal(typeof body.message, 'string', `error without message: ${label}`);
  const extra = Object.keys(body).filter((key) => key !== 'message' && key !== 'errors');
  assert.deepEqual(extra, [], `error body with other fields: ${label}`);
  if (status !== 422) {
    assert.ok(!('errors' in body), `errors on a ${status}: ${label}`);
    return;
  }
  const errors = body.errors as Record<string, unknown>;
  assert.ok(errors !== null && typeof errors === 'object' && !Array.isArray(errors), `422 errors: ${label}`);
  for (const [field, messages] of Object.entries(errors)) {
    assert.ok(
      Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
      `errors.${field} is not a list of strings: ${label}`,
    );
  }
}

/**
 * Bookkeeping a credential's use writes even when the request is then refused (when a token or session
 * was last used, written at most once a minute): not a change the request made to anything it names.
 */
const USE_STAMPS: Record<string, string[]> = {
  api_tokens: ['last_used_at'],
  sessions: ['last_seen_at', 'expires_at'],
};

/**
 * A digest of every row of every table and of the stored files' names: equal before and after a request
 * exactly when it changed nothing. Small enough for a test database to take after every request.
 */
export async function stateDigest(app: TestApp): Promise<string> {
  const hash = createHash('sha256');
  const tables = (await app.db.introspection.getTables())
    .filter((table) => !table.isView)
    .map((table) => table.name)
    .sort();
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.db);
    hash.update(`\n${table}\n`);
    const stamps = USE_STAMPS[table] ?? [];
    const kept = rows.map((row) =>
      JSON.stringify(Object.fromEntries(Object.entries(row).filter(([column]) => !stamps.includes(column)))),
    );
    for (const row of kept.sort()) hash.update(`${row}\n`);
  }
  const files = await readdir(app.config.storageDir, { recursive: true }).catch(() => []);
  hash.update(`\nfiles\n${files.sort().join('\n')}`);
  return hash.digest('hex');
}
