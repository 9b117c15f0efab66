import type { Executor } from '../../db/connection.js';
import { agentWorkOnIssue, peopleMinutesOnIssue } from '../../repositories/scorecards.js';
import type { IssueCostView } from '../../schemas/scorecards.js';
import { PRIVATE_AGENT } from '../actors.js';
import { dollars } from './budgets.js';
import type { Caller } from '../caller.js';
import { resolveIssue } from '../issues/issue-ref.js';
import { canUseAgent } from '../policy.js';

/**
 * `GET /issues/{issue}/cost` (issue 39): what the issue took, people's logged time and agents' runs side
 * by side. No hourly rate is kept for people, so their part stays in minutes; agents' part is the cost
 * their runs reported and the minutes their runs logged. A private agent the caller may not see shows
 * under the name others see it by.
 */
export async function issueCostFor(db: Executor, caller: Caller, reference: string): Promise<IssueCostView> {
  const issue = await resolveIssue(db, caller.workspace, reference);
  const [people, agents] = await Promise.all([
    peopleMinutesOnIssue(db, issue.id),
    agentWorkOnIssue(db, issue.id),
  ]);
  const byAgent = agents
    .map((agent) => ({
      id: agent.id,
      name: canUseAgent(caller, agent) ? agent.name : PRIVATE_AGENT,
      runs: agent.runs,
      minutes: agent.minutes,
      cost_usd: dollars(agent.cost_micros),
    }))
    .sort((a, b) => b.cost_usd - a.cost_usd || a.id - b.id);
  return {
    people: { minutes: people.reduce((sum, p) => sum + p.minutes, 0), by_person: people },
    agents: {
      runs: agents.reduce((sum, a) => sum + a.runs, 0),
      minutes: agents.reduce((sum, a) => sum + a.minutes, 0),
      cost_usd: dollars(agents.reduce((sum, a) => sum + a.cost_micros, 0)),
      by_agent: byAgent,
    },
  };
}
