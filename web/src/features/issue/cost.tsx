import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { issueCostQuery } from '../../api/scorecards.js';
import { ErrorNotice, Loading, Section } from '../../components/ui.js';
import { formatMinutes } from '../../lib/calendar.js';
import { formatUsd } from '../../lib/run-view.js';

/**
 * What the issue took (issue 39): people's logged time and agents' runs side by side. People have no
 * hourly rate in Tandem, so their part stays in hours; agents' part is the cost their runs reported.
 */
export function CostSection({ identifier }: { identifier: string }) {
  const cost = useQuery(issueCostQuery(identifier));
  return (
    <Section title="Cost">
      {cost.isPending ? <Loading /> : null}
      <ErrorNotice error={cost.error} />
      {cost.data ? (
        cost.data.people.minutes === 0 && cost.data.agents.runs === 0 ? (
          <p className="muted">No time logged and no agent runs yet.</p>
        ) : (
          <table className="table issue-cost-table" aria-label="Cost of this issue">
            <thead>
              <tr>
                <th scope="col">Who</th>
                <th scope="col">Time</th>
                <th scope="col">Runs</th>
                <th scope="col">Cost</th>
              </tr>
            </thead>
            <tbody>
              {cost.data.people.by_person.map((person) => (
                <tr key={`user:${person.id}`}>
                  <th scope="row">{person.name}</th>
                  <td>{formatMinutes(person.minutes)}</td>
                  <td>—</td>
                  <td>—</td>
                </tr>
              ))}
              {cost.data.agents.by_agent.map((agent) => (
                <tr key={`agent:${agent.id}`}>
                  <th scope="row">{agent.name}</th>
                  <td>{agent.minutes ? formatMinutes(agent.minutes) : '—'}</td>
                  <td>
                    <Link to={`/runs?issue=${encodeURIComponent(identifier)}&agent=${agent.id}`}>
                      {agent.runs}
                    </Link>
                  </td>
                  <td>{formatUsd(agent.cost_usd)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">People</th>
                <td>{formatMinutes(cost.data.people.minutes)}</td>
                <td>—</td>
                <td>—</td>
              </tr>
              <tr>
                <th scope="row">Agents</th>
                <td>{formatMinutes(cost.data.agents.minutes)}</td>
                <td>{cost.data.agents.runs}</td>
                <td>{formatUsd(cost.data.agents.cost_usd)}</td>
              </tr>
            </tfoot>
          </table>
        )
      ) : null}
    </Section>
  );
}
