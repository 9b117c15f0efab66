import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { cyclesQuery } from '../../api/cycles.js';
import type { CostGroup, InsightFilters, TimeGroup } from '../../api/insights.js';
import { projectsQuery } from '../../api/projects.js';
import { SelectField, TextField } from '../../components/ui.js';

/** The page's filters, kept in the address so a view can be shared and survives a reload. */
export interface InsightSettings {
  filters: InsightFilters;
  timeGroup: TimeGroup;
  costGroup: CostGroup;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positive(text: string | null): number | undefined {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : undefined;
}

export function useInsightSettings(): [InsightSettings, (key: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const date = (key: string) => {
    const value = params.get(key);
    return value !== null && DATE.test(value) ? value : undefined;
  };
  const time = params.get('time');
  const settings: InsightSettings = {
    filters: {
      from: date('from'),
      to: date('to'),
      project_id: positive(params.get('project')),
      cycle_id: positive(params.get('cycle')),
    },
    timeGroup: time === 'project' || time === 'cycle' ? time : 'person',
    costGroup: params.get('cost') === 'project' ? 'project' : 'agent',
  };
  const change = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return [settings, change];
}

export function InsightFilterBar({
  settings,
  change,
}: {
  settings: InsightSettings;
  change: (key: string, value: string) => void;
}) {
  const projects = useQuery(projectsQuery);
  const cycles = useQuery(cyclesQuery);
  const { filters } = settings;
  return (
    <form className="insight-filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="From"
        type="date"
        value={filters.from ?? ''}
        onChange={(event) => change('from', event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={filters.to ?? ''}
        onChange={(event) => change('to', event.target.value)}
      />
      <SelectField
        label="Project"
        value={filters.project_id === undefined ? '' : String(filters.project_id)}
        onChange={(event) => change('project', event.target.value)}
        options={[
          { value: '', label: 'All projects' },
          ...(projects.data ?? []).map((project) => ({ value: String(project.id), label: project.name })),
        ]}
      />
      <SelectField
        label="Cycle"
        value={filters.cycle_id === undefined ? '' : String(filters.cycle_id)}
        onChange={(event) => change('cycle', event.target.value)}
        options={[
          { value: '', label: 'Any (burn-up: current)' },
          ...(cycles.data ?? []).map((cycle) => ({
            value: String(cycle.number),
            label: `Cycle ${cycle.number} (${cycle.starts_on} – ${cycle.ends_on})`,
          })),
        ]}
      />
    </form>
  );
}
