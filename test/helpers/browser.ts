import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { webBuildDirectory } from '../../src/http/web-assets.js';
import { TEST_APP_URL, type TestApp } from './app.js';

/** Debian's Chromium (`.ci/run` installs the `chromium` package when it is missing). */
export const CHROMIUM = process.env.SERVICE_TEST_CHROMIUM || '/usr/bin/chromium';

/** Where screenshots go when SERVICE_TEST_SCREENSHOTS names a directory (never committed). */
const SCREENSHOTS = process.env.SERVICE_TEST_SCREENSHOTS;

/**
 * One headless Chromium per test file. The browser addresses the application by its configured URL
 * (http://tandem.test), which the resolver rule maps to the test server's port: the page's origin is
 * then the application's origin, as the session's Origin check and the invitation links expect.
 * Playwright starts every launch with a fresh temporary profile (its own --user-data-dir).
 */
export async function launchBrowser(app: TestApp, extraArgs: string[] = []): Promise<Browser> {
  const port = new URL(app.baseUrl).port;
  const host = new URL(TEST_APP_URL).hostname;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP ${host} 127.0.0.1:${port}`,
      ...extraArgs,
    ],
  });
  after(() => browser.close());
  return browser;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Requests the page tried to send to another origin (each also fails the test at `finish`). */
  foreignRequests: string[];
  /** Content-Security-Policy violations and uncaught errors in the page. */
  pageErrors: string[];
  /** Checks accessibility in light and dark (serious and critical axe findings fail) and that nothing went elsewhere. */
  check(what: string): Promise<void>;
  finish(): Promise<void>;
}

/**
 * A fresh context (its own cookies) on the application. Every request to another origin is refused
 * and recorded; the test fails on it.
 */
export async function openPage(
  browser: Browser,
  options: {
    colorScheme?: 'light' | 'dark';
    /**
     * Origins the test means the page to reach besides the application's: an OpenID provider's login
     * page (test/web/oidc.test.ts) is another origin by nature. Only what is named here; the page's own
     * requests (fetches, assets) are still held to the application's origin by its Content-Security-Policy.
     */
    allowOrigins?: string[];
  } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: TEST_APP_URL,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 860 },
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  const origin = new URL(TEST_APP_URL).origin;
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    const target = new URL(url).origin;
    if (target === origin || options.allowOrigins?.includes(target)) return route.continue();
    // What a page of an allowed origin fetches elsewhere (the provider's login page loads a web font) is
    // refused too, but is that page's business, not the application's: not counted against the test.
    if (options.allowOrigins?.includes(documentOrigin(route.request()))) {
      return route.abort('blockedbyclient');
    }
    foreignRequests.push(url);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      pageErrors.push(message.text());
    }
  });
  const testPage: TestPage = {
    page,
    context,
    foreignRequests,
    pageErrors,
    check: async (what) => {
      // Both appearances: the dark one has its own contrasts to get right.
      for (const scheme of ['dark', options.colorScheme ?? 'light'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await assertAccessible(page, `${what} (${scheme})`);
      }
      assert.deepEqual(foreignRequests, [], `${what}: requests to another origin`);
      assert.deepEqual(pageErrors, [], `${what}: errors in the page`);
    },
    finish: async () => {
      assert.deepEqual(foreignRequests, [], 'requests to another origin');
      assert.deepEqual(pageErrors, [], 'errors in the page');
      await context.close();
    },
  };
  return testPage;
}

/** The origin of the document that made a request ('' when it cannot be told). */
function documentOrigin(request: Request): string {
  try {
    return new URL(request.frame().url()).origin;
  } catch {
    return '';
  }
}

let axeSource: Promise<string> | null = null;

/**
 * Runs axe-core in the page. Its source is evaluated through the DevTools protocol (page.evaluate),
 * which the page's Content-Security-Policy does not govern, so the policy under test stays as served.
 */
export async function assertAccessible(page: Page, what: string): Promise<void> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  if (!(await page.evaluate(() => Boolean((globalThis as any).axe)))) await page.evaluate(source);
  const violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] =
    await page.evaluate(async () => {
      const scope = globalThis as any;
      const result = await scope.axe.run(scope.document, { resultTypes: ['violations'] });
      return result.violations.map((violation: any) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node: any) => ({ target: node.target })),
      }));
    });
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  assert.deepEqual(
    serious.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    ),
    [],
    `${what}: accessibility violations`,
  );
}

/**
 * The file the build gave the code of `source` (a path under web/, as the build's manifest names it),
 * for a test that holds that file back to see what the page does meanwhile.
 */
export async function builtChunkOf(source: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(webBuildDirectory(), '.vite', 'manifest.json'), 'utf8'));
  return manifest[source].file as string;
}

/** A screenshot of the page in light and dark, when SERVICE_TEST_SCREENSHOTS asks for them. */
export async function screenshot(testPage: TestPage, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  const { page } = testPage;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Signs in through the form, as a person would. */
export async function signIn(
  testPage: TestPage,
  email: string,
  password: string,
  path = '/login',
): Promise<void> {
  const { page } = testPage;
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/** Presses Tab until the element has the focus: proof that the keyboard alone reaches it. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === (globalThis as any).document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`not reached with ${maxPresses} presses of Tab`);
}

/** The text of an element, waiting for it to appear. */
export async function textOf(target: ReturnType<Page['locator']>): Promise<string> {
  await target.waitFor();
  return (await target.textContent()) ?? '';
}
