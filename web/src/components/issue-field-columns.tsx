import { useCallback, useState } from 'react';
import type { CustomField } from '../api/fields.js';
import type { Assignable, Issue } from '../api/issues.js';
import { formatDate } from '../lib/format.js';

/**
 * Custom fields as columns of the issue list (issue 40): which ones show is the person's choice, kept
 * on this device per workspace and in a saved view; each value drawn as its type reads.
 */

/** Where the columns chosen outside a saved view are kept, per workspace. */
const storageKey = (workspaceId: number) => `tandem:issue-field-columns:${workspaceId}`;

function storedColumns(workspaceId: number): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(workspaceId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** The field keys the list shows as columns, in order, remembered on this device. */
export function useFieldColumns(workspaceId: number) {
  const [columns, setColumnsState] = useState<string[]>(() => storedColumns(workspaceId));
  const setColumns = useCallback(
    (next: string[]) => {
      setColumnsState(next);
      try {
        localStorage.setItem(storageKey(workspaceId), JSON.stringify(next));
      } catch {
        // Storage full or refused: the choice holds for this page only.
      }
    },
    [workspaceId],
  );
  return { columns, setColumns };
}

/** The fields the keys name, in the keys' order (a key of a deleted field is passed over). */
export function shownFields(keys: readonly string[], fields: readonly CustomField[]): CustomField[] {
  return keys.flatMap((key) => fields.filter((field) => field.key === key));
}

/**
 * How wide the list is with `count` field columns: the built-in columns at their least (styles.css
 * `.issue-row`: 910px, six 12px gaps, 24px of padding), then 140px and a gap each.
 */
export function listWidthStyle(count: number): React.CSSProperties | undefined {
  return count === 0 ? undefined : { minWidth: `${1006 + count * 152}px` };
}

/** The list's grid with `count` field columns after the built-in ones. */
export function listGridStyle(count: number): React.CSSProperties | undefined {
  if (count === 0) return undefined;
  return {
    gridTemplateColumns: `90px minmax(200px, 1fr) 120px 100px 170px 130px 100px repeat(${count}, 140px)`,
    ...listWidthStyle(count),
  };
}

/** One field's value in a list row: a person's name, a date in the reader's locale, chips, a link. */
export function FieldValue({
  field,
  value,
  people,
}: {
  field: CustomField;
  value: Issue['fields'][string] | undefined;
  people: readonly Assignable[];
}) {
  if (value === undefined || value === null) return null;
  switch (field.type) {
    case 'person': {
      const person = people.find((entry) => entry.type === 'user' && entry.id === value);
      return <span>{person?.name ?? `User ${String(value)}`}</span>;
    }
    case 'date':
      return <span>{typeof value === 'string' ? formatDate(`${value}T00:00:00`) : String(value)}</span>;
    case 'multi_select':
      return (
        <span className="labels">
          {(Array.isArray(value) ? value : [String(value)]).map((option) => (
            <span className="label-chip" key={option}>
              {option}
            </span>
          ))}
        </span>
      );
    case 'url':
      return typeof value === 'string' ? (
        <a href={value} target="_blank" rel="noopener noreferrer" className="field-link" tabIndex={-1}>
          {value.replace(/^https?:\/\//, '')}
        </a>
      ) : null;
    case 'number':
      return (
        <span className="field-number">{typeof value === 'number' ? value.toLocaleString() : value}</span>
      );
    default:
      return <span>{String(value)}</span>;
  }
}

/** "Columns": a menu of the workspace's fields, each a checkbox; Escape closes it. */
export function ColumnsMenu({
  fields,
  columns,
  onChange,
}: {
  fields: readonly CustomField[];
  columns: readonly string[];
  onChange: (columns: string[]) => void;
}) {
  const chosen = columns.filter((key) => fields.some((field) => field.key === key));
  return (
    <details className="filter filter-menu columns-menu" onKeyDown={closeOnEscape}>
      <summary className={chosen.length > 0 ? 'filter-summary filter-on' : 'filter-summary'}>
        Columns{chosen.length > 0 ? `: ${chosen.length} field${chosen.length === 1 ? '' : 's'}` : ''}
      </summary>
      <fieldset className="filter-options">
        <legend className="visually-hidden">Custom fields shown as columns</legend>
        {fields.map((field) => (
          <label key={field.key} className="check">
            <input
              type="checkbox"
              checked={columns.includes(field.key)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...columns.filter((key) => key !== field.key), field.key]
                    : columns.filter((key) => key !== field.key),
                )
              }
            />
            {field.name}
          </label>
        ))}
        {fields.length === 0 ? (
          <p className="filter-empty">No custom fields yet (Administration → Fields).</p>
        ) : null}
      </fieldset>
    </details>
  );
}

/** Escape closes the open menu and gives the focus back to its button (its summary). */
function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== 'Escape' || !menu.open) return;
  event.preventDefault();
  event.stopPropagation();
  menu.open = false;
  menu.querySelector('summary')?.focus();
}
