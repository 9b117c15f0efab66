import { parseArgs } from 'node:util';

/**
 * Command line of `npm run bench` (docs/performance.md):
 *
 *   npm run bench [-- --issues 10000|100000|1000000[,…]] [--db sqlite|postgres] [--quick]
 *                    [--duration S] [--connections N] [--log-level L] [--server bin|tsx|FILE] [--keep]
 *                    [--no-webhooks] [--json FILE] [--only KEY,…] [--profile DIR] [--compare-commit SHA]
 *
 * Several sizes may be given at once (`--issues 10000,1000000`): each is seeded and measured in turn and
 * the report adds the growth of every read between the smallest and the largest.
 */
export type BenchDialect = 'sqlite' | 'postgres';

export interface BenchOptions {
  sizes: number[];
  db: BenchDialect;
  quick: boolean;
  /** Seconds of measured load per endpoint and server. */
  duration: number;
  connections: number;
  /** SERVICE_LOG_LEVEL of the Tandem server (its production default is `info`). */
  logLevel: string;
  /**
   * `bin`: the compiled CLI (`node bin/tandem.js`, what `npm run bench` builds); `tsx`: the sources;
   * anything else: the path of a compiled `cli-entry.js` (a build kept elsewhere).
   */
  server: string;
  /** Keep the seeded database (its location is printed). */
  keep: boolean;
  webhooks: boolean;
  /** Where the measured results are written as JSON (default `.bench/results-<db>-<time>.json`). */
  jsonPath: string | null;
  /** PostgreSQL server on which the bench creates and drops its own database. */
  postgresUrl: string;
  /** Endpoint keys to measure (`get_issue,create_issue`); null: all of them, and the filter medians. */
  only: string[] | null;
  /** A folder for V8 CPU profiles of `tandem serve` (node --cpu-prof); read them with bench/profile.ts. */
  profileDir: string | null;
  /**
   * A commit whose build is measured in the same run, alternating with the current tree against the
   * same floor and database (bench/older-commit.ts), so a change's effect is a ratio of one hour.
   */
  compareCommit: string | null;
}

export const ENDPOINT_KEYS = [
  'get_issue',
  'list',
  'search',
  'label_status',
  'create_issue',
  'create_comment',
] as const;

export const QUICK_SIZE = 300;
export const MAX_SIZE = 5_000_000;
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export class UsageError extends Error {}

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const cleaned = raw.replace(/[_,]/g, '');
  const value = /^\d+(k|m)?$/i.test(cleaned)
    ? Number(cleaned.replace(/k$/i, '000').replace(/m$/i, '000000'))
    : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function parseBenchOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      issues: { type: 'string' },
      db: { type: 'string' },
      quick: { type: 'boolean' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'log-level': { type: 'string' },
      server: { type: 'string' },
      keep: { type: 'boolean' },
      'no-webhooks': { type: 'boolean' },
      json: { type: 'string' },
      only: { type: 'string' },
      profile: { type: 'string' },
      'compare-commit': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) throw new UsageError('help');

  const db = values.db ?? 'sqlite';
  if (db !== 'sqlite' && db !== 'postgres')
    throw new UsageError(`--db must be sqlite or postgres, got "${db}"`);
  const quick = values.quick ?? false;

  // Sizes: comma-separated, each 100 … MAX_SIZE; `--issues 10000,1000000` measures both and their growth.
  const sizes =
    values.issues === undefined
      ? [quick ? QUICK_SIZE : 100_000]
      : [...new Set(values.issues.split(/[,\s]+/).filter(Boolean))].map((raw) =>
          wholeNumber('issues', raw, 100, MAX_SIZE),
        );
  if (sizes.length === 0) throw new UsageError('--issues names no size');
  sizes.sort((a, b) => a - b);

  const server = values.server ?? 'bin';
  if (server !== 'bin' && server !== 'tsx' && !server.endsWith('.js')) {
    throw new UsageError(`--server must be bin, tsx or the path of a compiled cli-entry.js, got "${server}"`);
  }

  const only = values.only === undefined ? null : values.only.split(/[,\s]+/).filter(Boolean);
  const unknown = only?.filter((key) => !(ENDPOINT_KEYS as readonly string[]).includes(key)) ?? [];
  if (unknown.length > 0 || only?.length === 0) {
    throw new UsageError(
      `--only takes endpoint keys among ${ENDPOINT_KEYS.join(', ')}, got "${values.only}"`,
    );
  }
  const compareCommit = values['compare-commit'] ?? null;
  if (compareCommit !== null && !/^[0-9a-f]{4,40}$/i.test(compareCommit)) {
    throw new UsageError(`--compare-commit takes a commit hash, got "${compareCommit}"`);
  }

  return {
    sizes,
    db,
    quick,
    duration:
      values.duration === undefined ? (quick ? 1 : 10) : wholeNumber('duration', values.duration, 1, 600),
    connections:
      values.connections === undefined
        ? quick
          ? 4
          : 50
        : wholeNumber('connections', values.connections, 1, 1_000),
    logLevel: values['log-level'] ?? 'info',
    server,
    keep: values.keep ?? false,
    webhooks: !(values['no-webhooks'] ?? false),
    jsonPath: values.json ?? null,
    postgresUrl: env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres')
      ? env.SERVICE_TEST_DATABASE_URL
      : DEFAULT_POSTGRES_URL,
    only,
    profileDir: values.profile ?? null,
    compareCommit,
  };
}

export const USAGE = `Usage: npm run bench [-- options]

  --issues N[,N…]    workspace size(s) to seed and measure (default 100000; quick: ${QUICK_SIZE})
  --db sqlite|postgres
                     database (postgres: SERVICE_TEST_DATABASE_URL or ${DEFAULT_POSTGRES_URL};
                     the bench creates and drops its own database there)
  --quick            CI mode: small size, about a second per endpoint; asserts only that every
                     endpoint answered 2xx (and that the floor answers the same JSON)
  --duration S       seconds of measured load per endpoint and server (default 10)
  --connections N    concurrent connections (default 50)
  --log-level L      SERVICE_LOG_LEVEL of the server under test (default info, as in production)
  --server bin|tsx|FILE
                     run the compiled CLI (default: node bin/tandem.js), the TypeScript sources,
                     or a compiled cli-entry.js elsewhere
  --keep             keep the seeded database
  --no-webhooks      skip the webhook delivery benchmark
  --json FILE        where to write the results (default .bench/results-<db>-<time>.json)
  --only KEY[,KEY…]  measure only these endpoints (${ENDPOINT_KEYS.join(', ')}); no filter medians
  --profile DIR      write V8 CPU profiles of tandem serve into DIR (summarise: bench/profile.ts)
  --compare-commit SHA
                     also build SHA (a git worktree under .bench/) and measure it in the same run,
                     alternating with the current tree against the same floor: the report gives
                     each one's share of the floor and their ratio
`;
