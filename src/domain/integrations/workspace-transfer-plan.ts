/**
 * What a workspace export holds and in which order (issue 32, docs/decisions.md "Export and import"):
 * every table that belongs to a workspace, parents before children, with the columns that point at
 * other rows. The exporter walks this list; the importer follows the same list to give each row its
 * new ids, so a table added later is carried once it has an entry here (test/domain/workspace-transfer
 * compares the list with the database's tables).
 */

/** Tables whose integer ids the target assigns anew; the importer maps old ids to new ones. */
export type MappedTable =
  | 'workspaces'
  | 'users'
  | 'agent_runtimes'
  | 'repositories'
  | 'agents'
  | 'skills'
  | 'projects'
  | 'labels'
  | 'workflow_states'
  | 'issues'
  | 'comments'
  | 'webhooks'
  | 'webhook_deliveries'
  | 'budgets'
  | 'attachments'
  | 'code_host_integrations'
  | 'pull_requests'
  | 'issue_templates'
  | 'custom_fields';

/** Tables whose ids (ULIDs) are kept: references to them are checked, not translated. */
export type KeyedTable = 'runs' | 'meetings' | 'articles' | 'whiteboards';
export const KEYED_TABLES: ReadonlySet<string> = new Set<KeyedTable>([
  'runs',
  'meetings',
  'articles',
  'whiteboards',
]);

export interface TransferTable {
  name: string;
  /** How the workspace's rows are found: its own column, or its parent row's. */
  scope: { column: 'workspace_id' } | { column: string; parent: MappedTable | KeyedTable };
  /** Columns ordering the rows, read page by page (keyset) so no table is ever held whole. */
  key: string[];
  /** An integer `id` the target assigns (recorded for the rows that point at it). */
  mapsId?: MappedTable;
  /** Columns holding another row's integer id. */
  refs?: Record<string, MappedTable>;
  /** Columns holding another row's ULID, which stays: checked to name a row of the file. */
  keyRefs?: Record<string, KeyedTable>;
  /** `[type column, id column]` pairs naming a person or agent. */
  actors?: [string, string][];
  /** References to rows of the same table that may come later: set once every row is in. */
  deferred?: Record<string, MappedTable | 'articles'>;
  /** JSON objects whose names are carried and whose values (secrets) are written empty. */
  emptied?: string[];
  /** Columns one database derives itself (PostgreSQL's generated search vector): never in the file. */
  derived?: string[];
  /** Credentials and machine state that are not written to the file: the value written instead. */
  replaced?: Record<string, unknown>;
}

const ws = { column: 'workspace_id' } as const;

/** Carried in this order. `users` are the workspace's members, present and former. */
export const TRANSFER_TABLES: TransferTable[] = [
  {
    name: 'agent_runtimes',
    scope: ws,
    key: ['id'],
    mapsId: 'agent_runtimes',
    // A runtime's token is a credential of the old installation: a new one is made there (runtime create).
    replaced: { token_digest: null },
  },
  // A repository is a name, a URL and a branch: never a credential (the service holds none), so whole.
  { name: 'repositories', scope: ws, key: ['id'], mapsId: 'repositories' },
  {
    name: 'agents',
    scope: ws,
    key: ['id'],
    mapsId: 'agents',
    refs: { owner_user_id: 'users', runtime_id: 'agent_runtimes', repository_id: 'repositories' },
    // Environment values are often API keys: only their names travel, to be set again (decisions).
    emptied: ['custom_env'],
  },
  {
    name: 'agent_instruction_versions',
    scope: { column: 'agent_id', parent: 'agents' },
    key: ['id'],
    refs: { agent_id: 'agents' },
    actors: [['author_type', 'author_id']],
  },
  { name: 'skills', scope: ws, key: ['id'], mapsId: 'skills' },
  {
    name: 'agent_skills',
    scope: { column: 'agent_id', parent: 'agents' },
    key: ['agent_id', 'skill_id'],
    refs: { agent_id: 'agents', skill_id: 'skills' },
  },
  {
    name: 'projects',
    scope: ws,
    key: ['id'],
    mapsId: 'projects',
    refs: { repository_id: 'repositories' },
    actors: [['lead_type', 'lead_id']],
  },
  { name: 'labels', scope: ws, key: ['id'], mapsId: 'labels' },
  // Workflow states (issue 40) before the issues that stand in them.
  { name: 'workflow_states', scope: ws, key: ['id'], mapsId: 'workflow_states' },
  {
    name: 'custom_fields',
    scope: ws,
    key: ['id'],
    mapsId: 'custom_fields',
    refs: { project_id: 'projects' },
  },
  {
    name: 'invitations',
    scope: ws,
    key: ['id'],
    refs: { invited_by: 'users' },
    // The link's digest would let whoever holds the old link join: open invitations are sent again.
    replaced: { digest: null },
  },
  {
    name: 'meetings',
    scope: ws,
    key: ['id'],
    refs: { project_id: 'projects' },
    actors: [['organiser_type', 'organiser_id']],
  },
  {
    name: 'meeting_attendees',
    scope: { column: 'meeting_id', parent: 'meetings' },
    key: ['id'],
    keyRefs: { meeting_id: 'meetings' },
    actors: [['actor_type', 'actor_id']],
  },
  {
    name: 'issues',
    scope: ws,
    key: ['id'],
    mapsId: 'issues',
    refs: { project_id: 'projects', reviewer_id: 'users', state_id: 'workflow_states' },
    keyRefs: { meeting_id: 'meetings' },
    actors: [
      ['assignee_type', 'assignee_id'],
      ['creator_type', 'creator_id'],
    ],
    deferred: { parent_id: 'issues' },
  },
  {
    name: 'issue_labels',
    scope: { column: 'issue_id', parent: 'issues' },
    key: ['issue_id', 'label_id'],
    refs: { issue_id: 'issues', label_id: 'labels' },
  },
  {
    name: 'issue_field_values',
    scope: { column: 'issue_id', parent: 'issues' },
    key: ['id'],
    refs: { issue_id: 'issues', field_id: 'custom_fields', person_id: 'users' },
  },
  {
    name: 'issue_dependencies',
    scope: ws,
    key: ['blocker_id', 'blocked_id'],
    refs: { blocker_id: 'issues', blocked_id: 'issues' },
  },
  {
    name: 'comments',
    scope: ws,
    key: ['id'],
    mapsId: 'comments',
    refs: { issue_id: 'issues' },
    keyRefs: { from_run_id: 'runs' },
    actors: [['author_type', 'author_id']],
    deferred: { in_reply_to: 'comments' },
  },
  {
    name: 'issue_activity',
    scope: ws,
    key: ['id'],
    refs: { issue_id: 'issues' },
    actors: [['actor_type', 'actor_id']],
  },
  {
    name: 'budgets',
    scope: ws,
    key: ['id'],
    mapsId: 'budgets',
    // subject_id names the workspace, a project or an agent by `scope`: mapped in workspace-import.ts.
  },
  {
    name: 'runs',
    scope: ws,
    key: ['id'],
    refs: {
      agent_id: 'agents',
      issue_id: 'issues',
      comment_id: 'comments',
      runtime_id: 'agent_runtimes',
      waiting_budget_id: 'budgets',
    },
    keyRefs: { retry_of: 'runs' },
    actors: [
      ['requested_by_type', 'requested_by_id'],
      ['canceled_by_type', 'canceled_by_id'],
    ],
    // Leases and run tokens are credentials of the old installation's runners.
    replaced: { lease_token_digest: null, run_token_digest: null, report_lease_digest: null },
  },
  {
    name: 'run_log_lines',
    scope: { column: 'run_id', parent: 'runs' },
    key: ['run_id', 'seq'],
    keyRefs: { run_id: 'runs' },
  },
  {
    name: 'budget_alerts',
    scope: { column: 'budget_id', parent: 'budgets' },
    key: ['budget_id', 'run_id'],
    refs: { budget_id: 'budgets' },
    keyRefs: { run_id: 'runs' },
  },
  {
    name: 'time_entries',
    scope: ws,
    key: ['id'],
    refs: { issue_id: 'issues' },
    keyRefs: { meeting_id: 'meetings', run_id: 'runs' },
    actors: [['actor_type', 'actor_id']],
  },
  { name: 'timers', scope: ws, key: ['id'], refs: { user_id: 'users', issue_id: 'issues' } },
  {
    name: 'artifacts',
    scope: ws,
    key: ['id'],
    refs: { issue_id: 'issues' },
    keyRefs: { run_id: 'runs', last_run_id: 'runs' },
  },
  {
    name: 'articles',
    scope: ws,
    key: ['id'],
    actors: [['author_type', 'author_id']],
    deferred: { parent_id: 'articles' },
    derived: ['search_vector'],
  },
  { name: 'whiteboards', scope: ws, key: ['id'], actors: [['author_type', 'author_id']] },
  {
    name: 'whiteboard_elements',
    scope: ws,
    key: ['id'],
    refs: { issue_id: 'issues' },
    keyRefs: { whiteboard_id: 'whiteboards' },
    actors: [['author_type', 'author_id']],
  },
  { name: 'saved_views', scope: ws, key: ['id'], actors: [['owner_type', 'owner_id']] },
  {
    name: 'attachments',
    scope: ws,
    key: ['id'],
    mapsId: 'attachments',
    refs: { issue_id: 'issues', comment_id: 'comments' },
    keyRefs: { run_id: 'runs' },
    actors: [['uploader_type', 'uploader_id']],
  },
  {
    name: 'inbox_items',
    scope: ws,
    key: ['id'],
    refs: { user_id: 'users', issue_id: 'issues', comment_id: 'comments' },
    keyRefs: { run_id: 'runs', meeting_id: 'meetings' },
    actors: [['actor_type', 'actor_id']],
  },
  {
    name: 'project_reviewers',
    scope: { column: 'project_id', parent: 'projects' },
    key: ['project_id', 'user_id'],
    refs: { project_id: 'projects', user_id: 'users' },
  },
  {
    name: 'issue_reviews',
    scope: ws,
    key: ['id'],
    refs: { issue_id: 'issues', agent_id: 'agents', reviewer_id: 'users', comment_id: 'comments' },
    keyRefs: { run_id: 'runs' },
  },
  {
    // Answered or not: a pending one is still pending on the new installation, denied after its 24 hours.
    name: 'run_approvals',
    scope: ws,
    key: ['id'],
    refs: { agent_id: 'agents', issue_id: 'issues', answered_by_id: 'users' },
    keyRefs: { run_id: 'runs' },
  },
  { name: 'cycle_closures', scope: ws, key: ['number'] },
  {
    name: 'issue_templates',
    scope: ws,
    key: ['id'],
    mapsId: 'issue_templates',
    refs: { project_id: 'projects', author_id: 'users' },
    actors: [['assignee_type', 'assignee_id']],
  },
  {
    name: 'issue_template_labels',
    scope: { column: 'template_id', parent: 'issue_templates' },
    key: ['template_id', 'label_id'],
    refs: { template_id: 'issue_templates', label_id: 'labels' },
  },
  // What each import brought in, so importing the same source again after a move creates nothing.
  {
    name: 'import_origins',
    scope: ws,
    key: ['id'],
    refs: { issue_id: 'issues', comment_id: 'comments', label_id: 'labels' },
  },
  { name: 'code_host_settings', scope: ws, key: ['workspace_id'] },
  {
    name: 'code_host_integrations',
    scope: ws,
    key: ['id'],
    mapsId: 'code_host_integrations',
    // Carried without the secret the code host signs with: it arrives marked "reconnect needed", and
    // its deliveries are refused until a new secret is set (decisions, "Moving data in and out").
    replaced: { secret: null },
  },
  {
    name: 'code_host_deliveries',
    scope: { column: 'integration_id', parent: 'code_host_integrations' },
    key: ['integration_id', 'delivery_id'],
    // Kept against replays: after reconnecting, the code host's "redeliver" must still change nothing.
    refs: { integration_id: 'code_host_integrations' },
  },
  {
    name: 'pull_requests',
    scope: ws,
    key: ['id'],
    mapsId: 'pull_requests',
    refs: { integration_id: 'code_host_integrations' },
  },
  {
    name: 'pull_request_issues',
    scope: { column: 'pull_request_id', parent: 'pull_requests' },
    key: ['pull_request_id', 'issue_id'],
    refs: { pull_request_id: 'pull_requests', issue_id: 'issues' },
  },
  {
    name: 'webhooks',
    scope: ws,
    key: ['id'],
    mapsId: 'webhooks',
    // The signing secret is not carried: the target makes a new one (webhook rotate-secret shows it).
    replaced: { secret: null, sending_by: null, sending_job_id: null },
  },
  {
    name: 'chat_channels',
    scope: ws,
    key: ['id'],
    refs: { project_id: 'projects', created_by_id: 'users' },
    // The incoming-webhook address is the channel's credential: not carried. The channel arrives stopped
    // and marked, until an administrator gives its address again (decisions, "Issue 41 — chat channels").
    replaced: { webhook_url: '' },
  },
  {
    name: 'webhook_deliveries',
    scope: ws,
    key: ['id'],
    mapsId: 'webhook_deliveries',
    refs: { webhook_id: 'webhooks' },
    replaced: { sending_since: null, sending_by: null },
  },
  {
    name: 'webhook_attempts',
    scope: { column: 'webhook_id', parent: 'webhooks' },
    key: ['id'],
    refs: { webhook_id: 'webhooks', delivery_id: 'webhook_deliveries' },
  },
  // The audit log (issue 43), last: its targets name rows of any table above. On arrival every entry is
  // marked `imported` whatever the file says, and its actor and target are translated where the file
  // holds them (workspace-import-rows.ts), so a file cannot pass off an entry as written here.
  { name: 'audit_entries', scope: ws, key: ['id'] },
];

/**
 * Tables of a workspace that are deliberately not carried, and why (the test checks that every table
 * of the database is either carried, here, or installation-wide).
 */
export const NOT_CARRIED: Record<string, string> = {
  memberships: 'carried with the people (the `member` records), added in the last batch',
  api_tokens: 'credentials: people make new tokens on the new installation',
  sessions: 'credentials: people sign in again',
  idempotency_keys: 'answers remembered per API token, which are not carried',
  issue_counts: 'list counters, rebuilt by the triggers as issues are inserted',
  attachment_copies: 'resized images, made again on first view',
  live_events: 'the live stream of the old installation; clients reconnect and reload',
  webhook_senders: 'leases of the old installation’s delivery workers',
  jobs: 'the old installation’s queue; scheduled jobs are scheduled anew',
  mail_messages: 'the old installation’s outgoing mail queue',
  mail_events: 'notifications waiting to be bundled into the old installation’s mail',
  run_messages:
    'steering messages for runs in hand on the old installation; the comments they point to are carried',
  issue_template_occurrences:
    'the old installation’s record of scheduled issues already created; the templates carry their next occurrence, so the new one goes on from there without creating past ones again',
  agent_secrets:
    'agents’ secrets, sealed with the old installation’s SERVICE_SECRET_KEY: set them again on the new one',
  bulk_changes: 'undo records of bulk edits, open ten minutes: a move ends them',
  inbound_mails:
    'the old installation’s record of the mail it read from its own mailbox (SERVICE_IMAP_URL); the issues and comments it made are carried',
};

/** Every column of `table` that names another row, with the table it names. */
export function referencesOf(table: TransferTable): { column: string; target: MappedTable | KeyedTable }[] {
  const references = new Map<string, MappedTable | KeyedTable>([
    ...Object.entries(table.refs ?? {}),
    ...Object.entries(table.keyRefs ?? {}),
    ...Object.entries(table.deferred ?? {}),
  ]);
  if ('parent' in table.scope && !references.has(table.scope.column))
    references.set(table.scope.column, table.scope.parent);
  return [...references].map(([column, target]) => ({ column, target }));
}

/** Installation-wide tables: they belong to no workspace. */
export const INSTALLATION_TABLES = [
  'workspaces',
  'users',
  'sign_in_attempts',
  'sign_in_addresses',
  'sign_in_devices',
  'password_resets',
  'notification_preferences',
  // OpenID Connect (issue 43): sign-ins under way, and accounts' links to their provider's subject. Not
  // carried: a person signing in on the new installation is linked again by their verified email.
  'oidc_logins',
  'user_identities',
  // A second factor (issue 43): account-level, not carried (a secret sealed with this installation's
  // key, credentials bound to its origin); people set theirs up again on the new installation.
  'user_totp',
  'user_recovery_codes',
  'user_passkeys',
  'webauthn_challenges',
  'second_factor_logins',
  'kysely_migration',
  'kysely_migration_lock',
  // Issues by mail (issue 41): the key that signs notification mails' Message-IDs. Not carried: replies
  // to the old installation's notifications are not the new one's to verify.
  'mail_reply_keys',
];
