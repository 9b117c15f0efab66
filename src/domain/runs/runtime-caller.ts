import { nowIso } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import type { AgentRuntime } from '../../db/schema.js';
import { updateRuntime } from '../../repositories/runtimes.js';
import { announceRuntimeBack } from './runtime-alerts.js';

/**
 * The runtime a runner call comes from, and its being heard from. Apart from runtimes.ts (which
 * registers and revokes runtimes, and so fails their runs) so that the run's lease calls can take a
 * caller without importing run-control.ts back.
 */
export interface RuntimeCaller {
  runtime: AgentRuntime;
  workspace: { id: number; slug: string; name: string };
}

/**
 * Any authenticated runner call counts as being heard from; it ends an announced outage
 * (`runtime.online`, runtime-alerts.ts).
 */
export async function touchRuntime(
  db: Executor,
  runtime: Pick<AgentRuntime, 'id' | 'offline_alerted_at'>,
): Promise<void> {
  await updateRuntime(db, runtime.id, { last_seen_at: nowIso() });
  if (runtime.offline_alerted_at !== null) await announceRuntimeBack(db, runtime.id);
}
