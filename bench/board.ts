import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { hashPassword } from '../src/domain/passwords.js';
import { openDatabase } from '../src/db/connection.js';
import { setPasswordHash } from '../src/domain/sessions.js';
import { answers, cleanEnv, freePort, startProcess, stopAll, tandemArgs } from './processes.js';
import { seedWorkspace } from './seed.js';

/**
 * The board's browser benchmark (issue 19; docs/performance.md): seeds a workspace of BENCH_BOARD_ISSUES
 * (default 100,000) issues into a fresh SQLite file, starts the real `tandem serve`, and times in
 * Chromium (playwright) `/issues` from a cold cache to its first cards, then a filter change to the
 * re-drawn board. Prints the figures; never fails on speed.
 *
 *   npm run build && node --import tsx bench/board.ts
 */
const APP_URL = 'http://board.bench.test';
const PASSWORD = 'bench board password';
const total = Number(process.env.BENCH_BOARD_ISSUES ?? 100_000);
const rounds = Number(process.env.BENCH_BOARD_ROUNDS ?? 5);

const dir = mkdtempSync(join(tmpdir(), 'tandem-board-bench-'));
const url = `sqlite:${join(dir, 'bench.db')}`;
try {
  const seeded = await seedWorkspace(url, total, (message) => process.stderr.write(`${message}\n`));
  const handle = openDatabase(url);
  await setPasswordHash(handle.db, seeded.owner.id, await hashPassword(PASSWORD));
  const email = (
    await handle.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', seeded.owner.id)
      .executeTakeFirstOrThrow()
  ).email;
  await handle.close();

  const port = await freePort();
  await startProcess({
    name: 'tandem serve',
    args: tandemArgs('serve'),
    env: cleanEnv({
      SERVICE_DATABASE_URL: url,
      SERVICE_HOST: '127.0.0.1',
      SERVICE_PORT: String(port),
      SERVICE_APP_URL: APP_URL,
      SERVICE_API_THROTTLE: '1000000000',
      SERVICE_STORAGE_DIR: join(dir, 'files'),
    }),
    logFile: join(dir, 'tandem.log'),
    ready: () => answers(`http://127.0.0.1:${port}/healthz`),
  });
  const browser = await chromium.launch({
    executablePath: process.env.SERVICE_TEST_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', `--host-resolver-rules=MAP ${new URL(APP_URL).hostname} 127.0.0.1:${port}`],
  });
  const firstPage: number[] = [];
  const filterChange: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // A new context each round: no HTTP cache, no query cache: a cold start but for the session.
    const context = await browser.newContext({ baseURL: APP_URL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const started = performance.now();
    await page.goto('/issues');
    await page.locator('article.card').first().waitFor();
    firstPage.push(performance.now() - started);
    const changed = performance.now();
    await page
      .getByLabel('Priority', { exact: true })
      .selectOption('urgent')
      .catch(async () => {
        await page.getByText('Priority', { exact: true }).click();
        await page.getByRole('checkbox', { name: 'Urgent' }).check();
      });
    await page.waitForURL(/priority=urgent/);
    await page.waitForFunction(() =>
      [...(globalThis as any).document.querySelectorAll('article.card .priority')].every((el: any) =>
        el.classList.contains('priority-urgent'),
      ),
    );
    await page.locator('article.card').first().waitFor();
    filterChange.push(performance.now() - changed);
    await context.close();
  }
  await browser.close();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`board bench: ${total} issues, ${rounds} rounds (SQLite)`);
  console.log(
    `first page from a cold cache: median ${median(firstPage).toFixed(0)} ms (${firstPage.map((v) => v.toFixed(0)).join(', ')})`,
  );
  console.log(
    `filter change: median ${median(filterChange).toFixed(0)} ms (${filterChange.map((v) => v.toFixed(0)).join(', ')})`,
  );
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
}
