import { Secret, TOTP } from 'otpauth';
import type { ApiResponse, TestApp } from './app.js';
import { TEST_APP_URL } from './app.js';
import { TEST_PASSWORD } from './session.js';

/** A code of an authenticator app for `secret`, `offsetSteps` 30-second steps from now. */
export function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/**
 * A browser that keeps every cookie it is given (the session, the device, the sign-in awaiting its
 * second step), sends them all everywhere (a stricter test than a browser's paths), and sends the CSRF
 * token and the application's Origin on writes.
 */
export class CookieBrowser {
  cookies = new Map<string, string>();
  csrf: string | null = null;

  constructor(private readonly app: TestApp) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const all: Record<string, string> = {};
    if (this.cookies.size > 0) {
      all.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method !== 'GET') {
      if (this.csrf) all['x-csrf-token'] = this.csrf;
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
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    const csrf = (parsed as { data?: { csrf_token?: string } } | null)?.data?.csrf_token;
    if (csrf) this.csrf = csrf;
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  signIn(email: string, password = TEST_PASSWORD) {
    return this.request('POST', '/api/ui/login', { email, password });
  }
}
