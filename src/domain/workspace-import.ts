import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { ulid } from 'ulid';
import { nowIso } from '../clock.js';
import { inTransaction, type Db, type Tx } from '../db/connection.js';
import { isUniqueViolation } from '../db/constraint-errors.js';
import { latestMigrationName } from '../db/migrate.js';
import type { Membership, User, Workspace } from '../db/schema.js';
import { findWorkspaceRowBySlug } from '../repositories/workspaces.js';
import {
  findUserIdByEmail,
  finishImport,
  insertImportedMemberships,
  insertImportedUser,
  insertImportingWorkspace,
  insertTransferRow,
  setDeferredReference,
  touchImport,
} from '../repositories/workspace-transfer.js';
import type { ObjectStorage } from '../storage/index.js';
import { ConflictError, ValidationError } from './errors.js';
import { ImportIds } from './workspace-import-ids.js';
import { removeUnfinishedImport, restoreImportedUsers, STALE_IMPORT_MS } from './workspace-import-cleanup.js';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportRecord } from './workspace-transfer-format.js';
import { TRANSFER_TABLES, type MappedTable, type TransferTable } from './workspace-transfer-plan.js';

/** Records applied per transaction. */
const BATCH = 500;
/** How often the import shows it is alive while a long attachment streams in. */
const HEARTBEAT_MS = 15_000;

type Row = Record<string, unknown>;
const PLAN = new Map(TRANSFER_TABLES.map((table) => [table.name, table]));

export interface ImportSummary {
  workspace: string;
  id: number;
  records: number;
  people_created: number;
  people_reused: number;
}

export function badFile(reason: string): ValidationError {
  return new ValidationError({ file: [reason] }, `The file is not a usable export: ${reason}`);
}

/**
 * `tandem admin import --from FILE`: recreates a workspace from export records (one per line, read as a
 * stream), a transaction per batch. Refuses a slug in use before writing anything. Until the last batch
 * the workspace has no members (nobody sees it) and is marked as importing; a failure removes what was
 * written, and a retry after a killed import removes the abandoned one (docs/decisions.md).
 */
export async function importWorkspace(input: {
  db: Db;
  storage: ObjectStorage;
  lines: AsyncIterable<string>;
  progress: (message: string) => void;
}): Promise<ImportSummary> {
  const importer = new WorkspaceImporter(input.db, input.storage, input.progress);
  const lines = input.lines[Symbol.asyncIterator]();
  try {
    await importer.start(lines);
    for (;;) {
      const next = await lines.next();
      if (next.done) throw badFile('it ends before its end record (truncated).');
      if (await importer.take(parseRecord(next.value))) break;
    }
    if (!(await lines.next()).done) throw badFile('there is more after its end record.');
    return await importer.finish();
  } catch (error) {
    await importer.abandon();
    throw error;
  }
}

function parseRecord(line: string): ExportRecord {
  try {
    const record = JSON.parse(line) as ExportRecord;
    if (typeof record === 'object' && record !== null && typeof record.type === 'string') return record;
  } catch {
    // Reported below.
  }
  throw badFile('a line is not an export record (damaged or truncated).');
}

class WorkspaceImporter {
  readonly #ids = new ImportIds();
  #workspaceId: number | null = null;
  #startedAt = nowIso();
  #slug = '';
  #records = 2;
  #batch: ((tx: Tx) => Promise<void>)[] = [];
  #memberships: Row[] = [];
  #restoredUsers: { id: number; deleted_at: string | null }[] = [];
  #deferred: {
    table: string;
    id: unknown;
    column: string;
    target: MappedTable | 'articles';
    value: unknown;
  }[] = [];
  #created = 0;
  #reused = 0;
  #lastBeat = Date.now();
  #bytes: { attachment: number; row: Row; stream: PassThrough; stored: Promise<void>; size: number } | null =
    null;

  constructor(
    readonly db: Db,
    readonly storage: ObjectStorage,
    readonly progress: (message: string) => void,
  ) {}

  /** Header and workspace: checked, the slug claimed, nothing else written yet. */
  async start(lines: AsyncIterator<string>): Promise<void> {
    const first = await lines.next();
    if (first.done) throw badFile('it is empty.');
    const header = parseRecord(first.value);
    if (header.type !== 'header' || header.format !== EXPORT_FORMAT)
      throw badFile('it does not start with a Tandem workspace export header.');
    if (header.format_version !== EXPORT_FORMAT_VERSION)
      throw badFile(
        `its format version is ${header.format_version}; this Tandem reads version ${EXPORT_FORMAT_VERSION}.`,
      );
    const schema = await latestMigrationName();
    if (header.schema_version > schema)
      throw badFile(
        `it was written by a newer Tandem (schema ${header.schema_version}, this one has ${schema}); upgrade first.`,
      );
    const second = await lines.next();
    const record = second.done ? null : parseRecord(second.value);
    if (record?.type !== 'workspace') throw badFile('its second record is not the workspace.');
    const workspace = record.row as unknown as Workspace;
    this.#slug = workspace.slug;
    await this.claimSlug(workspace);
  }

  private async claimSlug(workspace: Workspace): Promise<void> {
    const existing = await findWorkspaceRowBySlug(this.db, workspace.slug);
    if (existing) {
      const beat = existing.import_heartbeat_at ?? existing.import_started_at;
      if (beat === null)
        throw new ConflictError(
          `A workspace with the slug "${workspace.slug}" exists; nothing was imported.`,
        );
      if (Date.now() - Date.parse(beat) < STALE_IMPORT_MS)
        throw new ConflictError(
          `Workspace "${workspace.slug}" is being imported by another process (last batch at ${beat}); nothing was imported.`,
        );
      this.progress(
        `removing the unfinished import of "${workspace.slug}" started at ${existing.import_started_at}`,
      );
      await removeUnfinishedImport(this.db, this.storage, existing);
    }
    const { id: _old, import_started_at: _s, import_heartbeat_at: _h, ...values } = workspace;
    const maxNumber = values.issue_counter;
    try {
      this.#workspaceId = await insertImportingWorkspace(this.db, {
        ...values,
        issue_counter: maxNumber,
        import_started_at: this.#startedAt,
        import_heartbeat_at: this.#startedAt,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError(
          `A workspace with the slug "${workspace.slug}" exists; nothing was imported.`,
        );
      throw error;
    }
    this.#ids.set('workspaces', workspace.id, this.#workspaceId);
  }

  /** One record after the workspace; answers true at the end record. */
  async take(record: ExportRecord): Promise<boolean> {
    if (record.type === 'end') {
      if (this.#bytes) throw badFile('an attachment’s bytes end without their closing record.');
      if (record.records !== this.#records)
        throw badFile(`it holds ${this.#records} records where its end record counts ${record.records}.`);
      await this.flush();
      return true;
    }
    this.#records += 1;
    switch (record.type) {
      case 'user':
        this.queue((tx) => this.addUser(tx, record.row as unknown as User));
        break;
      case 'membership':
        this.#memberships.push(record.row);
        break;
      case 'row':
        await this.takeRow(record.table, record.row);
        break;
      case 'bytes':
        await this.takeBytes(record.attachment, record.data);
        break;
      case 'bytes_end':
        await this.endBytes(record.attachment, record.size);
        break;
      default:
        throw badFile(`a "${record.type}" record appears after the header.`);
    }
    if (this.#batch.length >= BATCH) await this.flush();
    return false;
  }

  private queue(work: (tx: Tx) => Promise<void>): void {
    this.#batch.push(work);
  }

  private async flush(): Promise<void> {
    const work = this.#batch;
    this.#batch = [];
    const at = nowIso();
    try {
      await inTransaction(this.db, async (tx) => {
        for (const step of work) await step(tx);
        await touchImport(tx, this.#workspaceId!, at);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new ConflictError(
        'The file holds rows this installation has already (runs, meetings, articles and whiteboards keep their ids): was it imported here before under another slug? Nothing was imported.',
      );
    }
    this.#lastBeat = Date.now();
    this.progress(`${this.#slug}: ${this.#records} records imported`);
  }

  private async addUser(tx: Tx, user: User): Promise<void> {
    const email = user.email.trim().toLowerCase();
    const existing = await findUserIdByEmail(tx, email);
    if (existing !== undefined) {
      this.#reused += 1;
      this.#ids.set('users', user.id, existing);
      return;
    }
    // Created as deleted, marked with the import's start, until the last batch: a failed import leaves
    // no account anyone can sign in to, and the clean-up finds them by the mark.
    const id = await insertImportedUser(tx, {
      name: user.name,
      email,
      password_hash: user.password_hash,
      created_at: user.created_at,
      deleted_at: this.#startedAt,
      // Files exported before issue 37 have no such field: their accounts were all confirmed.
      email_unconfirmed_since: user.email_unconfirmed_since ?? null,
    });
    this.#created += 1;
    this.#restoredUsers.push({ id, deleted_at: user.deleted_at });
    this.#ids.set('users', user.id, id);
  }

  private async takeRow(name: string, row: Row): Promise<void> {
    const table = PLAN.get(name);
    if (!table) throw badFile(`it holds rows of "${name}", which this Tandem does not import.`);
    if (this.#bytes) throw badFile('an attachment’s bytes end without their closing record.');
    if (name === 'attachments') {
      this.startBytes(row);
      return;
    }
    this.queue((tx) => this.insertRow(tx, table, row));
  }

  private async insertRow(tx: Tx, table: TransferTable, row: Row): Promise<void> {
    const ids = this.#ids;
    const values: Row = { ...row, ...(table.replaced ?? {}) };
    for (const column of table.derived ?? []) delete values[column];
    // Every integer id is the target's to give (ULIDs stay): an id kept from the file could be taken.
    if (typeof values.id === 'number') delete values.id;
    if ('workspace_id' in values) values.workspace_id = this.#workspaceId;
    for (const [column, target] of Object.entries(table.refs ?? {})) {
      if (values[column] != null) values[column] = ids.get(target, values[column] as number);
    }
    for (const [typeColumn, idColumn] of table.actors ?? []) {
      if (values[typeColumn] != null && values[idColumn] != null)
        values[idColumn] = ids.actor(values[typeColumn], values[idColumn] as number);
    }
    const deferred = Object.entries(table.deferred ?? {}).filter(([column]) => values[column] != null);
    for (const [column] of deferred) values[column] = null;
    rewriteDocuments(table.name, values, ids, this.#workspaceId!);
    const newId = await insertTransferRow(tx, table.name, values, table.mapsId !== undefined);
    if (table.mapsId) ids.set(table.mapsId, row.id as number, newId);
    for (const [column, target] of deferred)
      this.#deferred.push({ table: table.name, id: newId ?? row.id, column, target, value: row[column] });
  }

  private startBytes(row: Row): void {
    const stream = new PassThrough();
    const key = `attachments/${this.#workspaceId}/${ulid().toLowerCase()}`;
    const stored = this.storage.put(key, stream, String(row.mime));
    // Reported when awaited at the closing record; kept from being an unhandled rejection meanwhile.
    stored.catch(() => undefined);
    this.#bytes = {
      attachment: row.id as number,
      row: { ...row, storage_key: key },
      stream,
      stored,
      size: 0,
    };
  }

  private async takeBytes(attachment: number, data: string): Promise<void> {
    const bytes = this.#bytes;
    if (!bytes || bytes.attachment !== attachment)
      throw badFile(`bytes of attachment ${attachment} come out of place.`);
    const chunk = Buffer.from(data, 'base64');
    bytes.size += chunk.length;
    if (!bytes.stream.write(chunk)) await once(bytes.stream, 'drain');
    if (Date.now() - this.#lastBeat > HEARTBEAT_MS) {
      await touchImport(this.db, this.#workspaceId!, nowIso());
      this.#lastBeat = Date.now();
    }
  }

  private async endBytes(attachment: number, size: number): Promise<void> {
    const bytes = this.#bytes;
    if (!bytes || bytes.attachment !== attachment)
      throw badFile(`bytes of attachment ${attachment} come out of place.`);
    this.#bytes = null;
    bytes.stream.end();
    await bytes.stored;
    if (bytes.size !== size || bytes.size !== Number(bytes.row.size))
      throw badFile(`attachment ${attachment} holds ${bytes.size} bytes where ${size} were announced.`);
    const table = PLAN.get('attachments')!;
    this.queue((tx) => this.insertRow(tx, table, bytes.row));
  }

  /** References that waited for later rows, then the members: the workspace opens in that last batch. */
  async finish(): Promise<ImportSummary> {
    for (let start = 0; start < this.#deferred.length; start += BATCH) {
      const slice = this.#deferred.slice(start, start + BATCH);
      await inTransaction(this.db, async (tx) => {
        for (const entry of slice) {
          const value =
            entry.target === 'articles' ? entry.value : this.#ids.get(entry.target, entry.value as number);
          await setDeferredReference(tx, entry.table, entry.id, entry.column, value);
        }
      });
    }
    const memberships = this.#memberships.map((row) => {
      const { id: _id, ...membership } = row as unknown as Membership;
      return {
        ...membership,
        workspace_id: this.#workspaceId!,
        user_id: this.#ids.get('users', membership.user_id),
      };
    });
    await inTransaction(this.db, async (tx) => {
      await restoreImportedUsers(tx, this.#restoredUsers);
      await insertImportedMemberships(tx, memberships);
      await finishImport(tx, this.#workspaceId!);
    });
    this.progress(`${this.#slug}: done, ${this.#records + 1} records`);
    return {
      workspace: this.#slug,
      id: this.#workspaceId!,
      records: this.#records + 1,
      people_created: this.#created,
      people_reused: this.#reused,
    };
  }

  /** After a failure: what this import wrote goes (rows, placeholder accounts, stored bytes). */
  async abandon(): Promise<void> {
    this.#bytes?.stream.destroy();
    if (this.#workspaceId === null) return;
    const workspace = await findWorkspaceRowBySlug(this.db, this.#slug);
    if (workspace?.id === this.#workspaceId && workspace.import_started_at !== null)
      await removeUnfinishedImport(this.db, this.storage, workspace);
  }
}

/** Ids written inside documents and the secrets that are not carried. */
function rewriteDocuments(table: string, values: Row, ids: ImportIds, workspaceId: number): void {
  switch (table) {
    case 'issue_activity':
      values.data = JSON.stringify(ids.activityData(JSON.parse(values.data as string)));
      break;
    case 'comments':
      values.mentions = JSON.stringify(
        (JSON.parse(values.mentions as string) as unknown[]).map((key) => ids.actorKey(key)),
      );
      values.body = ids.mentionsInText(values.body as string);
      break;
    case 'saved_views':
      values.filters = JSON.stringify(ids.savedViewFilters(JSON.parse(values.filters as string) as Row));
      break;
    case 'budgets':
      values.subject_id =
        values.scope === 'workspace'
          ? workspaceId
          : ids.get(values.scope === 'project' ? 'projects' : 'agents', values.subject_id as number);
      break;
    case 'webhooks':
      // Not in the file: a new secret nobody knows until `tandem admin webhook rotate-secret` shows one.
      values.secret = randomBytes(32).toString('hex');
      break;
  }
}
