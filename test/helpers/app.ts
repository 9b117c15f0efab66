import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { after } from 'node:test';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase } from '../../src/db/connection.js';
import { buildApp } from '../../src/http/app.js';
import type { App } from '../../src/http/types.js';
import { detachedSystemContext, type Foundation } from '../../src/services.js';
import type { SystemContext } from '../../src/domain/context.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { OpenApiConformance } from './openapi-conformance.js';

export const TEST_APP_URL = 'http://tandem.test';

export interface TestApp {
  app: App;
  baseUrl: string;
  database: TestDatabase;
  db: TestDatabase['db'];
  config: Config;
  /** What the application was built from. */
  services: Foundation;
  /** Every answer checked against the OpenAPI description; failures fail the test file. */
  conformance: OpenApiConformance;
  /** What a domain command called by the test runs with (a process without live hubs, like the CLI). */
  system: SystemContext;
  close(): Promise<void>;
}

/**
 * The real application on a real port, over its own fresh database (SQLite, or PostgreSQL when
 * SERVICE_TEST_DATABASE_URL is set; Redis rate limits when SERVICE_TEST_REDIS_URL is set).
 * Closed automatically when the test file ends.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    SERVICE_DATABASE_URL: database.url,
    SERVICE_APP_URL: TEST_APP_URL,
    SERVICE_STORAGE_DIR: join(database.tmpDir, 'files'),
    SERVICE_WEBHOOK_ALLOW_PRIVATE: 'true',
    SERVICE_WEBHOOK_RETRY_DELAYS: '0.2,0.2,0.2',
    SERVICE_LOG_LEVEL: 'silent',
    SERVICE_RATE_LIMIT_NAMESPACE: `tandem-test-${randomBytes(6).toString('hex')}-`,
    ...(process.env.SERVICE_TEST_REDIS_URL ? { SERVICE_REDIS_URL: process.env.SERVICE_TEST_REDIS_URL } : {}),
    ...env,
  });
  const services: Foundation = { db: database.db, dialect: database.dialect, config };
  const conformance = new OpenApiConformance();
  const app = await buildApp(services, { observeReply: conformance.observe });
  await app.listen({ port: 0, host: '127.0.0.1' });
  conformance.use(app.swagger());
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await database.drop();
    assert.deepEqual(conformance.failures, [], 'every answer matches the OpenAPI description');
  };
  after(close);
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    db: database.db,
    config,
    services,
    conformance,
    system: detachedSystemContext(services),
    close,
  };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** A small HTTP client for one token. */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string | null,
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (this.token) (init.headers as Record<string, string>).authorization = `Bearer ${this.token}`;
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array) {
        init.body = body as RequestInit['body'];
      } else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (attachment bytes): leave the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

export function client(app: TestApp, token: string | null): ApiClient {
  return new ApiClient(app.baseUrl, token);
}

/** Another API node over the same database, as a second server process would be. */
export async function startNode(first: TestApp, env: Record<string, string> = {}) {
  const handle = openDatabase(first.database.url);
  const config = loadConfig({
    SERVICE_DATABASE_URL: first.database.url,
    SERVICE_APP_URL: TEST_APP_URL,
    SERVICE_LOG_LEVEL: 'silent',
    ...(first.config.redisUrl ? { SERVICE_REDIS_URL: first.config.redisUrl } : {}),
    ...env,
  });
  const app = await buildApp({ db: handle.db, dialect: handle.dialect, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
