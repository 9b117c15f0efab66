import type { Group } from '../../components/issue-list.js';
import type { Grouping, IssueFilters } from '../../lib/issue-filters.js';

/** The groups of the grouped list, narrowed to the filters' own choices when there are some. */
export function groupsFor(
  grouping: Grouping,
  filters: IssueFilters,
  members: { key: string; name: string; type: string }[],
  projects: { id: number; name: string }[],
  cycles: { number: number }[] | null,
): Group[] {
  const keep = (values: string[], value: string) => values.length === 0 || values.includes(value);
  if (grouping === 'assignee') {
    return [
      ...members.map((member) => ({
        key: member.key,
        title: member.type === 'agent' ? `${member.name} (agent)` : member.name,
        narrow: { assignee: member.key },
      })),
      { key: 'none', title: 'Unassigned', narrow: { assignee: 'none' } },
    ].filter((group) => keep(filters.assignee, group.narrow.assignee));
  }
  if (grouping === 'project') {
    return projects
      .filter((project) => keep(filters.project_id ? [filters.project_id] : [], String(project.id)))
      .map((project) => ({
        key: `project:${project.id}`,
        title: project.name,
        narrow: { project_id: String(project.id) },
      }));
  }
  if (grouping === 'cycle') {
    return [
      ...(cycles ?? []).map((cycle) => ({
        key: `cycle:${cycle.number}`,
        title: `Cycle ${cycle.number}`,
        narrow: { cycle: String(cycle.number) },
      })),
      { key: 'cycle:none', title: 'No cycle', narrow: { cycle: 'none' } },
    ].filter((group) => keep(filters.cycle ? [filters.cycle] : [], group.narrow.cycle));
  }
  return [];
}
