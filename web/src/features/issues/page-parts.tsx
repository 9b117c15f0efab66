import type { CustomField } from '../../api/fields.js';
import type { LiveState } from '../../api/live.js';
import { ColumnsMenu } from '../../components/issue-field-columns.js';
import { Button, PageHeader } from '../../components/ui.js';
import { humanize } from '../../lib/format.js';
import { GROUPINGS, type Grouping } from '../../lib/issue-filters.js';

const LIVE_TEXT: Record<LiveState, string> = {
  live: 'Live: changes appear as they happen',
  connecting: 'Connecting to live updates…',
  offline: 'Live updates unavailable: changes show on refresh',
};

/** The title, whether changes arrive live, Board / List, and the page's buttons. */
export function IssuesHeader({
  live,
  mode,
  canWrite,
  onMode,
  onHelp,
  onCreate,
}: {
  live: LiveState;
  mode: 'board' | 'list';
  canWrite: boolean;
  onMode: (mode: 'board' | 'list') => void;
  onHelp: () => void;
  onCreate: () => void;
}) {
  return (
    <PageHeader
      title="Issues"
      description={
        <span className={`live live-${live}`} role="status">
          <span className="live-dot" aria-hidden="true" />
          {LIVE_TEXT[live]}
        </span>
      }
      actions={
        <>
          <div className="segmented" role="group" aria-label="Show as">
            {(['board', 'list'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="segmented-option"
                aria-pressed={mode === option}
                onClick={() => onMode(option)}
              >
                {humanize(option)}
              </button>
            ))}
          </div>
          <Button variant="ghost" onClick={onHelp} aria-keyshortcuts="?">
            Shortcuts
          </Button>
          {canWrite ? (
            <Button variant="primary" onClick={onCreate} aria-keyshortcuts="c">
              New issue
            </Button>
          ) : null}
        </>
      }
    />
  );
}

/** What this server cannot do of the filters and sorting (the board's API additions), said once. */
export function AbilitiesHint({ abilities }: { abilities: { multi: boolean; sort: boolean } | undefined }) {
  if (!abilities || (abilities.multi && abilities.sort)) return null;
  return (
    <p className="hint-line">
      {abilities.multi ? '' : 'This server takes one value per filter (status, type, priority, assignee). '}
      {abilities.sort ? '' : 'It lists issues in its own order: the list cannot be sorted here yet.'}
    </p>
  );
}

/** The list's "Group by". */
export function ListTools({
  group,
  cyclesOn,
  onGroup,
  listColumns,
}: {
  group: Grouping;
  cyclesOn: boolean;
  onGroup: (group: Grouping) => void;
  /** The workspace's custom fields, and the keys of those the list shows as columns (issue 40). */
  listColumns: { fields: CustomField[]; columns: string[]; setColumns: (columns: string[]) => void };
}) {
  return (
    <div className="list-tools">
      <label className="filter-label" htmlFor="issue-grouping">
        Group by
      </label>
      <select id="issue-grouping" value={group} onChange={(event) => onGroup(event.target.value as Grouping)}>
        {GROUPINGS.map((grouping) => (
          <option key={grouping} value={grouping} disabled={grouping === 'cycle' && !cyclesOn}>
            {grouping === 'none' ? 'Nothing' : humanize(grouping)}
          </option>
        ))}
      </select>
      <ColumnsMenu
        fields={listColumns.fields}
        columns={listColumns.columns}
        onChange={listColumns.setColumns}
      />
      {group === 'project' ? (
        <span className="hint-line">Issues outside every project are not in this grouping.</span>
      ) : null}
    </div>
  );
}
