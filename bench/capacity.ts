/**
 * The capacity page's read (docs/performance.md "Capacity: estimates summed by the server"): a workspace of
 * `--issues` issues (default 10,000) held by ten people, then what the page asked for before (every
 * issue, 100 a page, to sum estimates in the browser, and `/capacity`) against what it asks for now
 * (`/capacity` alone, `assigned` summed by the database): requests, bytes and the median of five reads,
 * over HTTP to a server on a temporary database (SQLite, or PostgreSQL with SERVICE_TEST_DATABASE_URL).
 *
 *   npm run bench:capacity -- [--issues N]
 */
import { parseArgs } from 'node:util';
import { cpus, totalmem } from 'node:os';
import { client, startTestApp } from '../test/helpers/app.js';
import { buildIssue, buildMember, buildScene } from '../test/helpers/factories.js';

const { values } = parseArgs({ options: { issues: { type: 'string', default: '10000' } } });
const issueCount = Number(values.issues);
if (!Number.isInteger(issueCount) || issueCount < 1)
  throw new Error('--issues takes a positive whole number');

// The bench reads as fast as it can: the per-token allowance would answer 429 after 300 reads.
const app = await startTestApp({ SERVICE_API_THROTTLE: '1000000' });
try {
  const scene = await buildScene(app.db);
  const people = [];
  for (let i = 0; i < 10; i++) people.push(await buildMember(app.db, scene.workspace));
  const statuses = ['backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled'] as const;
  for (let i = 0; i < issueCount; i++) {
    await buildIssue(app.db, scene.workspace, {
      status: statuses[i % statuses.length],
      assignee_type: 'user',
      assignee_id: people[i % people.length]!.id,
      estimate_minutes: i % 3 === 0 ? null : 60,
    });
  }
  const api = client(app, scene.token);
  const read = async (path: string) => {
    const res = await api.get(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return res.body as { links?: { next: string | null } };
  };
  const capacity = () => read('/capacity?per_page=100');

  const before = async () => {
    let bytes = 0;
    let requests = 0;
    let path: string | null = '/issues?per_page=100';
    while (path !== null) {
      const body = await read(path);
      requests += 1;
      bytes += JSON.stringify(body).length;
      const next = body.links?.next ? new URL(body.links.next) : null;
      path = next === null ? null : `${next.pathname.replace('/api/v1', '')}${next.search}`;
    }
    bytes += JSON.stringify(await capacity()).length;
    return { requests: requests + 1, bytes };
  };
  const after = async () => ({ requests: 1, bytes: JSON.stringify(await capacity()).length });

  console.log(
    `${issueCount.toLocaleString('en')} issues, ${app.config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}; ` +
      `${cpus().length} CPUs (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
  );
  console.log('| Read | Requests | Bytes | Median ms (5 reads) |\n|---|--:|--:|--:|');
  for (const [name, run] of [
    ['before: every issue, then /capacity', before],
    ['now: /capacity with `assigned`', after],
  ] as const) {
    const times: number[] = [];
    let last = { requests: 0, bytes: 0 };
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      last = await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${name} | ${last.requests} | ${last.bytes.toLocaleString('en')} | ${times[2]!.toFixed(1)} |`,
    );
  }
} finally {
  await app.close();
}
