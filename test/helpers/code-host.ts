import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { adminCommands } from '../../src/cli/admin.js';
import type { Workspace } from '../../src/db/schema.js';
import type { Runtime } from '../../src/runtime.js';
import type { TestApp } from './app.js';

/** Code-host deliveries as GitHub and Gitea send them (test/fixtures/github: their documented payloads). */

export const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/github/${name}.json`, import.meta.url), 'utf8'));

/** A GitHub payload naming what the test wants in its title, body and head branch. */
export function pullRequestPayload(
  name: string,
  change: { title?: string; body?: string | null; branch?: string; number?: number } = {},
) {
  const payload = fixture(name);
  const pr = payload.pull_request;
  if (change.title !== undefined) pr.title = change.title;
  if (change.body !== undefined) pr.body = change.body;
  if (change.branch !== undefined) pr.head.ref = change.branch;
  if (change.number !== undefined) {
    pr.number = change.number;
    payload.number = change.number;
    pr.html_url = `https://github.com/acme/web/pull/${change.number}`;
  }
  return payload;
}

export interface Integration {
  id: number;
  url: string;
  secret: string;
}

export async function createIntegration(
  app: TestApp,
  workspace: Workspace,
  provider = 'github',
): Promise<Integration> {
  const runtime = { database: { db: app.db }, config: app.config } as unknown as Runtime;
  return (await adminCommands[`integration ${provider} create`]!.run(
    { values: { workspace: workspace.slug }, positionals: [] },
    runtime,
  )) as Integration;
}

export const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/** Sends a delivery the way GitHub does: JSON, signed, named by event and delivery id. */
export async function deliver(
  app: TestApp,
  integration: Integration,
  event: string,
  payload: unknown,
  options: {
    secret?: string;
    deliveryId?: string;
    signature?: string | null;
    body?: string;
    provider?: string;
  } = {},
) {
  const body = options.body ?? JSON.stringify(payload);
  const provider = options.provider ?? 'github';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'GitHub-Hookshot/abc123',
  };
  const signature =
    options.signature === undefined ? sign(options.secret ?? integration.secret, body) : options.signature;
  if (provider === 'github') {
    headers['x-github-event'] = event;
    headers['x-github-delivery'] = options.deliveryId ?? randomUUID();
    headers['x-github-hook-id'] = '12345678';
    if (signature !== null) headers['x-hub-signature-256'] = `sha256=${signature}`;
  } else {
    headers['x-gitea-event'] = event;
    headers['x-gitea-delivery'] = options.deliveryId ?? randomUUID();
    if (signature !== null) headers['x-gitea-signature'] = signature;
  }
  const path = new URL(integration.url).pathname;
  const response = await fetch(`${app.baseUrl}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : null };
}
