import { useQuery } from '@tanstack/react-query';
import { fieldsQuery } from '../api/fields.js';
import { useEffect, useId, useRef, useState } from 'react';
import type { Assignable } from '../api/issues.js';
import { humanize } from '../lib/format.js';
import { activeFilterCount, emptyFilters, type IssueFilters } from '../lib/issue-filters.js';
import { PRIORITY_ORDER, STATUS_ORDER, TYPE_ORDER } from '../lib/issue-display.js';
import { Button } from './ui.js';

interface Choice {
  value: string;
  label: string;
}

/**
 * One filter over a list of choices: checkboxes in a disclosure when the server takes several values,
 * a plain select (one value, "Any") when it takes one.
 */
function ChoiceFilter({
  label,
  values,
  choices,
  multi,
  onChange,
}: {
  label: string;
  values: string[];
  choices: Choice[];
  multi: boolean;
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  if (!multi) {
    return (
      <div className="filter">
        <label htmlFor={id} className="filter-label">
          {label}
        </label>
        <select
          id={id}
          value={values[0] ?? ''}
          onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
        >
          <option value="">Any</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const names = values.map((value) => choices.find((c) => c.value === value)?.label ?? value);
  return (
    <details className="filter filter-menu" onKeyDown={closeOnEscape}>
      <summary className={values.length > 0 ? 'filter-summary filter-on' : 'filter-summary'}>
        {label}
        {names.length > 0 ? `: ${names.length > 2 ? `${names.length} chosen` : names.join(', ')}` : ''}
      </summary>
      <fieldset className="filter-options">
        <legend className="visually-hidden">{label}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="check">
            <input
              type="checkbox"
              checked={values.includes(choice.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...values, choice.value]
                    : values.filter((value) => value !== choice.value),
                )
              }
            />
            {choice.label}
          </label>
        ))}
        {choices.length === 0 ? <p className="filter-empty">Nothing to choose yet.</p> : null}
      </fieldset>
    </details>
  );
}

/** Escape closes an open filter menu and gives the focus back to its button (its summary). */
function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== 'Escape' || !menu.open) return;
  event.preventDefault();
  event.stopPropagation();
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

/** A text filter that updates the address as one types, a moment after the last key. */
function TextFilter({
  label,
  value,
  onChange,
  inputRef,
  type = 'search',
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
  type?: string;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), type === 'search' ? 250 : 0);
    return () => clearTimeout(timer);
    // Only what was typed starts the timer; a new value from the address is adopted above.
  }, [text]);
  return (
    <div className={`filter${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="filter-label">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

export function IssueFilterBar({
  filters,
  multi,
  members,
  labels,
  projects,
  cycles,
  onChange,
  searchRef,
}: {
  filters: IssueFilters;
  multi: boolean;
  members: Assignable[];
  labels: string[] | null;
  projects: { id: number; name: string }[];
  cycles: { number: number; starts_on: string }[] | null;
  onChange: (filters: IssueFilters, options?: { replace?: boolean }) => void;
  searchRef: React.Ref<HTMLInputElement>;
}) {
  const set: SetFilters = (patch, replace = false) => onChange({ ...filters, ...patch }, { replace });
  const active = activeFilterCount(filters);
  return (
    <div className="filter-bar" role="search" aria-label="Filter issues">
      <TextFilter
        label="Search"
        className="filter-search"
        value={filters.q ?? ''}
        placeholder="Words, or an identifier"
        inputRef={searchRef}
        onChange={(q) => set({ q: q.trim() || undefined }, true)}
      />
      <StatusTypePriorityFilters filters={filters} multi={multi} set={set} />
      <ChoiceFilter
        label="Assignee"
        values={filters.assignee}
        multi={multi}
        choices={[
          { value: 'none', label: 'Unassigned' },
          ...members.map((m) => ({ value: m.key, label: m.type === 'agent' ? `${m.name} (agent)` : m.name })),
        ]}
        onChange={(assignee) => set({ assignee })}
      />
      <LabelsFilter filters={filters} labels={labels} set={set} />
      <ChoiceFilter
        label="Project"
        values={filters.project_id ? [filters.project_id] : []}
        multi={false}
        choices={projects.map((p) => ({ value: String(p.id), label: p.name }))}
        onChange={([projectId]) => set({ project_id: projectId })}
      />
      <CycleFilter filters={filters} cycles={cycles} set={set} />
      <SelectFieldFilters filters={filters} set={set} />
      <TextFilter
        label="Updated since"
        type="date"
        value={filters.updated_since ?? ''}
        onChange={(date) => set({ updated_since: date || undefined })}
      />
      {active > 0 ? (
        <Button variant="ghost" className="filter-clear" onClick={() => onChange(emptyFilters())}>
          Clear filters ({active})
        </Button>
      ) : null}
    </div>
  );
}

type SetFilters = (patch: Partial<IssueFilters>, replace?: boolean) => void;

function enumChoices(values: readonly string[]): Choice[] {
  return values.map((value) => ({ value, label: humanize(value) }));
}

/** The filters over the issue's own fixed values. */
function StatusTypePriorityFilters({
  filters,
  multi,
  set,
}: {
  filters: IssueFilters;
  multi: boolean;
  set: SetFilters;
}) {
  return (
    <>
      <ChoiceFilter
        label="Status"
        values={filters.status}
        multi={multi}
        choices={enumChoices(STATUS_ORDER)}
        onChange={(status) => set({ status })}
      />
      <ChoiceFilter
        label="Type"
        values={filters.type}
        multi={multi}
        choices={enumChoices(TYPE_ORDER)}
        onChange={(type) => set({ type })}
      />
      <ChoiceFilter
        label="Priority"
        values={filters.priority}
        multi={multi}
        choices={enumChoices(PRIORITY_ORDER)}
        onChange={(priority) => set({ priority })}
      />
    </>
  );
}

/** Labels to choose from when the workspace's labels are known; otherwise typed, comma-separated. */
function LabelsFilter({
  filters,
  labels,
  set,
}: {
  filters: IssueFilters;
  labels: string[] | null;
  set: SetFilters;
}) {
  if (labels) {
    return (
      <ChoiceFilter
        label="Labels (all)"
        values={filters.label}
        multi
        choices={labels.map((name) => ({ value: name, label: name }))}
        onChange={(label) => set({ label })}
      />
    );
  }
  return (
    <TextFilter
      label="Labels (all, comma-separated)"
      type="text"
      value={filters.label.join(', ')}
      onChange={(text) =>
        set(
          {
            label: text
              .split(',')
              .map((l) => l.trim())
              .filter(Boolean),
          },
          true,
        )
      }
    />
  );
}

/**
 * One filter per select and multi-select custom field (issue 40): issues whose field holds the chosen
 * option. Fields of every project are offered; a project's field matches only its issues.
 */
function SelectFieldFilters({ filters, set }: { filters: IssueFilters; set: SetFilters }) {
  const fields = useQuery(fieldsQuery());
  const choosable = (fields.data ?? []).filter(
    (field) => field.type === 'select' || field.type === 'multi_select',
  );
  return (
    <>
      {choosable.map((field) => {
        const current = filters.fields?.[field.key];
        return (
          <ChoiceFilter
            key={field.id}
            label={field.name}
            values={current ? [current] : []}
            multi={false}
            choices={field.options.map((option) => ({ value: option, label: option }))}
            onChange={([value]) => {
              const { [field.key]: _dropped, ...others } = filters.fields ?? {};
              set({ fields: value ? { ...others, [field.key]: value } : others });
            }}
          />
        );
      })}
    </>
  );
}

/** Cycles to choose from when the workspace's cycles are known; otherwise a typed number (or "none"). */
function CycleFilter({
  filters,
  cycles,
  set,
}: {
  filters: IssueFilters;
  cycles: { number: number; starts_on: string }[] | null;
  set: SetFilters;
}) {
  if (cycles) {
    return (
      <ChoiceFilter
        label="Cycle"
        values={filters.cycle ? [filters.cycle] : []}
        multi={false}
        choices={[
          { value: 'none', label: 'No cycle' },
          ...cycles.map((c) => ({ value: String(c.number), label: `Cycle ${c.number}` })),
        ]}
        onChange={([cycle]) => set({ cycle })}
      />
    );
  }
  return (
    <TextFilter
      label="Cycle (number or none)"
      type="text"
      value={filters.cycle ?? ''}
      onChange={(cycle) => set({ cycle: cycle.trim() || undefined }, true)}
    />
  );
}
