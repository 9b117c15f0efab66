import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { nowIso } from '../../clock.js';
import type { DialectName, Executor } from '../../db/connection.js';
import { latestMigrationName } from '../../db/migrate.js';
import {
  readMemberships,
  readMemberUsers,
  readTablePage,
  withReadSnapshot,
} from '../../repositories/workspace-transfer.js';
import type { ObjectStorage } from '../../storage/index.js';
import { packageVersion } from '../../version.js';
import { ConflictError } from '../../errors.js';
import {
  BYTES_PER_CHUNK,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportRecord,
} from './workspace-transfer-format.js';
import { TRANSFER_TABLES } from './workspace-transfer-plan.js';
import { findWorkspaceBySlug } from '../people/workspaces.js';

/** Rows read per query: enough to keep round trips few, small enough to hold a page in memory. */
const PAGE = 500;

export interface ExportSummary {
  workspace: string;
  records: number;
  tables: Record<string, number>;
  attachment_bytes: number;
}

/**
 * `tandem admin export`: writes the whole workspace to `output` as export records (the format in
 * workspace-transfer-format.ts), one consistent snapshot, a page of rows at a time and every
 * attachment's bytes streamed from the storage, so memory stays flat whatever the workspace's size.
 * `output` takes lines of text (the caller compresses); waits whenever it asks to.
 */
export async function exportWorkspace(input: {
  db: Executor;
  dialect: DialectName;
  storage: ObjectStorage;
  slug: string;
  output: Writable;
}): Promise<ExportSummary> {
  const { storage, output } = input;
  const summary: ExportSummary = { workspace: input.slug, records: 0, tables: {}, attachment_bytes: 0 };
  const write = async (record: ExportRecord) => {
    summary.records += 1;
    if (!output.write(`${JSON.stringify(record)}\n`)) await once(output, 'drain');
  };
  const count = (table: string) => (summary.tables[table] = (summary.tables[table] ?? 0) + 1);

  await withReadSnapshot(input.db, input.dialect, async (db) => {
    const workspace = await findWorkspaceBySlug(db, input.slug);
    if (workspace.import_started_at !== null)
      throw new ConflictError(
        `Workspace "${input.slug}" is still being imported; export it once the import has finished.`,
      );
    await write({
      type: 'header',
      format: EXPORT_FORMAT,
      format_version: EXPORT_FORMAT_VERSION,
      schema_version: await latestMigrationName(),
      app_version: packageVersion(),
      exported_at: nowIso(),
      workspace: workspace.slug,
    });
    await write({ type: 'workspace', row: workspace });
    for (let after = 0; ;) {
      const users = await readMemberUsers(db, workspace.id, after, PAGE);
      for (const user of users) await write({ type: 'user', row: user });
      summary.tables.users = (summary.tables.users ?? 0) + users.length;
      if (users.length < PAGE) break;
      after = users.at(-1)!.id;
    }
    for (let after = 0; ;) {
      const memberships = await readMemberships(db, workspace.id, after, PAGE);
      for (const membership of memberships) await write({ type: 'membership', row: membership });
      summary.tables.memberships = (summary.tables.memberships ?? 0) + memberships.length;
      if (memberships.length < PAGE) break;
      after = memberships.at(-1)!.id;
    }
    for (const table of TRANSFER_TABLES) {
      summary.tables[table.name] = 0;
      for (let after: unknown[] | null = null; ;) {
        const rows = await readTablePage(db, table, workspace.id, after, PAGE);
        for (const row of rows) {
          for (const column of table.derived ?? []) delete row[column];
          for (const column of table.emptied ?? []) row[column] = namesOnly(row[column]);
          await write({ type: 'row', table: table.name, row: { ...row, ...table.replaced } });
          count(table.name);
          if (table.name === 'attachments') summary.attachment_bytes += await writeBytes(storage, row, write);
        }
        if (rows.length < PAGE) break;
        const last = rows.at(-1)!;
        after = table.key.map((column) => last[column]);
      }
    }
  });
  await write({ type: 'end', records: summary.records });
  return summary;
}

/** The attachment's bytes as `bytes` records, read from the storage as a stream. */
async function writeBytes(
  storage: ObjectStorage,
  attachment: Record<string, unknown>,
  write: (record: ExportRecord) => Promise<void>,
): Promise<number> {
  const id = attachment.id as number;
  const stored = await storage.get(attachment.storage_key as string);
  if (!stored)
    throw new Error(
      `The bytes of attachment ${id} (${String(attachment.name)}) are missing from the storage.`,
    );
  let size = 0;
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of stored.body as AsyncIterable<Buffer>) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= BYTES_PER_CHUNK) {
      await write({
        type: 'bytes',
        attachment: id,
        data: pending.subarray(0, BYTES_PER_CHUNK).toString('base64'),
      });
      size += BYTES_PER_CHUNK;
      pending = pending.subarray(BYTES_PER_CHUNK);
    }
  }
  if (pending.length > 0) {
    await write({ type: 'bytes', attachment: id, data: pending.toString('base64') });
    size += pending.length;
  }
  await write({ type: 'bytes_end', attachment: id, size });
  return size;
}

/** A JSON object (stored as text) with its names and every value empty: `{"API_KEY": ""}`. */
function namesOnly(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const object = JSON.parse(value) as unknown;
  if (typeof object !== 'object' || object === null) return value;
  return JSON.stringify(Object.fromEntries(Object.keys(object).map((name) => [name, ''])));
}
