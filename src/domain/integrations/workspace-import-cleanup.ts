import { inTransaction, type Db, type Tx } from '../../db/connection.js';
import type { Workspace } from '../../db/schema.js';
import {
  attachmentKeysOfWorkspace,
  deleteImportPlaceholderUsers,
  deleteWorkspaceRows,
  restoreUserDeletion,
} from '../../repositories/workspace-transfer.js';
import type { ObjectStorage } from '../../storage/index.js';
import { removeStoredFiles } from '../issues/attachments.js';
import { TRANSFER_TABLES } from './workspace-transfer-plan.js';

/**
 * An import whose last batch is older than this is taken for dead (its process was killed): a retry
 * removes it. Batches commit every few hundred records and a long attachment renews it meanwhile.
 */
export const STALE_IMPORT_MS = 60_000;

/**
 * Removes an unfinished import: its rows, the accounts it created (still marked with its start, see
 * workspace-import.ts) and then the bytes it stored.
 */
export async function removeUnfinishedImport(
  db: Db,
  storage: ObjectStorage,
  workspace: Workspace,
): Promise<void> {
  const keys = await attachmentKeysOfWorkspace(db, workspace.id);
  await inTransaction(db, async (tx) => {
    await deleteWorkspaceRows(tx, TRANSFER_TABLES, workspace.id);
    if (workspace.import_started_at) await deleteImportPlaceholderUsers(tx, workspace.import_started_at);
  });
  await removeStoredFiles(storage, keys);
}

/** The accounts the import created get their own deletion state back (null for most). */
export async function restoreImportedUsers(
  tx: Tx,
  users: { id: number; deleted_at: string | null }[],
): Promise<void> {
  for (const user of users) await restoreUserDeletion(tx, user.id, user.deleted_at);
}
