import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { differences } from '../../bench/compare.js';
import {
  busyCycle,
  COMMON_WORD,
  identifierOf,
  isDeleted,
  isEpic,
  RARE_WORD,
  sampleLiveNumbers,
  seedIssue,
  updatedSinceForTenth,
} from '../../bench/dataset.js';
import type { LoadResult } from '../../bench/load.js';
import { parseBenchOptions, QUICK_SIZE, UsageError } from '../../bench/options.js';
import { categorise, formatTable } from '../../bench/profile.js';
import { evaluateGoals, formatGrowth, formatRun, growth, type SizeRun } from '../../bench/report.js';

function result(overrides: Partial<LoadResult> = {}): LoadResult {
  return {
    rps: 1_000,
    p50: 5,
    p90: 10,
    p99: 20,
    max: 30,
    requests: 10_000,
    ok: 10_000,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: { 200: 10_000 },
    seconds: 10,
    cpuMsPerRequest: 0.5,
    ...overrides,
  };
}

function run(overrides: Partial<SizeRun> = {}): SizeRun {
  return {
    db: 'sqlite',
    issues: 100_000,
    comments: 300_000,
    seedSeconds: 40,
    connections: 50,
    seconds: 10,
    endpoints: [
      {
        key: 'list',
        label: 'GET /issues?per_page=25',
        read: true,
        tandem: result(),
        floor: result({ rps: 1_500 }),
      },
      {
        key: 'create_issue',
        label: 'POST /issues',
        read: false,
        tandem: result({ rps: 800, p99: 60 }),
        floor: result({ rps: 2_000 }),
      },
    ],
    medians: [
      { key: 'status', label: 'per_page=100&status=todo', total: 20_000, tandem: result({ p50: 4 }) },
    ],
    memory: { sampledPeak: 120 * 2 ** 20, hwm: 130 * 2 ** 20, last: 110 * 2 ** 20 },
    mismatches: [],
    loadBefore: [1, 1, 1],
    loadAfter: [2, 2, 2],
    ...overrides,
  };
}

describe('bench options', () => {
  it('defaults to 100,000 issues on SQLite, 50 connections, 10 seconds', () => {
    const options = parseBenchOptions([], {});
    assert.deepEqual(options.sizes, [100_000]);
    assert.equal(options.db, 'sqlite');
    assert.equal(options.connections, 50);
    assert.equal(options.duration, 10);
    assert.equal(options.quick, false);
    assert.equal(options.server, 'bin');
  });

  it('quick mode is small and short', () => {
    const options = parseBenchOptions(['--quick'], {});
    assert.deepEqual(options.sizes, [QUICK_SIZE]);
    assert.equal(options.duration, 1);
    assert.ok(options.connections <= 10);
  });

  it('takes several sizes, sorted, with k and m suffixes', () => {
    assert.deepEqual(
      parseBenchOptions(['--issues', '1m,10000,100k'], {}).sizes,
      [10_000, 100_000, 1_000_000],
    );
  });

  it('uses SERVICE_TEST_DATABASE_URL for PostgreSQL when set', () => {
    const options = parseBenchOptions(['--db', 'postgres'], {
      SERVICE_TEST_DATABASE_URL: 'postgres://x@h:1/db',
    });
    assert.equal(options.db, 'postgres');
    assert.equal(options.postgresUrl, 'postgres://x@h:1/db');
  });

  it('refuses nonsense', () => {
    assert.throws(() => parseBenchOptions(['--db', 'mysql'], {}), UsageError);
    assert.throws(() => parseBenchOptions(['--issues', '10'], {}), UsageError);
    assert.throws(() => parseBenchOptions(['--issues', 'many'], {}), UsageError);
    assert.throws(() => parseBenchOptions(['--connections', '0'], {}), UsageError);
    assert.throws(() => parseBenchOptions(['--server', 'docker'], {}), UsageError);
    assert.throws(() => parseBenchOptions(['--unknown'], {}));
    assert.throws(() => parseBenchOptions(['--only', 'get_issue,delete_everything'], {}), UsageError);
    assert.throws(() => parseBenchOptions(['--compare-commit', 'main; rm -rf /'], {}), UsageError);
  });

  it('takes the endpoints to measure, a profile folder and an older commit to compare with', () => {
    const options = parseBenchOptions(
      ['--only', 'get_issue,create_issue', '--profile', '/tmp/p', '--compare-commit', 'e2ac91a'],
      {},
    );
    assert.deepEqual(options.only, ['get_issue', 'create_issue']);
    assert.equal(options.profileDir, '/tmp/p');
    assert.equal(options.compareCommit, 'e2ac91a');
    assert.equal(parseBenchOptions([], {}).only, null);
  });
});

describe('CPU profile categories', () => {
  const frame = (functionName: string, url: string) => ({ functionName, url });
  it('gives a sample to the most specific category of its stack, and leaves idle time out', () => {
    // root → fastify route → token lookup → kysely (a statement run to look the token up)
    const nodes = [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 6] },
      {
        id: 2,
        callFrame: frame('routeHandler', 'file:///app/node_modules/fastify/lib/route.js'),
        children: [3, 5],
      },
      { id: 3, callFrame: frame('callerOfToken', 'file:///app/dist/src/domain/auth.js'), children: [4] },
      { id: 4, callFrame: frame('executeQuery', 'file:///app/node_modules/kysely/dist/esm/kysely.js') },
      { id: 5, callFrame: frame('writev', '') },
      { id: 6, callFrame: frame('(idle)', '') },
    ];
    const totals = categorise([
      { nodes, samples: [4, 4, 5, 2, 6], timeDeltas: [1000, 1000, 1000, 1000, 5000] },
    ]);
    assert.equal(totals.get('token lookup and digest'), 2);
    assert.equal(totals.get('framework routing and hooks'), 2);
    assert.equal(totals.get('idle'), 5);
    assert.match(formatTable(totals, null), /\| token lookup and digest \| 50\.0% \|/);
  });
});

describe('bench dataset', () => {
  it('is the same for the same size, whatever the order rows are made in', () => {
    assert.deepEqual(seedIssue(4_321, 10_000), seedIssue(4_321, 10_000));
  });

  it('plants the search words at their stated rates', () => {
    let rare = 0;
    let common = 0;
    const total = 20_000;
    for (let n = 1; n <= total; n++) {
      const issue = seedIssue(n, total);
      const text = `${issue.title} ${issue.description} ${issue.comments.map((c) => c.body).join(' ')}`;
      if (text.includes(RARE_WORD)) rare++;
      if (text.includes(COMMON_WORD)) common++;
    }
    assert.ok(Math.abs(rare / total - 0.01) < 0.004, `checkout in ${rare}`);
    assert.ok(Math.abs(common / total - 0.1) < 0.01, `timeout in ${common}`);
  });

  it('gives every issue three comments and only ever an epic as parent', () => {
    for (let n = 1; n <= 2_000; n++) {
      const issue = seedIssue(n, 2_000);
      assert.equal(issue.comments.length, 3);
      if (issue.parentNumber !== null) {
        assert.ok(isEpic(issue.parentNumber) && issue.parentNumber < n, `parent of ${n}`);
        assert.ok(!isDeleted(issue.parentNumber));
      }
      if (issue.type === 'generic') assert.ok(issue.inProject);
    }
  });

  it('samples live issues only, named as the API names them', () => {
    const numbers = sampleLiveNumbers(10_000, 200);
    assert.equal(numbers.length, 200);
    assert.ok(numbers.every((n) => n >= 1 && n <= 10_000 && !isDeleted(n)));
    assert.match(identifierOf(numbers[0]!, 'BENCH', 'WEB'), /^(BENCH|WEB)-\d+$/);
  });

  it('names a date about a tenth of issues were updated after, and a busy cycle', () => {
    const total = 10_000;
    const since = updatedSinceForTenth(total);
    let newer = 0;
    for (let n = 1; n <= total; n++) if (seedIssue(n, total).updatedAt >= since) newer++;
    assert.ok(newer > total * 0.05 && newer < total * 0.2, `${newer} updated since ${since}`);
    assert.ok(busyCycle(total) > 1);
  });
});

describe('floor comparison', () => {
  it('finds every difference by path', () => {
    assert.deepEqual(differences({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] }), []);
    assert.deepEqual(differences({ data: { labels: ['x'] } }, { data: { labels: ['y'] } }), [
      'data.labels[0]: "x" ≠ "y"',
    ]);
    assert.deepEqual(differences({ a: 1 }, { b: 1 }), ['a: only in Tandem', 'b: only in the floor']);
    assert.deepEqual(differences([1], [1, 2]), ['(root): 1 items ≠ 2 items']);
  });

  it('ignores new ids and timestamps of writes, but not their other values', () => {
    const mine = { data: { id: 'B-1', number: 1, title: 'x', created_at: 'a' } };
    const theirs = { data: { id: 'B-2', number: 2, title: 'x', created_at: 'b' } };
    assert.deepEqual(differences(mine, theirs, { ignoreVolatile: true }), []);
    assert.equal(
      differences(mine, { data: { ...theirs.data, title: 'y' } }, { ignoreVolatile: true }).length,
      1,
    );
  });
});

describe('bench report', () => {
  it('checks each goal against what was measured', () => {
    const checks = evaluateGoals(run());
    const byGoal = (start: string) => checks.find((check) => check.goal.startsWith(start))!;
    assert.equal(byGoal('Every read').met, true); // 1,000 of 1,500 = 67%
    assert.equal(byGoal('p99').met, false); // POST /issues at 60 ms
    assert.match(byGoal('p99').measured, /POST \/issues/);
    assert.equal(byGoal('POST /issues').met, false); // 800/s
    assert.equal(byGoal('Server RSS').met, true);
    assert.equal(byGoal('GET /issues?per_page=100').met, true);
  });

  it('fails the floor goal below 60%', () => {
    const slow = run();
    slow.endpoints[0]!.tandem = result({ rps: 500 });
    const check = evaluateGoals(slow).find((c) => c.goal.startsWith('Every read'))!;
    assert.equal(check.met, false);
    assert.match(check.measured, /33%/);
  });

  it('computes growth from the smaller size to the larger', () => {
    const small = run({ issues: 10_000 });
    const large = run({ issues: 1_000_000 });
    large.endpoints[0]!.tandem = result({ rps: 250, cpuMsPerRequest: 2 });
    large.medians[0]!.tandem = result({ p50: 6 });
    const rows = growth(small, large);
    assert.equal(rows[0]!.factor, 4); // CPU per request 0.5 → 2 ms
    assert.match(rows[0]!.label, /CPU ms\/req/);
    assert.equal(rows[1]!.factor, 1.5);
    assert.match(formatGrowth(small, large), /Largest growth 4\.00×.*\*\*not met\*\*/);
    // Without /proc, requests per second stand in.
    small.endpoints[0]!.tandem = result({ cpuMsPerRequest: null });
    large.endpoints[0]!.tandem = result({ rps: 500, cpuMsPerRequest: null });
    assert.equal(growth(small, large)[0]!.factor, 2);
  });

  it('formats a run as Markdown tables', () => {
    const text = formatRun(run({ mismatches: ['GET /issues: data[0].title: "a" ≠ "b"'] }));
    assert.match(text, /^### SQLite, 100,000 issues, 300,000 comments/);
    assert.match(text, /\| `GET \/issues\?per_page=25` \| 1,000 \|/);
    assert.match(text, /\| `per_page=100&status=todo` \| 20,000 \|/);
    assert.match(text, /answered differently/);
  });
});
