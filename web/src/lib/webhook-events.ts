// How the interface shows the webhook events a subscription may name; the list itself is the
// contract's (`EVENT_NAMES`, src/schemas/enums.ts), never a copy.
import { EVENT_NAMES } from '../../../src/schemas/enums.js';

/** The events grouped by their subject (`issue`, `comment`, …), in the contract's order. */
export function eventGroups(
  events: readonly string[] = EVENT_NAMES,
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
  if (EVENT_NAMES.every((event) => events.includes(event))) return 'All events';
  if (events.length === 0) return 'No events';
  return events.join(', ');
}

/** Whether a delivery answered with success: a 2xx status. */
export function isSuccessStatus(status: number | null): boolean {
  return status !== null && status >= 200 && status < 300;
}
