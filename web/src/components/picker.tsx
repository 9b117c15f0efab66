import { useEffect, useId, useState, type ReactNode } from 'react';
import { Modal } from './modal.js';

export interface PickerOption {
  id: string;
  label: string;
  /** A second, quieter line: an identifier, a role, a page's section. */
  hint?: string;
  group?: string;
}

/**
 * A dialog with a search field over a list of choices (a combobox and its listbox): typing narrows the
 * list, ↑/↓ move, Enter chooses, Escape closes. The status and assignee pickers and the command
 * palette are all this.
 */
export function Picker({
  open,
  title,
  label,
  options,
  onPick,
  onClose,
  query,
  onQueryChange,
  status,
  loading = false,
  placeholder,
}: {
  open: boolean;
  title: string;
  /** The search field's label. */
  label: string;
  options: PickerOption[];
  onPick: (option: PickerOption) => void;
  onClose: () => void;
  /** When given, the caller filters (the palette searches the API); otherwise the options are filtered here. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** Said in place of the list's state (loading, failed, empty) when given. */
  status?: ReactNode;
  /** The options are still on their way: never "Nothing matches." until the answer is in. */
  loading?: boolean;
  placeholder?: string;
}) {
  const listId = useId();
  const { text, setOwnQuery, shown, current, setActive } = usePickerChoices(open, options, query);
  return (
    <Modal open={open} title={title} onClose={onClose} className="picker">
      <input
        className="picker-input"
        role="combobox"
        aria-label={label}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
        placeholder={placeholder}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) =>
          onQueryChange ? onQueryChange(event.target.value) : setOwnQuery(event.target.value)
        }
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((index) => (shown.length === 0 ? 0 : (index + step + shown.length) % shown.length));
          } else if (event.key === 'Enter' && current) {
            event.preventDefault();
            onPick(current);
          }
        }}
      />
      <PickerOptionList
        id={listId}
        label={title}
        options={shown}
        busy={loading}
        current={current}
        onHover={setActive}
        onPick={onPick}
      />
      <div className="picker-status" role="status" aria-live="polite">
        {status ?? (loading ? 'Loading…' : shown.length === 0 ? 'Nothing matches.' : null)}
      </div>
    </Modal>
  );
}

/** The choices; the one the keyboard points at is marked selected, the mouse moves that mark too. Options
 * with a `group` are shown under its heading (consecutive options of one group form it). */
function PickerOptionList({
  id,
  label,
  options,
  busy,
  current,
  onHover,
  onPick,
}: {
  id: string;
  label: string;
  options: PickerOption[];
  busy: boolean;
  current: PickerOption | undefined;
  onHover: (index: number) => void;
  onPick: (option: PickerOption) => void;
}) {
  const item = (option: PickerOption, index: number) => (
    <li
      key={option.id}
      id={`${id}-${option.id}`}
      role="option"
      aria-selected={option === current}
      className="picker-option"
      onMouseMove={() => onHover(index)}
      onClick={() => onPick(option)}
    >
      <span>{option.label}</span>
      {option.hint ? <span className="picker-hint">{option.hint}</span> : null}
    </li>
  );
  const runs: { group: string | undefined; items: ReactNode[] }[] = [];
  options.forEach((option, index) => {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.items.push(item(option, index));
    else runs.push({ group: option.group, items: [item(option, index)] });
  });
  return (
    <ul className="picker-list" role="listbox" id={id} aria-label={label} aria-busy={busy || undefined}>
      {runs.map((run, index) =>
        run.group === undefined ? (
          run.items
        ) : (
          <li key={`group-${index}`} role="group" aria-labelledby={`${id}-group-${index}`}>
            <div className="picker-group" id={`${id}-group-${index}`} role="presentation">
              {run.group}
            </div>
            <ul role="none">{run.items}</ul>
          </li>
        ),
      )}
    </ul>
  );
}

/** What the picker shows and points at: the options matching the typed text (unless the caller filters), and the
 * active one, back at the top whenever the picker opens or the list changes. */
function usePickerChoices(open: boolean, options: PickerOption[], query: string | undefined) {
  const [ownQuery, setOwnQuery] = useState('');
  const [active, setActive] = useState(0);
  const text = query ?? ownQuery;
  const shown =
    query === undefined
      ? options.filter((option) =>
          `${option.label} ${option.hint ?? ''}`.toLowerCase().includes(ownQuery.trim().toLowerCase()),
        )
      : options;
  useEffect(() => {
    if (open) {
      setOwnQuery('');
      setActive(0);
    }
  }, [open]);
  useEffect(() => setActive(0), [text, options.length]);
  const current = shown[Math.min(active, shown.length - 1)];
  return { text, setOwnQuery, shown, current, setActive };
}
