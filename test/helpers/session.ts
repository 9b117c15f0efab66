import { inTransaction } from '../../src/db/connection.js';
import { hashPassword } from '../../src/domain/people/passwords.js';
import { setPasswordHash } from '../../src/domain/people/sessions.js';
import type { ApiResponse, TestApp } from './app.js';
import { TEST_APP_URL } from './app.js';

export const TEST_PASSWORD = 'correct horse battery';

export async function givePassword(app: TestApp, userId: number, password = TEST_PASSWORD): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(app.db, (tx) => setPasswordHash(tx, userId, passwordHash));
}

/** A browser: keeps the session cookie and sends the CSRF token and the application's Origin on writes. */
export class Browser {
  cookie: string | null = null;
  csrf: string | null = null;

  constructor(private readonly app: TestApp) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const all: Record<string, string> = {};
    if (this.cookie) all.cookie = this.cookie;
    if (method !== 'GET' && this.csrf) {
      all['x-csrf-token'] = this.csrf;
      all.origin = TEST_APP_URL;
    }
    if (body !== undefined) all['content-type'] = 'application/json';
    Object.assign(all, headers);
    for (const [key, value] of Object.entries(all)) if (value === '') delete all[key];
    const response = await fetch(`${this.app.baseUrl}${path}`, {
      method,
      headers: all,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('tandem_session='));
    if (setCookie) {
      const value = setCookie.split(';')[0]!;
      this.cookie = value === 'tandem_session=' ? null : value;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    const result = { status: response.status, body: parsed as T, headers: response.headers, text };
    const csrf = (parsed as { data?: { csrf_token?: string } } | null)?.data?.csrf_token;
    if (csrf) this.csrf = csrf;
    return result;
  }

  async signIn(email: string, password = TEST_PASSWORD) {
    return this.request('POST', '/api/ui/login', { email, password });
  }
}

export async function signedIn(app: TestApp, email: string, password = TEST_PASSWORD): Promise<Browser> {
  const browser = new Browser(app);
  const response = await browser.signIn(email, password);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return browser;
}
