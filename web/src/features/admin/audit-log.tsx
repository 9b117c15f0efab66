import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS } from '../../../../src/schemas/enums.js';
import { auditLogQuery, type AuditEntry, type AuditLogFilters } from '../../api/audit-log.js';
import { fieldError } from '../../api/client.js';
import { membersQuery } from '../../api/members.js';
import {
  Badge,
  Button,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import { formatDateTime, formatRelative, humanize } from '../../lib/format.js';
import { Pager } from '../../components/pager.js';
import '../../screens.css';

const PER_PAGE = 50;
const FILTERS = ['actor', 'action', 'from', 'to'] as const;

/** Subjects with their dot (`token.`): the API's prefix filter, offered before the single actions. */
const SUBJECTS = [...new Set(AUDIT_ACTIONS.map((action) => `${action.split('.')[0]}.`))];

function actionLabel(action: string): string {
  const [subject, what] = action.split('.');
  return `${humanize(subject!)}: ${humanize(what!).toLowerCase()}`;
}

/**
 * Administration → Audit log (issue 43): what matters to security, newest first, filtered by who, what
 * and when (kept in the address, so a filtered view can be shared). Read only: no entry is changed here.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: AuditLogFilters = { per_page: PER_PAGE, page };
  for (const name of FILTERS) if (values[name]) filters[name] = values[name];
  const log = useQuery(auditLogQuery(filters));
  const filtered = FILTERS.some((name) => values[name] !== '');

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  const badFilter = FILTERS.some((name) => fieldError(log.error, name));

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Sign-ins, password changes, roles, invitations, tokens, exports and imports, webhooks, integrations, agent secrets and approvals, newest first. Entries are kept for the time the server is configured with and cannot be changed."
      />
      <AuditFilters
        values={values}
        error={log.error}
        filtered={filtered}
        onChange={setFilter}
        onClear={() => setParams(new URLSearchParams())}
      />
      <Section title="Entries">
        {log.isPending ? <Loading label="Loading the audit log…" /> : null}
        {badFilter ? null : <ErrorNotice error={log.error} title="The audit log could not be loaded." />}
        {log.data && log.data.data.length === 0 ? (
          <EmptyState title={filtered ? 'No entries match these filters' : 'No entries yet'}>
            {filtered
              ? 'Change or clear the filters to see more.'
              : 'Sign-ins and changes to access appear here as they happen.'}
          </EmptyState>
        ) : null}
        {log.data && log.data.data.length > 0 ? (
          <AuditTable log={log.data} page={page} onPage={goToPage} />
        ) : null}
      </Section>
    </>
  );
}

/** Who, what and when: each change applies at once and is kept in the address. */
function AuditFilters({
  values,
  error,
  filtered,
  onChange,
  onClear,
}: {
  values: Record<(typeof FILTERS)[number], string>;
  error: unknown;
  filtered: boolean;
  onChange: (name: string, value: string) => void;
  onClear: () => void;
}) {
  const members = useQuery(membersQuery);
  const setFilter = onChange;
  return (
    <Section title="Filters">
      <div className="form-columns runs-filters">
        <SelectField
          label="Who"
          value={values.actor}
          options={[
            { value: '', label: 'Anyone' },
            { value: 'system', label: 'The system' },
            ...(members.data ?? []).map((m) => ({ value: `user:${m.id}`, label: m.name })),
          ]}
          error={fieldError(error, 'actor')}
          onChange={(e) => setFilter('actor', e.target.value)}
        />
        <SelectField
          label="Action"
          value={values.action}
          options={[
            { value: '', label: 'Any action' },
            ...SUBJECTS.map((subject) => ({
              value: subject,
              label: `Any ${humanize(subject.slice(0, -1)).toLowerCase()} action`,
            })),
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
          ]}
          error={fieldError(error, 'action')}
          onChange={(e) => setFilter('action', e.target.value)}
        />
        <TextField
          label="From"
          type="date"
          value={values.from}
          error={fieldError(error, 'from')}
          onChange={(e) => setFilter('from', e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={values.to}
          error={fieldError(error, 'to')}
          onChange={(e) => setFilter('to', e.target.value)}
        />
      </div>
      {filtered ? (
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
      <ErrorNotice error={members.error} title="The members could not be loaded." />
    </Section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const details = Object.entries(entry.details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([name, value]) => `${humanize(name)}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
  return (
    <tr>
      <td className="nowrap" title={formatDateTime(entry.created_at)}>
        <time dateTime={entry.created_at}>{formatRelative(entry.created_at)}</time>
      </td>
      <td>{entry.actor ? entry.actor.name : <span className="muted">System</span>}</td>
      <td>
        <code>{entry.action}</code>
        {entry.imported ? (
          <>
            {' '}
            <Badge tone="neutral">Imported</Badge>
          </>
        ) : null}
      </td>
      <td>
        <span className="muted">{humanize(entry.target.type)}</span> {entry.target.name}
        {details.length > 0 ? <div className="muted">{details.join(' · ')}</div> : null}
      </td>
      <td>{entry.ip ?? <span className="muted">—</span>}</td>
    </tr>
  );
}

function AuditTable({
  log,
  page,
  onPage,
}: {
  log: { data: AuditEntry[]; meta: { current_page: number; last_page: number; total: number } };
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <div className="table-wrap">
        <table className="table" aria-label="Audit log">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        meta={log.meta}
        page={page}
        onPage={onPage}
        label="Pages of the audit log"
        noun={{ one: 'entry', many: 'entries' }}
      />
    </>
  );
}
