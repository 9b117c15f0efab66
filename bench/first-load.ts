import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inTransaction, openDatabase } from '../src/db/connection.js';
import { hashPassword } from '../src/domain/people/passwords.js';
import { setPasswordHash } from '../src/domain/people/sessions.js';
import { launchBenchBrowser, percentile, signedInPage } from './browser.js';
import { answers, freePort, serveEnv, startProcess, stopAll, tandemArgs } from './processes.js';
import { currentLoad, describeMachine, formatMachine } from './report.js';
import { seedWorkspace } from './seed.js';

/**
 * `npm run bench:first-load [-- --issues 24,10000] [--rounds N]` (docs/performance.md, "First load"):
 * for each workspace size, a fresh SQLite database seeded by bench/seed.ts and the real `tandem serve`;
 * then in Chromium, each round in a fresh signed-in context with the browser cache cleared:
 * - a trivial page of the same server (`/healthz`), navigation to load: the floor of the network and
 *   the browser;
 * - `/issues?view=list` from navigation to its first row drawn;
 * - `/issues` (the board) from navigation to its first card drawn;
 * all from the start of the navigation on the page's own clock; and the JavaScript the list's first load
 * took (the scripts requested before its first row) over the wire (compressed) and unpacked.
 * Prints a Markdown table with the machine and the load average; never fails because of speed.
 */
const APP_URL = 'http://first-load.bench.test';
const PASSWORD = 'bench first load password';

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

const sizes = argument('issues', process.env.BENCH_FIRST_LOAD_ISSUES ?? '24,10000')
  .split(',')
  .map(Number);
const rounds = Number(argument('rounds', process.env.BENCH_ROUNDS ?? '5'));
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--issues: whole numbers');
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number above 0');

function log(message: string) {
  process.stderr.write(`[first-load ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/**
 * Milliseconds from the start of the navigation to `path` until `selector` first matches (or, without a
 * selector, until the page's load event), read from the page's own clock: a script installed before the
 * page's own watches the document for the selector. Playwright's waits poll at growing intervals (up to
 * 500 ms), so the time a wait returns is not when the row was drawn.
 */
async function timeTo(page: Page, path: string, selector: string | null): Promise<number> {
  if (selector === null) {
    await page.goto(path, { waitUntil: 'load' });
    return page.evaluate(
      () => (globalThis as any).performance.getEntriesByType('navigation')[0].loadEventEnd as number,
    );
  }
  // A string, not a function: the script must run before any of the page's own (no compiled helpers).
  await page.addInitScript(`
    new MutationObserver((changes, observer) => {
      if (document.querySelector(${JSON.stringify(selector)})) {
        window.__firstMatch = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  `);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { timeout: 60_000 });
  return page.evaluate(() => (globalThis as any).__firstMatch as number);
}

/** Scripts the page loaded before `untilMs` (its own clock): bytes over the wire (compressed) and unpacked. */
function scriptBytes(page: Page, untilMs: number): Promise<{ transferred: number; decoded: number }> {
  return page.evaluate((until) => {
    const entries = (globalThis as any).performance.getEntriesByType('resource') as any[];
    const scripts = entries.filter(
      (entry) => (entry.initiatorType === 'script' || /\.js$/.test(entry.name)) && entry.startTime <= until,
    );
    return {
      transferred: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
      decoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    };
  }, untilMs);
}

async function measureSize(browser: Browser, email: string) {
  const floor: number[] = [];
  const list: number[] = [];
  const board: number[] = [];
  let bytes = { transferred: 0, decoded: 0 };
  for (let round = 0; round < rounds; round++) {
    for (const [target, path, selector] of [
      [floor, '/healthz', null],
      [list, '/issues?view=list', '.issue-table-body [role="row"][data-issue]'],
      [board, '/issues', '.board article.card'],
    ] as const) {
      const { context, page } = await signedInPage(browser, APP_URL, email, PASSWORD);
      const elapsed = await timeTo(page, path, selector);
      target.push(elapsed);
      if (target === list) bytes = await scriptBytes(page, elapsed);
      await context.close();
    }
    log(
      `round ${round + 1}: floor ${Math.round(floor[round]!)} ms, list ${Math.round(list[round]!)} ms, board ${Math.round(board[round]!)} ms`,
    );
  }
  return { floor, list, board, bytes };
}

const ms = (values: number[]) =>
  `${Math.round(percentile(values, 0.5))} ms (slowest ${Math.round(Math.max(...values))})`;

async function main() {
  const rows: string[] = [];
  const loadBefore = currentLoad();
  for (const size of sizes) {
    const dir = mkdtempSync(join(tmpdir(), 'tandem-first-load-'));
    let browser: Browser | null = null;
    try {
      const url = `sqlite:${join(dir, 'bench.db')}`;
      log(`seeding ${size} issues`);
      const seeded = await seedWorkspace(url, size, log);
      const handle = openDatabase(url);
      let email: string;
      try {
        const hash = await hashPassword(PASSWORD);
        await inTransaction(handle.db, (tx) => setPasswordHash(tx, seeded.owner.id, hash));
        email = (
          await handle.db
            .selectFrom('users')
            .select('email')
            .where('id', '=', seeded.owner.id)
            .executeTakeFirstOrThrow()
        ).email;
      } finally {
        await handle.close();
      }
      const port = await freePort();
      await startProcess({
        name: 'tandem serve',
        args: tandemArgs(process.env.BENCH_SERVER ?? 'bin'),
        env: serveEnv({
          databaseUrl: url,
          port,
          appUrl: APP_URL,
          storageDir: join(dir, 'files'),
          logLevel: 'warn',
        }),
        logFile: join(dir, 'tandem.log'),
        ready: () => answers(`http://127.0.0.1:${port}/healthz`),
      });
      browser = await launchBenchBrowser(APP_URL, port);
      const result = await measureSize(browser, email);
      rows.push(
        `| ${size.toLocaleString('en')} | ${ms(result.floor)} | ${ms(result.list)} | ${ms(result.board)} | ` +
          `${Math.round(result.bytes.transferred / 1024)} KB (${Math.round(result.bytes.decoded / 1024)} KB unpacked) |`,
      );
    } finally {
      await browser?.close();
      await stopAll();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  process.stdout.write(
    [
      `First load, SQLite, ${rounds} rounds per size (each in a fresh signed-in context, browser cache cleared)`,
      '',
      `${formatMachine(describeMachine())}; load average ${loadBefore.join(' ')} before, ${currentLoad().join(' ')} after`,
      '',
      '| issues | trivial page (`/healthz`), median | list, first row, median | board, first card, median | list page JavaScript over the wire |',
      '|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

await main();
