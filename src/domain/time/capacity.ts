import type { Executor } from '../../db/connection.js';
import { assignedEstimates, capacityActors, claimingIssues } from '../../repositories/capacity.js';
import { absencesBetween } from '../../repositories/time-entries.js';
import type { CapacityView, CapacityWeekView } from '../../schemas/capacity.js';
import { ActorDirectory } from '../actors.js';
import { privateAgentsViewer, type Caller } from '../caller.js';
import { capacityShareMinutes } from './capacity-share.js';
import { AppError, ValidationError } from '../../errors.js';
import { addDays, daysInclusive, isoWeekLabel, mondayOf } from './holidays.js';
import { cadenceOrNotFound } from '../issues/insights.js';
import { issueIdentifier } from '../issues/issue-ref.js';
import { todayUtc } from '../../clock.js';

/**
 * Plannable capacity per person and agent per week (contract: Issue "Standing work" §7; issue 6 §5):
 * weekly hours − absences in that week − capacity shares claimed by generic issues assigned to them
 * and `in_progress`. Weeks are ISO weeks (Monday to Sunday); every week touching the requested range
 * is reported whole. Claims are today's assignments, applied to every week (no history is kept of
 * past claims). Plannable time never goes below zero. Beside it, what each holds (`assigned`): counted
 * here rather than in the browser, which would otherwise download every open issue to sum estimates.
 */
export const MAX_CAPACITY_RANGE_DAYS = 366;

export function capacityRange(query: { from?: string | undefined; to?: string | undefined }) {
  const from = query.from ?? mondayOf(query.to ?? todayUtc());
  const to = query.to ?? addDays(mondayOf(from), 6);
  if (to < from) throw ValidationError.field('to', 'The to date must be on or after the from date.');
  if (daysInclusive(from, to) > MAX_CAPACITY_RANGE_DAYS) {
    throw ValidationError.field('to', `The range may span at most ${MAX_CAPACITY_RANGE_DAYS} days.`);
  }
  return { from, to };
}

function shareMinutes(share: string, weeklyHours: number): number {
  try {
    return capacityShareMinutes(share, weeklyHours);
  } catch (error) {
    // A share stored before a stricter rule: it claims nothing rather than failing the whole report.
    if (error instanceof AppError) return 0;
    throw error;
  }
}

export async function workspaceCapacity(
  db: Executor,
  caller: Caller,
  query: { from?: string | undefined; to?: string | undefined; cycle_id?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ items: CapacityView[]; total: number }> {
  const { from, to } = capacityRange(query);
  if (query.cycle_id !== undefined) cadenceOrNotFound(caller);
  const allActors = await capacityActors(db, caller.workspace.id, privateAgentsViewer(caller));
  const actors = allActors.slice(offset, offset + limit);
  const firstMonday = mondayOf(from);
  const lastSunday = addDays(mondayOf(to), 6);

  const [directory, absences, issues, held] = await Promise.all([
    ActorDirectory.load(db, actors),
    absencesBetween(db, caller.workspace.id, firstMonday, lastSunday),
    claimingIssues(db, caller.workspace.id, actors),
    assignedEstimates(db, caller.workspace.id, actors, query.cycle_id ?? null),
  ]);

  const absenceMinutes = new Map<string, number>();
  for (const absence of absences) {
    const key = `${absence.actor_type}:${absence.actor_id}:${mondayOf(absence.spent_on)}`;
    absenceMinutes.set(key, (absenceMinutes.get(key) ?? 0) + absence.minutes);
  }

  // Counted, not compared as text, and bounded by the range checked above (decisions §11.3).
  const weeks = Math.min(
    daysInclusive(firstMonday, lastSunday) / 7,
    Math.ceil(MAX_CAPACITY_RANGE_DAYS / 7) + 1,
  );
  const mondays = Array.from({ length: weeks }, (_, week) => addDays(firstMonday, week * 7));

  const items = actors.map((actor): CapacityView => {
    const weeklyMinutes = actor.weekly_hours * 60;
    const claims = issues
      .filter((i) => i.assignee_type === actor.type && i.assignee_id === actor.id)
      .map((i) => ({
        issue: issueIdentifier(i.number, i.project_prefix, caller.workspace.issue_prefix),
        title: i.title,
        capacity_share: i.capacity_share!,
        minutes: shareMinutes(i.capacity_share!, actor.weekly_hours),
      }));
    const claimed = claims.reduce((sum, c) => sum + c.minutes, 0);
    const weeks = mondays.map((monday) => {
      const absent = absenceMinutes.get(`${actor.type}:${actor.id}:${monday}`) ?? 0;
      return {
        week: isoWeekLabel(monday),
        starts_on: monday,
        ends_on: addDays(monday, 6),
        weekly_minutes: weeklyMinutes,
        absence_minutes: absent,
        claimed_minutes: claimed,
        plannable_minutes: Math.max(0, weeklyMinutes - absent - claimed),
      };
    });
    const sum = (pick: (w: CapacityWeekView) => number) => weeks.reduce((total, w) => total + pick(w), 0);
    const holds = held.find((h) => h.assignee_type === actor.type && h.assignee_id === actor.id);
    return {
      actor: directory.view(actor.type, actor.id)!,
      weekly_hours: actor.weekly_hours,
      claims,
      weeks,
      total: {
        weekly_minutes: sum((w) => w.weekly_minutes),
        absence_minutes: sum((w) => w.absence_minutes),
        claimed_minutes: sum((w) => w.claimed_minutes),
        plannable_minutes: sum((w) => w.plannable_minutes),
      },
      assigned: {
        issues: holds?.issues ?? 0,
        unestimated: holds?.unestimated ?? 0,
        estimate_minutes: holds?.estimate_minutes ?? 0,
      },
    };
  });
  return { items, total: allActors.length };
}
