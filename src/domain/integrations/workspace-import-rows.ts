import { randomBytes } from 'node:crypto';
import { CHAT_RECONNECT_NEEDED, CHAT_STOP_AFTER_FAILURES } from '../../schemas/chat-channels.js';

import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../schemas/enums.js';
import { ValidationError } from '../../errors.js';
import { foreignReference, type ImportIds } from './workspace-import-ids.js';
import {
  KEYED_TABLES,
  referencesOf,
  TRANSFER_TABLES,
  type KeyedTable,
  type MappedTable,
  type TransferTable,
} from './workspace-transfer-plan.js';

/**
 * One row of an export as the target stores it (issue 32, checked since issue 37): every column that
 * names another row must name a row of the same file, or the file is refused with the table, the column
 * and the value. Both passes of an import go through here: the check (ids mapped to themselves) and the
 * writing (ids mapped to the target's).
 */

type Row = Record<string, unknown>;

const ORDER = new Map(TRANSFER_TABLES.map((table, index) => [table.name, index]));

/** A reference left for later: to a row further on in the file. */
export interface LaterReference {
  table: string;
  column: string;
  target: MappedTable | KeyedTable;
  value: unknown;
  /** Set in the target once every row is in (a parent issue, the comment replied to). */
  deferred: boolean;
}

/** What the people moving the workspace must do again afterwards (the import's summary says it). */
export interface ImportNotes {
  invitations_to_resend: string[];
  agent_env_to_set: Record<string, string[]>;
  integrations_to_reconnect: number;
  chat_channels_to_reconnect: number;
  passwords_to_reset: string[];
}

export function emptyNotes(): ImportNotes {
  return {
    invitations_to_resend: [],
    agent_env_to_set: {},
    integrations_to_reconnect: 0,
    chat_channels_to_reconnect: 0,
    passwords_to_reset: [],
  };
}

export interface TranslatedRow {
  values: Row;
  later: LaterReference[];
}

export function translateRow(
  table: TransferTable,
  row: Row,
  context: { ids: ImportIds; workspaceId: number; now: string; notes: ImportNotes },
): TranslatedRow {
  const { ids } = context;
  // Rows whose ULID stays are known from here on (integer ids are mapped by the caller, once inserted).
  if (KEYED_TABLES.has(table.name)) ids.addKey(table.name as KeyedTable, row.id);
  const values: Row = { ...row, ...(table.replaced ?? {}) };
  for (const column of table.derived ?? []) delete values[column];
  // Every integer id is the target's to give (ULIDs stay): an id kept from the file could be taken.
  if (typeof values.id === 'number') delete values.id;
  if ('workspace_id' in values) values.workspace_id = context.workspaceId;
  const later: LaterReference[] = [];
  for (const { column, target } of referencesOf(table)) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    const reference = { table: table.name, column, target, value };
    if (table.deferred?.[column]) {
      values[column] = null;
      later.push({ ...reference, deferred: true });
    } else if (KEYED_TABLES.has(target)) {
      if (ids.hasKey(target as KeyedTable, value)) continue;
      if ((ORDER.get(target) ?? -1) < (ORDER.get(table.name) ?? 0))
        throw foreignReference(table.name, column, target, value);
      later.push({ ...reference, deferred: false });
    } else {
      values[column] = ids.reference(table.name, column, target as MappedTable, value);
    }
  }
  for (const [typeColumn, idColumn] of table.actors ?? []) {
    const [type, id] = [row[typeColumn], row[idColumn]];
    if (id === null || id === undefined) continue;
    if (type !== 'user' && type !== 'agent') throw foreignReference(table.name, typeColumn, 'actor', type);
    values[idColumn] = ids.reference(table.name, idColumn, type === 'agent' ? 'agents' : 'users', id);
  }
  rewriteDocuments(table.name, values, context);
  return { values, later };
}

/** Whether a reference left for later names a row the whole file holds. */
export function laterReferenceHolds(ids: ImportIds, reference: LaterReference): boolean {
  return KEYED_TABLES.has(reference.target)
    ? ids.hasKey(reference.target as KeyedTable, reference.value)
    : ids.has(reference.target as MappedTable, reference.value);
}

/** Ids written inside documents, and the credentials that are not carried. */
function rewriteDocuments(
  table: string,
  values: Row,
  { ids, workspaceId, now, notes }: { ids: ImportIds; workspaceId: number; now: string; notes: ImportNotes },
): void {
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
          : ids.reference(
              'budgets',
              'subject_id',
              values.scope === 'project' ? 'projects' : 'agents',
              values.subject_id,
            );
      break;
    case 'webhooks':
      // Not in the file: a new secret nobody knows until `tandem admin webhook rotate-secret` shows one.
      values.secret = randomBytes(32).toString('hex');
      break;
    case 'code_host_integrations':
      // Likewise, and marked: deliveries are refused until an administrator reconnects it.
      values.secret = randomBytes(32).toString('hex');
      values.reconnect_needed_since = now;
      notes.integrations_to_reconnect += 1;
      break;
    case 'chat_channels':
      // Without its address (not in the file): stopped, saying so, until it is given again.
      values.failure_count = CHAT_STOP_AFTER_FAILURES;
      values.last_error = CHAT_RECONNECT_NEEDED;
      values.last_error_at = now;
      notes.chat_channels_to_reconnect += 1;
      break;
    case 'invitations':
      carryInvitation(values, now, notes);
      break;
    case 'agents':
      carryAgentEnvironment(values, notes);
      break;
    case 'audit_entries':
      carryAuditEntry(values, ids, workspaceId);
      break;
  }
}

/** The link's digest is not carried: an open invitation is closed and named, to be sent again. */
function carryInvitation(values: Row, now: string, notes: ImportNotes): void {
  // A digest no link hashes to: the old link does not open it here.
  values.digest = randomBytes(32).toString('hex');
  const open = values.accepted_at == null && values.withdrawn_at == null && String(values.expires_at) > now;
  if (open) {
    values.withdrawn_at = now;
    notes.invitations_to_resend.push(String(values.email));
  }
}

/**
 * Environment values are not carried (often API keys); their names are, so the summary says what to
 * set again. The agent gets none: an empty value would hide the runner machine's own.
 */
function carryAgentEnvironment(values: Row, notes: ImportNotes): void {
  const env = typeof values.custom_env === 'string' ? (JSON.parse(values.custom_env) as unknown) : null;
  const names = env && typeof env === 'object' ? Object.keys(env) : [];
  if (names.length > 0) notes.agent_env_to_set[String(values.name)] = names;
  values.custom_env = null;
}

/** Where an audit entry's target id points, by its type; null: a row that is not carried or not mapped. */
const AUDIT_TARGET_TABLES: Partial<Record<string, MappedTable>> = {
  user: 'users',
  member: 'users',
  agent: 'agents',
  webhook: 'webhooks',
  integration: 'code_host_integrations',
};

function badAuditEntry(reason: string): ValidationError {
  return new ValidationError(
    { file: [`an audit entry ${reason}`] },
    `The file is not a usable export: an audit entry ${reason}. Nothing was imported.`,
  );
}

/**
 * An audit entry arrives marked imported (the file's `imported` is not believed), its action and target
 * type known ones, its details a JSON object. Its actor and target keep their names; their ids are
 * translated when the file holds the row, else dropped (the names still say who and what).
 */
function carryAuditEntry(values: Row, ids: ImportIds, workspaceId: number): void {
  values.imported = 1;
  if (!(AUDIT_ACTIONS as readonly string[]).includes(String(values.action)))
    throw badAuditEntry(`has an unknown action ${JSON.stringify(values.action)?.slice(0, 40)}`);
  if (!(AUDIT_TARGET_TYPES as readonly string[]).includes(String(values.target_type)))
    throw badAuditEntry(`has an unknown target type ${JSON.stringify(values.target_type)?.slice(0, 40)}`);
  let details: unknown = null;
  try {
    details = JSON.parse(String(values.details));
  } catch {
    // refused below
  }
  if (typeof details !== 'object' || details === null || Array.isArray(details))
    throw badAuditEntry('has details that are not a JSON object');
  if (values.actor_type !== null && values.actor_type !== 'user' && values.actor_type !== 'agent')
    throw badAuditEntry('has an actor that is neither a person nor an agent');
  if (values.actor_type !== null) {
    const table = values.actor_type === 'agent' ? 'agents' : 'users';
    if (ids.has(table, values.actor_id)) values.actor_id = ids.get(table, values.actor_id as number);
    else [values.actor_type, values.actor_id] = [null, null];
  }
  const targetTable = AUDIT_TARGET_TABLES[String(values.target_type)];
  if (values.target_type === 'workspace') values.target_id = workspaceId;
  else if (targetTable && ids.has(targetTable, values.target_id))
    values.target_id = ids.get(targetTable, values.target_id as number);
  else values.target_id = null;
}
