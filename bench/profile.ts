import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where a server's CPU time goes, from V8 CPU profiles (`npm run bench -- --profile DIR`, which runs
 * `tandem serve` under `node --cpu-prof`): every sample is given to one category of a request's work,
 * the first in CATEGORIES (most specific first) that any frame of its stack belongs to, so a statement
 * run to look a token up counts as token lookup, one run to write the outbox as outbox. Idle time, the
 * server's start (module loading, migrations) and SQLite's checkpoint thread are left out of the shares.
 *
 * V8 samples wall time of a running thread: on a machine shared with other work, time the process
 * waited for a core lands mostly in system calls (socket writes), so compare shares of one run.
 *
 *   node --import tsx bench/profile.ts DIR|FILE.cpuprofile… [--cpu-ms MS]
 *
 * `--cpu-ms`: the server's measured CPU per request (the bench's "CPU ms/req"), to turn shares into µs.
 */
interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

type Matcher = (frame: CallFrame) => boolean;
const inFile =
  (...parts: string[]): Matcher =>
  (frame) =>
    parts.some((part) => frame.url.includes(part));
const named =
  (pattern: RegExp, url: (u: string) => boolean = () => true): Matcher =>
  (frame) =>
    pattern.test(frame.functionName) && url(frame.url);

/** Leaf-only categories: what V8 does outside JavaScript. */
const LEAF: Record<string, string> = {
  '(idle)': 'idle',
  '(garbage collector)': 'garbage collection',
  '(program)': 'V8 and native (unattributed)',
};

/** The innermost frame with a source belongs to Node itself: socket writes, the HTTP parser, timers. */
const inNodeCore: StackMatcher = (stack) =>
  stack.find((frame) => frame.url !== '')?.url.startsWith('node:') ?? false;

const CHECKPOINTS = 'WAL checkpoints (own thread)';

type StackMatcher = (stack: CallFrame[]) => boolean;
const anyFrame =
  (match: Matcher): StackMatcher =>
  (stack) =>
    stack.some(match);

/**
 * Most specific first; a sample belongs to the first category that accepts its stack (innermost frame
 * first), which for all but Node's own work means one frame of the stack is in its files.
 */
const BY_FRAME: { name: string; match: Matcher }[] = [
  // SQLite's checkpointer (src/db/sqlite-checkpoints.ts): a thread of its own, mostly waiting on fsync.
  { name: CHECKPOINTS, match: inFile('[worker eval]') },
  {
    name: 'start-up',
    match: inFile(
      'node:internal/modules/',
      '/src/db/migrate',
      '/src/db/migrations/',
      'node:internal/main/',
      '/avvio/',
    ),
  },
  {
    name: 'logging',
    match: inFile('/pino/', '/pino-std-serializers/', '/sonic-boom/', '/src/http/request-log'),
  },
  {
    name: 'sanitising',
    match: inFile('/src/domain/html', '/sanitize-html/', '/htmlparser2/', '/parse5/', '/domhandler/'),
  },
  {
    name: 'token lookup and digest',
    match: inFile(
      '/src/http/credential',
      '/src/domain/auth',
      '/src/domain/tokens',
      '/src/domain/caller',
      '/src/repositories/callers',
      '/src/repositories/api-tokens',
      '/src/domain/sessions',
    ),
  },
  { name: 'rate limit', match: inFile('/src/http/rate-limit', '/@fastify/rate-limit/') },
  {
    name: 'idempotency',
    match: inFile('/src/http/idempotency', '/src/domain/idempotency', '/src/repositories/idempotency'),
  },
  {
    name: 'validation',
    match: (frame) =>
      inFile(
        '/ajv/',
        '/ajv-formats/',
        '/src/http/validation',
        '/src/http/json-body',
        '/src/domain/text-input',
        '/fastify/lib/validation',
        '/@sinclair/typebox/',
      )(frame) || named(/^validate\d*$/, (url) => url === '')(frame),
  },
  { name: 'counters (totals, numbering)', match: inFile('/src/repositories/paging') },
  {
    name: 'outbox and live log',
    match: inFile(
      '/src/webhooks/',
      '/src/domain/events',
      '/src/domain/issue-events',
      '/src/domain/live-events',
      '/src/repositories/live-events',
      '/src/realtime/',
    ),
  },
  {
    name: 'DB statements',
    match: inFile(
      '/kysely/',
      '/better-sqlite3/',
      '/node_modules/pg',
      '/pg-protocol/',
      '/pg-pool/',
      '/postgres-array/',
      '/src/db/',
      '/src/repositories/',
    ),
  },
  {
    name: 'presenting and serialisation',
    match: (frame) =>
      inFile(
        '/fast-json-stringify/',
        '/src/domain/issue-presenter',
        '/src/http/envelope',
        '/secure-json-parse/',
      )(frame) ||
      named(/^serialize$/, (url) => url.includes('/fastify/lib/reply'))(frame) ||
      // JSON.stringify and the serialisers fast-json-stringify compiles (new Function: no source).
      named(/^(stringify|parse|anonymous\d*)$/, (url) => url === '')(frame),
  },
  { name: 'domain rules', match: inFile('/src/domain/') },
];

export const CATEGORIES: { name: string; match: StackMatcher }[] = [
  ...BY_FRAME.map(({ name, match }) => ({ name, match: anyFrame(match) })),
  { name: 'node:http and sockets', match: inNodeCore },
  {
    name: 'framework routing and hooks',
    match: anyFrame(
      inFile(
        '/fastify/',
        '/find-my-way/',
        '/avvio/',
        '/@fastify/',
        '/light-my-request/',
        '/src/http/',
        '/fastq/',
      ),
    ),
  },
];

const OTHER = 'other';

/** Self time (ms) per category across the given profiles, idle and start-up included. */
export function categorise(profiles: CpuProfile[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const node of profile.nodes)
      for (const child of node.children ?? []) byId.get(child)!.parent = node.id;
    const categoryOf = new Map<number, string>();
    const classify = (id: number): string => {
      const cached = categoryOf.get(id);
      if (cached) return cached;
      const leaf = byId.get(id)!;
      let category = LEAF[leaf.callFrame.functionName];
      if (category === undefined) {
        const stack: CallFrame[] = [];
        for (
          let node: ProfileNode | undefined = leaf;
          node;
          node = node.parent === undefined ? undefined : byId.get(node.parent)
        )
          stack.push(node.callFrame);
        category = CATEGORIES.find((c) => c.match(stack))?.name ?? OTHER;
      }
      categoryOf.set(id, category);
      return category;
    };
    profile.samples.forEach((id, index) => {
      const category = classify(id);
      totals.set(category, (totals.get(category) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
  }
  return totals;
}

export function formatTable(totals: Map<string, number>, cpuMsPerRequest: number | null): string {
  const left = new Set(['idle', 'start-up', CHECKPOINTS]);
  const busy = [...totals].filter(([name]) => !left.has(name)).reduce((sum, [, ms]) => sum + ms, 0);
  const order = [
    ...CATEGORIES.map((c) => c.name),
    'garbage collection',
    'V8 and native (unattributed)',
    OTHER,
  ];
  const rows = order
    .filter((name) => !left.has(name) && (totals.get(name) ?? 0) > 0)
    .map((name) => {
      const share = (totals.get(name) ?? 0) / busy;
      const us = cpuMsPerRequest === null ? '' : ` | ${Math.round(share * cpuMsPerRequest * 1000)}`;
      return `| ${name} | ${(share * 100).toFixed(1)}%${us} |`;
    });
  return [
    `| Category | Share of busy CPU${cpuMsPerRequest === null ? '' : ' | µs per request'} |`,
    `|---|--:${cpuMsPerRequest === null ? '' : '|--:'}|`,
    ...rows,
    '',
    `Busy ${Math.round(busy)} ms on the main thread; start-up ${Math.round(totals.get('start-up') ?? 0)} ms, ` +
      `idle ${Math.round(totals.get('idle') ?? 0)} ms and the checkpoint thread's ` +
      `${Math.round(totals.get(CHECKPOINTS) ?? 0)} ms left out.`,
  ].join('\n');
}

function profileFiles(paths: string[]): string[] {
  return paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.cpuprofile'))
          .map((name) => join(path, name))
      : [path],
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--cpu-ms');
  const cpuMs = at === -1 ? null : Number(args.splice(at, 2)[1]);
  const files = profileFiles(args);
  if (files.length === 0) {
    process.stderr.write('Usage: node --import tsx bench/profile.ts DIR|FILE.cpuprofile… [--cpu-ms MS]\n');
    process.exit(2);
  }
  const profiles = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  process.stdout.write(`${formatTable(categorise(profiles), cpuMs)}\n`);
}
