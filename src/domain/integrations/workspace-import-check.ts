import { createHash, type Hash } from 'node:crypto';
import { nowIso } from '../../clock.js';
import { latestMigrationName } from '../../db/migrate.js';
import type { Workspace } from '../../db/schema.js';
import { ValidationError } from '../../errors.js';
import { foreignReference, ImportIds } from './workspace-import-ids.js';
import {
  emptyNotes,
  laterReferenceHolds,
  translateRow,
  type LaterReference,
} from './workspace-import-rows.js';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportRecord } from './workspace-transfer-format.js';
import { KEYED_TABLES, TRANSFER_TABLES } from './workspace-transfer-plan.js';

/**
 * The first pass of an import (issue 37): the whole file is read and checked before anything is
 * written (no workspace row, no stored byte). A file that is not an export, is truncated, out of order,
 * or holds a row naming one the file does not hold (a way to write into another workspace of the
 * installation) is refused here. The second pass writes it and must read the same lines (digest).
 */

type Row = Record<string, unknown>;
const PLAN = new Map(TRANSFER_TABLES.map((table, index) => [table.name, { table, index }]));

export function badFile(reason: string): ValidationError {
  return new ValidationError({ file: [reason] }, `The file is not a usable export: ${reason}`);
}

export function parseRecord(line: string): ExportRecord {
  try {
    const record = JSON.parse(line) as ExportRecord;
    if (typeof record === 'object' && record !== null && typeof record.type === 'string') return record;
  } catch {
    // Reported below.
  }
  throw badFile('a line is not an export record (damaged or truncated).');
}

/** The header: this format, and a schema this build knows. */
export async function checkHeader(record: ExportRecord | null): Promise<void> {
  if (record?.type !== 'header' || record.format !== EXPORT_FORMAT)
    throw badFile('it does not start with a Tandem workspace export header.');
  if (record.format_version !== EXPORT_FORMAT_VERSION)
    throw badFile(
      `its format version is ${record.format_version}; this Tandem reads version ${EXPORT_FORMAT_VERSION}.`,
    );
  const schema = await latestMigrationName();
  if (record.schema_version > schema)
    throw badFile(
      `it was written by a newer Tandem (schema ${record.schema_version}, this one has ${schema}); upgrade first.`,
    );
}

/** Hashes the lines read, so the second pass can tell it read the file the first one checked. */
export class LineDigest {
  readonly #hash: Hash = createHash('sha256');
  add(line: string): string {
    this.#hash.update(line).update('\n');
    return line;
  }
  value(): string {
    return this.#hash.digest('hex');
  }
}

export interface CheckedFile {
  workspace: Workspace;
  records: number;
  digest: string;
}

/** Reads every line; `onWorkspace` may refuse the workspace (a slug in use) before the rest is read. */
export async function checkExportFile(
  lines: AsyncIterable<string>,
  onWorkspace: (workspace: Workspace) => Promise<unknown>,
): Promise<CheckedFile> {
  const digest = new LineDigest();
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const line = await iterator.next();
    return line.done ? null : parseRecord(digest.add(line.value));
  };
  await checkHeader(await next());
  const second = await next();
  if (second?.type !== 'workspace' || typeof second.row !== 'object' || second.row === null)
    throw badFile('its second record is not the workspace.');
  const workspace = second.row as unknown as Workspace;
  if (typeof workspace.slug !== 'string' || typeof workspace.id !== 'number')
    throw badFile('its workspace record has no slug or id.');
  await onWorkspace(workspace);
  const checker = new RecordChecker();
  for (let record = await next(); ; record = await next()) {
    if (record === null) throw badFile('it ends before its end record (truncated).');
    if (checker.take(record)) break;
  }
  if (!(await iterator.next()).done) throw badFile('there is more after its end record.');
  return { workspace, records: checker.records + 1, digest: digest.value() };
}

class RecordChecker {
  readonly #ids = new ImportIds();
  readonly #notes = emptyNotes();
  readonly #now = nowIso();
  readonly #later: LaterReference[] = [];
  records = 2;
  #tableIndex = -1;
  #bytes: { attachment: unknown; announced: number; received: number } | null = null;

  /** True at the end record, once every reference left for later is found. */
  take(record: ExportRecord): boolean {
    if (record.type === 'end') {
      if (this.#bytes) throw badFile('an attachment’s bytes end without their closing record.');
      if (record.records !== this.records)
        throw badFile(`it holds ${this.records} records where its end record counts ${record.records}.`);
      for (const reference of this.#later)
        if (!laterReferenceHolds(this.#ids, reference))
          throw foreignReference(reference.table, reference.column, reference.target, reference.value);
      return true;
    }
    this.records += 1;
    if (record.type !== 'bytes' && record.type !== 'bytes_end' && this.#bytes)
      throw badFile('an attachment’s bytes end without their closing record.');
    switch (record.type) {
      case 'user':
        this.person(record.row);
        break;
      case 'membership':
        if (this.#tableIndex >= 0) throw badFile('a membership comes after the workspace’s rows.');
        this.#ids.reference('memberships', 'user_id', 'users', objectOf(record.row).user_id);
        break;
      case 'row':
        this.row(record.table, objectOf(record.row));
        break;
      case 'bytes':
        this.bytes(record.attachment, record.data);
        break;
      case 'bytes_end':
        this.bytesEnd(record.attachment, record.size);
        break;
      default:
        throw badFile(`a "${(record as { type: string }).type}" record appears after the header.`);
    }
    return false;
  }

  private person(row: unknown): void {
    const user = objectOf(row);
    if (this.#tableIndex >= 0) throw badFile('a person comes after the workspace’s rows.');
    if (!Number.isSafeInteger(user.id) || typeof user.email !== 'string')
      throw badFile('a person has no id or email.');
    this.#ids.set('users', user.id as number, user.id as number);
  }

  private row(name: string, row: Row): void {
    const entry = PLAN.get(name);
    if (!entry) throw badFile(`it holds rows of "${name}", which this Tandem does not import.`);
    if (entry.index < this.#tableIndex)
      throw badFile(
        `rows of ${name} come after rows of ${TRANSFER_TABLES[this.#tableIndex]!.name} (out of order).`,
      );
    this.#tableIndex = entry.index;
    const { table } = entry;
    if (table.mapsId) {
      if (!Number.isSafeInteger(row.id)) throw badFile(`a row of ${name} has no integer id.`);
      this.#ids.set(table.mapsId, row.id as number, row.id as number);
    } else if (KEYED_TABLES.has(name)) {
      if (typeof row.id !== 'string' || row.id.length > 64) throw badFile(`a row of ${name} has no id.`);
    }
    try {
      const translated = translateRow(table, row, {
        ids: this.#ids,
        workspaceId: 0,
        now: this.#now,
        notes: this.#notes,
      });
      this.#later.push(...translated.later);
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      throw badFile(`a row of ${name} cannot be read (${(error as Error).message}).`);
    }
    if (name === 'attachments') {
      const announced = Number(row.size);
      if (!Number.isSafeInteger(announced) || announced < 0) throw badFile('an attachment has no size.');
      this.#bytes = { attachment: row.id, announced, received: 0 };
    }
  }

  private bytes(attachment: unknown, data: unknown): void {
    const bytes = this.#bytes;
    if (!bytes || bytes.attachment !== attachment || typeof data !== 'string')
      throw badFile(`bytes of attachment ${String(attachment)} come out of place.`);
    bytes.received += Buffer.byteLength(data, 'base64');
    if (bytes.received > bytes.announced)
      throw badFile(
        `attachment ${String(attachment)} holds more than the ${bytes.announced} bytes announced.`,
      );
  }

  private bytesEnd(attachment: unknown, size: unknown): void {
    const bytes = this.#bytes;
    if (!bytes || bytes.attachment !== attachment)
      throw badFile(`bytes of attachment ${String(attachment)} come out of place.`);
    if (bytes.received !== size || bytes.received !== bytes.announced)
      throw badFile(
        `attachment ${String(attachment)} holds ${bytes.received} bytes where ${String(size)} were announced.`,
      );
    this.#bytes = null;
  }
}

function objectOf(value: unknown): Row {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badFile('a record’s row is not an object.');
  return value as Row;
}
