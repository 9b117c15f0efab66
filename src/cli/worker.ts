import { ALL_LANES } from '../jobs/registry.js';
import { createWorker, openRuntime } from '../runtime.js';

/** `tandem worker`: the queue worker alone; any number may run beside the servers. */
export async function workerCommand(): Promise<number> {
  const runtime = await openRuntime({ migrate: true });
  const worker = createWorker(runtime, ALL_LANES);
  await worker.start();
  process.stdout.write(`Tandem worker ${worker.id} processing lanes ${ALL_LANES.join(', ')}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', () => resolve());
    process.once('SIGINT', () => resolve());
  });
  await worker.stop();
  await runtime.database.close();
  return 0;
}
