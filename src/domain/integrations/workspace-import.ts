import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { ulid } from 'ulid';
import { nowIso } from '../../clock.js';
import { inTransaction, type Db, type Tx } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Membership, User, Workspace } from '../../db/schema.js';
import { findWorkspaceRowBySlug } from '../../repositories/workspaces.js';
import {
  findUserIdByEmail,
  finishImport,
  insertImportedMemberships,
  insertImportedUser,
  insertImportingWorkspace,
  insertTransferRow,
  setDeferredReference,
  touchImport,
} from '../../repositories/workspace-transfer.js';
import type { ObjectStorage } from '../../storage/index.js';
import { removeStoredFiles } from '../issues/attachments.js';
import { recordWorkspaceImport } from '../people/audit-log.js';
import { ConflictError } from '../../errors.js';
import { isUsablePasswordHash } from '../people/passwords.js';
import {
  badFile,
  checkExportFile,
  checkHeader,
  LineDigest,
  parseRecord,
  type CheckedFile,
} from './workspace-import-check.js';
import { ImportIds } from './workspace-import-ids.js';
import { removeUnfinishedImport, restoreImportedUsers, STALE_IMPORT_MS } from './workspace-import-cleanup.js';
import { emptyNotes, translateRow, type ImportNotes } from './workspace-import-rows.js';
import type { ExportRecord } from './workspace-transfer-format.js';
import {
  TRANSFER_TABLES,
  type KeyedTable,
  type MappedTable,
  type TransferTable,
} from './workspace-transfer-plan.js';

export { badFile } from './workspace-import-check.js';

/** Records applied per transaction. */
const BATCH = 500;
/** How often the import shows it is alive while a long attachment streams in. */
const HEARTBEAT_MS = 15_000;

type Row = Record<string, unknown>;
const PLAN = new Map(TRANSFER_TABLES.map((table) => [table.name, table]));

export interface ImportSummary extends ImportNotes {
  workspace: string;
  id: number;
  records: number;
  people_created: number;
  people_reused: number;
}

/**
 * `tandem admin import --from FILE`: recreates a workspace from export records (one per line, read as a
 * stream). Two passes over the file (`open` gives its lines afresh each time): the first checks all of
 * it and writes nothing; the second writes it, a transaction per batch. Until the last batch the
 * workspace has no members (nobody sees it) and is marked as importing; a failure removes what was
 * written, stored bytes included, and a retry after a killed import removes the abandoned one
 * (docs/decisions.md).
 */
export async function importWorkspace(input: {
  db: Db;
  storage: ObjectStorage;
  open: () => Promise<AsyncIterable<string>>;
  progress: (message: string) => void;
}): Promise<ImportSummary> {
  const checked = await checkExportFile(await input.open(), (workspace) =>
    refuseTakenSlug(input.db, workspace.slug, 'check'),
  );
  input.progress(`${checked.workspace.slug}: file checked, ${checked.records} records`);
  const importer = new WorkspaceImporter(input.db, input.storage, input.progress);
  try {
    const lines = (await input.open())[Symbol.asyncIterator]();
    await importer.start(lines);
    for (;;) {
      const next = await lines.next();
      if (next.done) throw badFile('it ends before its end record (truncated).');
      if (await importer.take(importer.parse(next.value))) break;
    }
    if (!(await lines.next()).done) throw badFile('there is more after its end record.');
    importer.confirmSameFile(checked);
    return await importer.finish();
  } catch (error) {
    await importer.abandon();
    throw error;
  }
}

/**
 * A slug in use refuses the import; one an abandoned import holds (no batch for a minute) is taken over
 * by the second pass, which removes the abandoned rows first.
 */
async function refuseTakenSlug(db: Db, slug: string, pass: 'check' | 'write') {
  const existing = await findWorkspaceRowBySlug(db, slug);
  if (!existing) return null;
  const beat = existing.import_heartbeat_at ?? existing.import_started_at;
  if (beat === null)
    throw new ConflictError(`A workspace with the slug "${slug}" exists; nothing was imported.`);
  if (Date.now() - Date.parse(beat) < STALE_IMPORT_MS)
    throw new ConflictError(
      `Workspace "${slug}" is being imported by another process (last batch at ${beat}); nothing was imported.`,
    );
  return pass === 'write' ? existing : null;
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
    target: MappedTable | KeyedTable;
    value: unknown;
  }[] = [];
  readonly #digest = new LineDigest();
  readonly #notes = emptyNotes();
  /** Every key this import stored bytes under: removed on failure, whether or not its row is in. */
  readonly #storedKeys: string[] = [];
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

  /** The second pass's lines, hashed to be compared with the first's. */
  parse(line: string): ExportRecord {
    return parseRecord(this.#digest.add(line));
  }

  /** The file changed between the passes: what was checked is not what was read. */
  confirmSameFile(checked: CheckedFile): void {
    if (this.#digest.value() !== checked.digest)
      throw badFile('it changed while it was being imported; nothing was imported.');
  }

  /** Header and workspace (checked by the first pass): the slug claimed, nothing else written yet. */
  async start(lines: AsyncIterator<string>): Promise<void> {
    const first = await lines.next();
    await checkHeader(first.done ? null : this.parse(first.value));
    const second = await lines.next();
    const record = second.done ? null : this.parse(second.value);
    if (record?.type !== 'workspace') throw badFile('its second record is not the workspace.');
    const workspace = record.row as unknown as Workspace;
    this.#slug = workspace.slug;
    await this.claimSlug(workspace);
  }

  private async claimSlug(workspace: Workspace): Promise<void> {
    const abandoned = await refuseTakenSlug(this.db, workspace.slug, 'write');
    if (abandoned) {
      this.progress(
        `removing the unfinished import of "${workspace.slug}" started at ${abandoned.import_started_at}`,
      );
      await removeUnfinishedImport(this.db, this.storage, abandoned);
    }
    const { id: _old, import_started_at: _s, import_heartbeat_at: _h, ...values } = workspace;
    try {
      this.#workspaceId = await insertImportingWorkspace(this.db, {
        ...values,
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
    // A hash this installation cannot use (damaged, or of a cost no sign-in should pay) is not kept:
    // the person sets a new password (`tandem admin user set-password`, or Forgot password).
    const usable = user.password_hash === null || isUsablePasswordHash(user.password_hash);
    if (!usable) this.#notes.passwords_to_reset.push(email);
    const id = await insertImportedUser(tx, {
      name: user.name,
      email,
      password_hash: usable ? user.password_hash : null,
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
    const { values, later } = translateRow(table, row, {
      ids: this.#ids,
      workspaceId: this.#workspaceId!,
      now: this.#startedAt,
      notes: this.#notes,
    });
    const newId = await insertTransferRow(tx, table.name, values, table.mapsId !== undefined);
    if (table.mapsId) this.#ids.set(table.mapsId, row.id as number, newId);
    // References to rows further on were checked by the first pass; deferred ones are set at the end.
    for (const { column, target, value } of later.filter((reference) => reference.deferred))
      this.#deferred.push({ table: table.name, id: newId ?? row.id, column, target, value });
  }

  private startBytes(row: Row): void {
    const stream = new PassThrough();
    const key = `attachments/${this.#workspaceId}/${ulid().toLowerCase()}`;
    this.#storedKeys.push(key);
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
            entry.target === 'articles'
              ? entry.value
              : this.#ids.reference(entry.table, entry.column, entry.target as MappedTable, entry.value);
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
      await recordWorkspaceImport(tx, this.#workspaceId!, this.#records + 1);
    });
    this.progress(`${this.#slug}: done, ${this.#records + 1} records`);
    for (const line of notesToRead(this.#notes)) this.progress(`${this.#slug}: ${line}`);
    return {
      workspace: this.#slug,
      id: this.#workspaceId!,
      records: this.#records + 1,
      people_created: this.#created,
      people_reused: this.#reused,
      ...this.#notes,
    };
  }

  /** After a failure: what this import wrote goes (rows, placeholder accounts, stored bytes). */
  async abandon(): Promise<void> {
    if (this.#bytes) {
      this.#bytes.stream.destroy();
      await this.#bytes.stored.catch(() => undefined);
    }
    if (this.#workspaceId === null) return;
    const workspace = await findWorkspaceRowBySlug(this.db, this.#slug);
    if (workspace?.id === this.#workspaceId && workspace.import_started_at !== null)
      await removeUnfinishedImport(this.db, this.storage, workspace);
    // Bytes stored for rows still waiting in a batch have no row to find them by.
    await removeStoredFiles(this.storage, this.#storedKeys);
  }
}

/** What the people moving the workspace must do again, as progress lines. */
function notesToRead(notes: ImportNotes): string[] {
  const lines: string[] = [];
  if (notes.integrations_to_reconnect > 0)
    lines.push(
      `${notes.integrations_to_reconnect} code-host integration(s) need reconnecting (Administration → Integrations → Reconnect)`,
    );
  if (notes.chat_channels_to_reconnect > 0)
    lines.push(
      `${notes.chat_channels_to_reconnect} chat channel(s) need their incoming-webhook address again (Administration → Integrations → Chat channels)`,
    );
  if (notes.invitations_to_resend.length > 0)
    lines.push(`open invitations to send again: ${notes.invitations_to_resend.join(', ')}`);
  for (const [agent, names] of Object.entries(notes.agent_env_to_set))
    lines.push(`agent "${agent}": set its environment again (${names.join(', ')})`);
  if (notes.passwords_to_reset.length > 0)
    lines.push(`people who must set a new password: ${notes.passwords_to_reset.join(', ')}`);
  return lines;
}
