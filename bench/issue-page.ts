import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { openDatabase, inTransaction } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { hashPassword } from '../src/domain/people/passwords.js';
import { setPasswordHash } from '../src/domain/people/sessions.js';
import { buildMember, buildWorkspace } from '../test/helpers/factories.js';
import {
  goalRow,
  ISSUE_PAGE_COMMENTS,
  ISSUE_PAGE_GOAL_MS,
  launchBenchBrowser,
  seedCommentedIssue,
  signedInPage,
  timeIssuePage,
} from './browser.js';
import { answers, cleanEnv, freePort, startProcess, stopAll, tandemArgs } from './processes.js';
import { currentLoad, describeMachine, formatMachine } from './report.js';

/**
 * `npm run bench:issue-page` (docs/performance.md, "The issue page"): the issue page of an issue with
 * 200 comments, opened in Chromium against the real `tandem serve` over a seeded SQLite database. Each
 * round opens a fresh browser context (no cache, no cookies but the session's), signs in once per
 * context, then times the navigation to `/issues/<identifier>` until every comment is in the page:
 * the cold figure (assets and data fetched) and the warm one (a second visit, assets cached). Reports
 * the median and the slowest of the rounds against the goal of one second; never fails because of
 * speed. `npm run bench:board` measures the same page inside a workspace of 100,000 issues.
 */
const APP_URL = 'http://bench.tandem.test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PASSWORD = 'bench password 1';

function log(message: string) {
  process.stderr.write(`[issue-page ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

async function seed(databaseUrl: string) {
  const handle = openDatabase(databaseUrl);
  await migrateToLatest(handle.db);
  const workspace = await buildWorkspace(handle.db, { slug: 'bench', name: 'Bench', issue_prefix: 'BEN' });
  const owner = await buildMember(handle.db, workspace, { role: 'owner', email: 'owner@bench.test' });
  const colleague = await buildMember(handle.db, workspace, { name: 'Grace Hopper' });
  const passwordHash = await hashPassword(PASSWORD);
  await inTransaction(handle.db, (tx) => setPasswordHash(tx, owner.id, passwordHash));
  const number = await seedCommentedIssue(handle.db, workspace, [owner.id, colleague.id]);
  await handle.close();
  return { identifier: `BEN-${number}`, email: owner.email };
}

async function measure(browser: Browser, identifier: string, email: string) {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { context, page } = await signedInPage(browser, APP_URL, email, PASSWORD);
    for (const [list, label] of [
      [cold, 'cold'],
      [warm, 'warm'],
    ] as const) {
      list.push(await timeIssuePage(page, identifier));
      if (round === 0) log(`round 1 ${label}: ${list[0]} ms`);
    }
    await context.close();
  }
  return { cold, warm };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'tandem-issue-page-'));
  const databaseUrl = `sqlite:${join(dir, 'service.db')}`;
  let browser: Browser | null = null;
  try {
    log(`seeding one issue with ${ISSUE_PAGE_COMMENTS} comments`);
    const { identifier, email } = await seed(databaseUrl);
    const port = await freePort();
    await startProcess({
      name: 'tandem',
      args: tandemArgs(process.env.BENCH_SERVER ?? 'bin'),
      env: cleanEnv({
        SERVICE_DATABASE_URL: databaseUrl,
        SERVICE_PORT: String(port),
        SERVICE_APP_URL: APP_URL,
        SERVICE_STORAGE_DIR: join(dir, 'files'),
        SERVICE_LOG_LEVEL: 'warn',
      }),
      logFile: join(dir, 'tandem.log'),
      ready: () => answers(`http://127.0.0.1:${port}/healthz`),
    });
    browser = await launchBenchBrowser(APP_URL, port);
    log(`${ROUNDS} rounds`);
    const { cold, warm } = await measure(browser, identifier, email);
    process.stdout.write(
      [
        `Issue page with ${ISSUE_PAGE_COMMENTS} comments, ${ROUNDS} rounds (navigation until every comment is shown)`,
        '',
        `${formatMachine(describeMachine())}; load average ${currentLoad().join(' ')}`,
        '',
        '| visit | median | slowest | goal 1 s |',
        '|---|---|---|---|',
        goalRow('cold (no cache)', cold, ISSUE_PAGE_GOAL_MS),
        goalRow('warm (second visit)', warm, ISSUE_PAGE_GOAL_MS),
        '',
      ].join('\n'),
    );
  } finally {
    await browser?.close();
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
