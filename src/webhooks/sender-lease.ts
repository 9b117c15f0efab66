import type { Logger } from 'pino';
import { isoAfter, nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';

/**
 * A webhook's senders: up to SERVICE_WEBHOOK_SENDERS running delivery jobs at a time across every
 * worker process, each holding one slot row of `webhook_senders` under a short lease it renews while it
 * runs. The bound keeps one busy webhook from flooding its receiver or taking every worker; the short
 * lease makes a dead worker's slots (and the deliveries it was sending) free again within seconds.
 * While a webhook is failing (a failure count above zero) only slot 0 sends, so that its attempts are
 * made one at a time and twelve consecutive failures stop it after exactly twelve.
 */
export interface SenderSlot {
  webhookId: number;
  slot: number;
  /** The job's claim (`jobs.locked_by`): unique to this run of this job. */
  lockedBy: string;
}

export type SlotAnswer =
  | { kind: 'acquired'; slot: SenderSlot }
  /** Every slot it may take has a live sender; `until` is when the first of their leases runs out. */
  | { kind: 'busy'; until: string }
  | { kind: 'gone' };

export async function acquireSlot(
  db: Executor,
  webhookId: number,
  lockedBy: string,
  options: { senders: number; leaseMs: number },
): Promise<SlotAnswer> {
  const hook = await db
    .selectFrom('webhooks')
    .select('failure_count')
    .where('id', '=', webhookId)
    .executeTakeFirst();
  if (!hook) return { kind: 'gone' };
  const eligible = hook.failure_count > 0 ? 1 : options.senders;
  const held = new Map(
    (
      await db
        .selectFrom('webhook_senders')
        .select(['slot', 'locked_until'])
        .where('webhook_id', '=', webhookId)
        .where('slot', '<', eligible)
        .execute()
    ).map((row) => [row.slot, row.locked_until]),
  );
  const now = nowIso();
  for (let slot = 0; slot < eligible; slot++) {
    const until = held.get(slot);
    if (until !== undefined && until >= now) continue;
    // Compare-and-set: a free or expired slot only, so two takers never both win.
    const taken = await db
      .insertInto('webhook_senders')
      .values({ webhook_id: webhookId, slot, locked_by: lockedBy, locked_until: isoAfter(options.leaseMs) })
      .onConflict((oc) =>
        oc
          .columns(['webhook_id', 'slot'])
          .doUpdateSet((eb) => ({
            locked_by: eb.ref('excluded.locked_by'),
            locked_until: eb.ref('excluded.locked_until'),
          }))
          .where('webhook_senders.locked_until', '<', now),
      )
      .returning('slot')
      .executeTakeFirst();
    if (taken) return { kind: 'acquired', slot: { webhookId, slot, lockedBy } };
  }
  const leases = [...held.values()].filter((until) => until >= now).sort();
  return { kind: 'busy', until: leases[0] ?? isoAfter(options.leaseMs) };
}

/** False when the slot was lost (its lease ran out and another sender took it). */
export async function renewSlot(db: Executor, slot: SenderSlot, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('webhook_senders')
    .set({ locked_until: isoAfter(leaseMs) })
    .where('webhook_id', '=', slot.webhookId)
    .where('slot', '=', slot.slot)
    .where('locked_by', '=', slot.lockedBy)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseSlot(db: Executor, slot: SenderSlot): Promise<void> {
  await db
    .deleteFrom('webhook_senders')
    .where('webhook_id', '=', slot.webhookId)
    .where('slot', '=', slot.slot)
    .where('locked_by', '=', slot.lockedBy)
    .execute();
}

/** Renews the slot every third of its lease while the sender runs; `lost` once it was taken over. */
export function keepSlot(
  db: Executor,
  slot: SenderSlot,
  leaseMs: number,
  log: Logger,
): { readonly lost: boolean; stop(): void } {
  let lost = false;
  const timer = setInterval(
    () => {
      renewSlot(db, slot, leaseMs)
        .then((kept) => {
          if (!kept) lost = true;
        })
        .catch((error: unknown) =>
          log.warn({ err: error, webhook: slot.webhookId }, 'sender lease renewal failed'),
        );
    },
    Math.max(500, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return {
    get lost() {
      return lost;
    },
    stop: () => clearInterval(timer),
  };
}
