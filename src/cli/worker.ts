import { ALL_LANES } from '../jobs/registry.js';
import { createWorker, openRuntime } from '../runtime.js';
import { limitHeapGrowth } from './heap.js';
import { untilStopSignal } from './signals.js';

/** `tandem worker`: the queue worker alone; any number may run beside the servers. */
export async function workerCommand(): Promise<number> {
  const stopped = untilStopSignal();
  limitHeapGrowth();
  const runtime = await openRuntime({ migrate: true, longRunning: true });
  const worker = createWorker(runtime, ALL_LANES);
  await worker.start();
  process.stdout.write(`Tandem worker ${worker.id} processing lanes ${ALL_LANES.join(', ')}\n`);
  const signal = await stopped;
  runtime.log.info({ signal }, 'worker stopping');
  await worker.stop();
  await runtime.database.close();
  return 0;
}
