import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig, type Config } from '../../src/config.js';
import type { Executor } from '../../src/db/connection.js';
import type { Workspace } from '../../src/db/schema.js';
import { emitEvent } from '../../src/domain/events.js';
import { type EventName } from '../../src/schemas/enums.js';
import { createWebhook } from '../../src/domain/integrations/webhooks.js';
import { jobDefinitions } from '../../src/jobs/registry.js';
import { Worker } from '../../src/queue/worker.js';
import type { TestDatabase } from '../helpers/database.js';

export const silent = pino({ level: 'silent' });

export async function until<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  receivedAt: number;
}

/** What the receiver answers: a status, or `hang` to hold the request open until the receiver closes. */
export type Answer = number | 'hang' | { status: number; headers: Record<string, string> };

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** TCP connections accepted, whatever came of them. */
  connections: number;
  respond: (request: ReceivedRequest, index: number) => Answer;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 that records everything it gets. */
export async function startReceiver(
  respond: (request: ReceivedRequest, index: number) => Answer = () => 200,
): Promise<Receiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: Receiver = {
    url: '',
    port: 0,
    requests: [],
    connections: 0,
    respond,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        receivedAt: Date.now(),
      };
      const index = receiver.requests.push(received) - 1;
      const answer = receiver.respond(received, index);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
      response.writeHead(status, headers).end('ok');
    });
  });
  server.on('connection', () => receiver.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hook`;
  return receiver;
}

export function testConfig(database: TestDatabase, env: Record<string, string> = {}): Config {
  return loadConfig({
    SERVICE_DATABASE_URL: database.url,
    SERVICE_WEBHOOK_ALLOW_PRIVATE: 'true',
    SERVICE_WEBHOOK_RETRY_DELAYS: '0.2,0.2,0.2',
    SERVICE_WEBHOOK_TIMEOUT: '2',
    SERVICE_LOG_LEVEL: 'silent',
    ...env,
  });
}

/** An in-process worker on the webhooks lane, as `tandem serve` runs one. */
export async function startWorker(
  database: TestDatabase,
  config: Config,
  options: { pollIntervalMs?: number; concurrency?: number; db?: TestDatabase['db'] } = {},
): Promise<Worker> {
  const worker = new Worker({
    db: options.db ?? database.db,
    dialect: database.dialect,
    config,
    log: silent,
    jobs: jobDefinitions,
    scheduled: [],
    lanes: ['webhooks'],
    concurrency: options.concurrency ?? 16,
    pollIntervalMs: options.pollIntervalMs ?? 25,
    defaultLeaseSeconds: 30,
    listenUrl: database.dialect === 'postgres' ? database.url : undefined,
  });
  await worker.start();
  return worker;
}

export const SECRET = 'test-signing-secret';

export async function buildWebhook(
  db: Executor,
  workspace: Workspace,
  url: string,
  events: EventName[] = ['issue.created'],
  secret = SECRET,
): Promise<number> {
  const { webhook } = await createWebhook(db, workspace.id, { url, events, secret }, { allowPrivate: true });
  return webhook.id;
}

/** Emits inside a transaction of its own, as the resource code does inside its write. */
export async function emit(
  db: Executor,
  workspace: Workspace,
  event: EventName,
  data: Record<string, unknown>,
): Promise<void> {
  await db.transaction().execute((tx) => emitEvent(tx, workspace, event, data));
}

export async function attemptsOf(db: Executor, webhookId: number) {
  return db
    .selectFrom('webhook_attempts')
    .innerJoin('webhook_deliveries', 'webhook_deliveries.id', 'webhook_attempts.delivery_id')
    .select([
      'webhook_attempts.attempt',
      'webhook_attempts.status',
      'webhook_attempts.error',
      'webhook_attempts.duration_ms',
      'webhook_deliveries.uid',
    ])
    .where('webhook_attempts.webhook_id', '=', webhookId)
    .orderBy('webhook_attempts.id')
    .execute();
}
