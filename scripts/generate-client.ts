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

/** Where the generated types of the interface's own endpoints live (committed; checked the same way). */
export const INTERFACE_TYPES_PATH = fileURLToPath(new URL('../web/src/api/ui-types.ts', import.meta.url));

const INTERFACE_HEADER = `/**
 * The paths and schemas of /api/ui, generated from the application's description of them by
 * \`npm run generate:client\` (scripts/generate-client.ts). Do not edit by hand.
 */
`;

const HEADER = `/**
 * The paths and schemas of /api/v1, generated from the application's own OpenAPI description by
 * \`npm run generate:client\` (scripts/generate-client.ts). Do not edit by hand.
 */
`;

type Describer = 'swagger' | 'interfaceSwagger';

/** The OpenAPI description the application serves, built in-process over a throwaway database. */
export async function buildOpenApiDocument(
  describer: Describer = 'swagger',
): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'tandem-openapi-'));
  const url = `sqlite:${join(dir, 'describe.db')}`;
  const database = openDatabase(url);
  try {
    const config = loadConfig({ SERVICE_DATABASE_URL: url, SERVICE_LOG_LEVEL: 'silent' });
    const app = await buildApp({ db: database.db, dialect: database.dialect, config });
    await app.ready();
    const document = structuredClone(app[describer]()) as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function generateTypes(describer: Describer, header: string, path: string): Promise<string> {
  const ast = await openapiTS((await buildOpenApiDocument(describer)) as never, { alphabetize: false });
  const source = header + astToString(ast);
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(source, { ...options, filepath: path });
}

/** The TypeScript source of the client's types, formatted as the repository formats code. */
export function generateClientTypes(): Promise<string> {
  return generateTypes('swagger', HEADER, CLIENT_TYPES_PATH);
}

/** The TypeScript source of the interface's types of /api/ui (web/src/api/ui-types.ts). */
export function generateInterfaceTypes(): Promise<string> {
  return generateTypes('interfaceSwagger', INTERFACE_HEADER, INTERFACE_TYPES_PATH);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(CLIENT_TYPES_PATH, await generateClientTypes());
  process.stdout.write(`wrote ${CLIENT_TYPES_PATH}\n`);
  await writeFile(INTERFACE_TYPES_PATH, await generateInterfaceTypes());
  process.stdout.write(`wrote ${INTERFACE_TYPES_PATH}\n`);
}
