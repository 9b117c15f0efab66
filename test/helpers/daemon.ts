import { EVENT_NAMES } from '../../src/schemas/enums.js';
import type { ApiResponse, TestApp } from './app.js';

/** A small client of the runner API (/api/daemon/v1) for one runtime token. */
export class DaemonClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string | null,
  ) {}

  async post<T = any>(path: string, body: unknown = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const response = await fetch(`${this.baseUrl}/api/daemon/v1${path}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // leave the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  /** A GET with extra headers (`GET /runs/{run}/messages` takes the lease token as `x-lease-token`). */
  async get<T = any>(path: string, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const all: Record<string, string> = { ...headers };
    if (this.token) all.authorization = `Bearer ${this.token}`;
    const response = await fetch(`${this.baseUrl}/api/daemon/v1${path}`, { headers: all });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // leave the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  /** A POST without any body or content type. */
  async postEmpty(path: string): Promise<number> {
    const headers: Record<string, string> = this.token ? { authorization: `Bearer ${this.token}` } : {};
    const response = await fetch(`${this.baseUrl}/api/daemon/v1${path}`, { method: 'POST', headers });
    await response.text();
    return response.status;
  }

  register(sandbox = 'off') {
    return this.post('/register', { sandbox });
  }

  claim(body: Record<string, unknown> = {}) {
    return this.post('/runs/claim', body);
  }

  start(runId: string, lease: string) {
    return this.post(`/runs/${runId}/start`, { lease_token: lease });
  }

  complete(runId: string, lease: string, report: Record<string, unknown> = {}) {
    return this.post(`/runs/${runId}/complete`, { lease_token: lease, ...report });
  }

  fail(runId: string, lease: string, report: Record<string, unknown> = {}) {
    return this.post(`/runs/${runId}/fail`, { lease_token: lease, ...report });
  }
}

export function daemon(app: TestApp, token: string | null): DaemonClient {
  return new DaemonClient(app.baseUrl, token);
}

/** Subscribes a webhook of the workspace to every event, so that the outbox records what fires. */
export async function recordEvents(db: TestApp['db'], workspace: { id: number }): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('webhooks' as any)
    .values({
      workspace_id: workspace.id,
      url: 'http://127.0.0.1:9/',
      events: JSON.stringify(EVENT_NAMES),
      secret: 's3cret',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The events fired in the workspace since `recordEvents`, oldest first, with their `data`. */
export async function recordedEvents(db: TestApp['db'], workspace: { id: number }) {
  const rows = (await db
    .selectFrom('webhook_deliveries' as any)
    .select(['event', 'body'] as any)
    .where('workspace_id' as any, '=', workspace.id)
    .orderBy('id' as any)
    .execute()) as { event: string; body: string }[];
  return rows.map((row) => ({ event: row.event, data: JSON.parse(row.body).data }));
}
