import { useQuery } from '@tanstack/react-query';
import { teamWeekQuery, type TimeEntry } from '../../api/time.js';
import { Button, EmptyState, ErrorNotice, Loading, Section } from '../../components/ui.js';
import { addDays, dayLabel, formatHours, isoWeek, toCsv, weekDays } from '../../lib/calendar.js';

interface TeamRow {
  key: string;
  name: string;
  type: 'user' | 'agent';
  days: number[];
  total: number;
}

/** Everybody's hours of the week, one row per person or agent, one column per day. */
export function teamRows(entries: TimeEntry[], days: string[]): TeamRow[] {
  const rows = new Map<string, TeamRow>();
  for (const entry of entries) {
    const key = `${entry.actor.type}:${entry.actor.id}`;
    let row = rows.get(key);
    if (!row) {
      row = { key, name: entry.actor.name, type: entry.actor.type, days: days.map(() => 0), total: 0 };
      rows.set(key, row);
    }
    const index = days.indexOf(entry.spent_on);
    if (index < 0) continue;
    row.days[index]! += entry.minutes;
    row.total += entry.minutes;
  }
  return [...rows.values()].sort((a, b) =>
    a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'user' ? -1 : 1,
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** For owners and admins: hours per person and per agent in the week, exportable as CSV. */
export function TeamHours({ monday }: { monday: string }) {
  const sunday = addDays(monday, 6);
  const days = weekDays(monday);
  const entries = useQuery(teamWeekQuery(monday, sunday));
  const rows = entries.data ? teamRows(entries.data, days) : [];
  const exportCsv = () => {
    const header = ['Name', 'Kind', ...days, 'Total hours'];
    const body = rows.map((row) => [
      row.name,
      row.type === 'user' ? 'person' : 'agent',
      ...row.days.map(formatHours),
      formatHours(row.total),
    ]);
    download(`hours-${isoWeek(monday)}.csv`, toCsv([header, ...body]));
  };
  return (
    <Section
      title="Team hours"
      description="Everyone's hours this week, people and agents, absences included."
      actions={rows.length > 0 ? <Button onClick={exportCsv}>Export CSV</Button> : null}
    >
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <ErrorNotice error={entries.error} />
      ) : rows.length === 0 ? (
        <EmptyState title="No hours logged by anyone this week" />
      ) : (
        <div className="table-wrap">
          <table className="table team-table" aria-label={`Team hours, week ${isoWeek(monday)}`}>
            <thead>
              <tr>
                <th scope="col">Who</th>
                {days.map((day) => (
                  <th scope="col" key={day} className="num">
                    {dayLabel(day)}
                  </th>
                ))}
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    {row.name}
                    {row.type === 'agent' ? <span className="muted"> (agent)</span> : null}
                  </th>
                  {row.days.map((minutes, index) => (
                    <td key={days[index]} className="num">
                      {minutes > 0 ? formatHours(minutes) : <span className="muted">–</span>}
                    </td>
                  ))}
                  <td className="num">
                    <strong>{formatHours(row.total)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
