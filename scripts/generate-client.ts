import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { buildApp } from '../src/http/app.js';

/** Where the generated types of `tandem/client` live (committed; a test fails when they are stale). */
export const CLIENT_TYPES_PATH = fileURLToPath(new URL('../src/client/api-types.ts', import.meta.url));

const HEADER = `/**
 * The paths and schemas of /api/v1, generated from the application's own OpenAPI description by
 * \`npm run generate:client\` (scripts/generate-client.ts). Do not edit by hand.
 */
`;

/** The OpenAPI description the application serves, built in-process over a throwaway database. */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'tandem-openapi-'));
  const url = `sqlite:${join(dir, 'describe.db')}`;
  const database = openDatabase(url);
  try {
    const config = loadConfig({ SERVICE_DATABASE_URL: url, SERVICE_LOG_LEVEL: 'silent' });
    const app = await buildApp({ db: database.db, dialect: database.dialect, config });
    await app.ready();
    const document = structuredClone(app.swagger()) as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The TypeScript source of the client's types, formatted as the repository formats code. */
export async function generateClientTypes(): Promise<string> {
  const ast = await openapiTS((await buildOpenApiDocument()) as never, { alphabetize: false });
  const source = HEADER + astToString(ast);
  const options = (await prettier.resolveConfig(CLIENT_TYPES_PATH)) ?? {};
  return prettier.format(source, { ...options, filepath: CLIENT_TYPES_PATH });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(CLIENT_TYPES_PATH, await generateClientTypes());
  process.stdout.write(`wrote ${CLIENT_TYPES_PATH}\n`);
}
