import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Executor } from '../src/db/connection.js';
import type { Workspace } from '../src/db/schema.js';
import { CHROMIUM } from '../test/helpers/browser.js';
import { buildComment, buildIssue } from '../test/helpers/factories.js';

/**
 * What the browser benchmarks share (bench/issue-page.ts, bench/board.ts): Chromium pointed at the real
 * `tandem serve`, signing in through the form, and the issue page of an issue with 200 comments.
 */

export const ISSUE_PAGE_COMMENTS = 200;
export const ISSUE_PAGE_GOAL_MS = 1000;

/** Headless Chromium resolving the application's host name to the server's port, as the tests do. */
export function launchBenchBrowser(appUrl: string, port: number): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--host-resolver-rules=MAP ${new URL(appUrl).hostname} 127.0.0.1:${port}`,
    ],
  });
}

/**
 * A fresh context (no cache, no cookies) signed in through the form, then with the browser cache
 * cleared, since signing in fetched the interface's files: the next visit is cold but for the session.
 */
export async function signedInPage(
  browser: Browser,
  appUrl: string,
  email: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
  return { context, page };
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** A table row: median and slowest against a goal in milliseconds. */
export function goalRow(label: string, values: number[], goalMs: number): string {
  const median = Math.round(percentile(values, 0.5));
  return `| ${label} | ${median} ms | ${Math.round(Math.max(...values))} ms | ${median <= goalMs ? 'met' : 'not met'} |`;
}

/** A comment body of a few sentences with some markup, as people write them. */
function commentBody(index: number): string {
  return (
    `<p>Looked at this again (${index}): the <strong>checkout</strong> refuses cards whose BIN starts ` +
    `with 4571 when the billing country differs.</p><ul><li>Reproduced on staging</li><li>Logs attached ` +
    `to the ticket</li></ul><p>Next step: compare with the processor's response codes.</p>`
  );
}

/**
 * One issue with 200 comments by two people, every fourth a reply to the comment before, written
 * straight to the store. Returns its number (its identifier is the workspace's prefix and the number).
 */
export async function seedCommentedIssue(
  db: Executor,
  workspace: Workspace,
  authorIds: [number, number],
): Promise<number> {
  const issue = await buildIssue(db, workspace, {
    title: 'Checkout refuses valid cards',
    description: '<p>Cards from the new bank are refused at checkout.</p>',
  });
  const roots: number[] = [];
  for (let index = 0; index < ISSUE_PAGE_COMMENTS; index++) {
    const parent = index % 4 === 3 ? roots[roots.length - 1]! : null;
    const comment = await buildComment(db, issue, {
      author_type: 'user',
      author_id: authorIds[index % 2]!,
      body: commentBody(index),
      in_reply_to: parent,
    });
    if (parent === null) roots.push(comment.id);
  }
  return issue.number;
}

/** Milliseconds from navigating to `/issues/<identifier>` until every comment is in the page. */
export async function timeIssuePage(page: Page, identifier: string): Promise<number> {
  const started = Date.now();
  await page.goto(`/issues/${identifier}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    (count) => (globalThis as any).document.querySelectorAll('article.comment').length >= count,
    ISSUE_PAGE_COMMENTS,
    { timeout: 60_000, polling: 'raf' },
  );
  return Date.now() - started;
}
