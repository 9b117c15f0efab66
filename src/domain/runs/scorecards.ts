import { todayUtc } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import { listWorkspaceAgentPage } from '../../repositories/agents.js';
import {
  medianRunMinutes,
  pullRequestDeliveries,
  reopenedIssues,
  reviewRoundsOf,
  runOutcomes,
  type DeliveryRow,
  type RunOutcomeRow,
  type ScorecardScope,
} from '../../repositories/scorecards.js';
import type {
  AgentScorecardView,
  ScorecardQueryInput,
  ScorecardSeriesView,
  ScorecardView,
  ScorecardWeekView,
} from '../../schemas/scorecards.js';
import { dollars } from './budgets.js';
import { privateAgentsViewer, type Caller } from '../caller.js';
import { visibleAgent } from './agent-config.js';
import { ValidationError } from '../../errors.js';
import { addDays, daysInclusive, mondayOf } from '../time/holidays.js';

/**
 * Agents' scorecards (decisions §12.12, docs/decisions.md "Issue 39 — scorecards"): what an agent's runs
 * came to over a window of calendar days (UTC, both ends included; by default the last 30 days). Read
 * by whoever may see the agent, as its other reads.
 */

/** Days a scorecard covers when `from` is left out: the last 30 days, today included. */
export const DEFAULT_SCORECARD_DAYS = 30;
/** Weeks the series covers when `from` is left out, this one included. */
export const DEFAULT_SERIES_WEEKS = 12;
/** The longest series, in days: a year of weekly points is what a chart can show. */
export const MAX_SERIES_DAYS = 371;

export interface ScorecardWindow {
  from: string;
  to: string;
}

function windowOf(query: ScorecardQueryInput, defaultFrom: (to: string) => string): ScorecardWindow {
  const to = query.to ?? todayUtc();
  const from = query.from ?? defaultFrom(to);
  if (from > to) {
    throw ValidationError.field(
      query.to === undefined ? 'from' : 'to',
      'The to date must be on or after the from date.',
    );
  }
  return { from, to };
}

export function scorecardWindow(query: ScorecardQueryInput): ScorecardWindow {
  return windowOf(query, (to) => addDays(to, 1 - DEFAULT_SCORECARD_DAYS));
}

export function seriesWindow(query: ScorecardQueryInput): ScorecardWindow {
  const window = windowOf(query, (to) => addDays(mondayOf(to), -7 * (DEFAULT_SERIES_WEEKS - 1)));
  if (daysInclusive(window.from, window.to) > MAX_SERIES_DAYS) {
    throw ValidationError.field('from', `A series may span at most ${MAX_SERIES_DAYS} days.`);
  }
  return window;
}

function scopeOf(caller: Caller, agentIds: number[], window: ScorecardWindow): ScorecardScope {
  return {
    workspaceId: caller.workspace.id,
    agentIds,
    start: `${window.from}T00:00:00.000Z`,
    end: `${addDays(window.to, 1)}T00:00:00.000Z`,
  };
}

interface Tally {
  runs: ScorecardView['runs'];
  deliveries: ScorecardView['deliveries'];
  costMicros: number;
}

function emptyTally(): Tally {
  return {
    runs: { completed: 0, failed: 0, canceled: 0, timed_out: 0, stalled: 0 },
    deliveries: { opened: 0, merged: 0, closed_unmerged: 0 },
    costMicros: 0,
  };
}

function addOutcome(tally: Tally, row: RunOutcomeRow): void {
  tally.runs[row.status] += row.runs;
  if (row.status === 'failed' && row.failure_reason === 'timed_out') tally.runs.timed_out += row.runs;
  if (row.status === 'failed' && row.failure_reason === 'stalled') tally.runs.stalled += row.runs;
  tally.costMicros += row.cost_micros;
}

function addDeliveries(tally: Tally, row: DeliveryRow): void {
  tally.deliveries.opened += row.opened;
  tally.deliveries.merged += row.merged;
  tally.deliveries.closed_unmerged += row.closed_unmerged;
}

/** Minutes to one decimal: a median of seconds-long runs still reads as something. */
function roundMinutes(minutes: number): number {
  return Math.round(minutes * 10) / 10;
}

/** The scorecards of several agents of the caller's workspace, by agent id, in a few grouped queries. */
export async function scorecardsOf(
  db: Executor,
  caller: Caller,
  agentIds: number[],
  window: ScorecardWindow,
): Promise<Map<number, ScorecardView>> {
  const scope = scopeOf(caller, agentIds, window);
  const [outcomes, deliveries, medians, reopened, reviewRounds] = await Promise.all([
    runOutcomes(db, scope, false),
    pullRequestDeliveries(db, scope, false),
    medianRunMinutes(db, scope),
    reopenedIssues(db, scope),
    reviewRoundsOf(db, scope),
  ]);
  const tallies = new Map(agentIds.map((id) => [id, emptyTally()]));
  for (const row of outcomes) addOutcome(tallies.get(row.agent_id)!, row);
  for (const row of deliveries) addDeliveries(tallies.get(row.agent_id)!, row);
  const cards = new Map<number, ScorecardView>();
  for (const [id, tally] of tallies) {
    const median = medians.get(id);
    cards.set(id, {
      runs: tally.runs,
      deliveries: tally.deliveries,
      reopened: reopened.get(id) ?? 0,
      review_rounds: reviewRounds.get(id) ?? 0,
      cost_usd: dollars(tally.costMicros),
      cost_per_merged_usd:
        tally.deliveries.merged === 0 ? null : dollars(tally.costMicros / tally.deliveries.merged),
      median_run_minutes: median === undefined ? null : roundMinutes(median),
    });
  }
  return cards;
}

/** `GET /agents/{id}/scorecard`: 404 for an agent the caller may not see. */
export async function agentScorecardFor(
  db: Executor,
  caller: Caller,
  agentId: number,
  query: ScorecardQueryInput,
): Promise<ScorecardView> {
  const window = scorecardWindow(query);
  const agent = await visibleAgent(db, caller, agentId);
  return (await scorecardsOf(db, caller, [agent.id], window)).get(agent.id)!;
}

/**
 * `GET /agents/{id}/scorecard/series`: every ISO week touching the window (by its Monday), counting
 * what fell inside the window; weeks with nothing are there with zeros, so a chart's axis is even.
 */
export async function agentScorecardSeriesFor(
  db: Executor,
  caller: Caller,
  agentId: number,
  query: ScorecardQueryInput,
): Promise<ScorecardSeriesView> {
  const window = seriesWindow(query);
  const agent = await visibleAgent(db, caller, agentId);
  const scope = scopeOf(caller, [agent.id], window);
  const [outcomes, deliveries] = await Promise.all([
    runOutcomes(db, scope, true),
    pullRequestDeliveries(db, scope, true),
  ]);
  const weeks = new Map<string, Tally>();
  for (let monday = mondayOf(window.from); monday <= window.to; monday = addDays(monday, 7)) {
    weeks.set(monday, emptyTally());
  }
  for (const row of outcomes) addOutcome(weeks.get(mondayOf(row.day!))!, row);
  for (const row of deliveries) addDeliveries(weeks.get(mondayOf(row.day!))!, row);
  const points: ScorecardWeekView[] = [...weeks].map(([week, tally]) => ({
    week,
    runs: tally.runs,
    deliveries: tally.deliveries,
    cost_usd: dollars(tally.costMicros),
  }));
  return { from: window.from, to: window.to, weeks: points };
}

/** `GET /agents/scorecards`: a page of the agents the caller may see, each with its scorecard. */
export async function agentScorecardsFor(
  db: Executor,
  caller: Caller,
  query: ScorecardQueryInput,
  limit: number,
  offset: number,
): Promise<{ items: AgentScorecardView[]; total: number }> {
  const window = scorecardWindow(query);
  const { rows: agents, total } = await listWorkspaceAgentPage(
    db,
    caller.workspace.id,
    privateAgentsViewer(caller),
    limit,
    offset,
  );
  const cards = await scorecardsOf(
    db,
    caller,
    agents.map((agent) => agent.id),
    window,
  );
  return {
    items: agents.map((agent) => ({
      agent: { id: agent.id, name: agent.name },
      from: window.from,
      to: window.to,
      scorecard: cards.get(agent.id)!,
    })),
    total,
  };
}
