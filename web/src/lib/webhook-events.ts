/**
 * The webhook events a subscription may name (the contract's Events section; the server's list is
 * EVENT_NAMES in src/domain/events.ts — a unit test keeps the two equal), grouped for the checklist.
 */
export const WEBHOOK_EVENTS = [
  'issue.created',
  'issue.updated',
  'issue.status_changed',
  'issue.assigned',
  'comment.created',
  'run.completed',
  'run.failed',
  'delivery.recorded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The events grouped by their subject (`issue`, `comment`, …), in the contract's order. */
export function eventGroups(
  events: readonly string[] = WEBHOOK_EVENTS,
): { subject: string; events: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const event of events) {
    const subject = event.split('.')[0] ?? event;
    const list = groups.get(subject) ?? [];
    list.push(event);
    groups.set(subject, list);
  }
  return [...groups].map(([subject, list]) => ({ subject, events: list }));
}

/** A short summary of a subscription for the list: `All events`, or the names. */
export function summarizeEvents(events: readonly string[]): string {
  if (WEBHOOK_EVENTS.every((event) => events.includes(event))) return 'All events';
  if (events.length === 0) return 'No events';
  return events.join(', ');
}

/** Whether a delivery answered with success: a 2xx status. */
export function isSuccessStatus(status: number | null): boolean {
  return status !== null && status >= 200 && status < 300;
}
