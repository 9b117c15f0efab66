import { needsSetup, setupInstructions } from '../domain/people/setup.js';
import { waitingOutLostConnections } from '../db/wait-for-database.js';
import { buildApp } from '../http/app.js';
import { ALL_LANES } from '../jobs/registry.js';
import { createWorker, openRuntime } from '../runtime.js';
import { limitHeapGrowth } from './heap.js';
import { untilStopSignal } from './signals.js';

/** `tandem serve`: migrations, then the HTTP server and (unless --no-worker) the queue worker. */
export async function serveCommand(options: { worker: boolean }): Promise<number> {
  const stopped = untilStopSignal();
  limitHeapGrowth();
  const runtime = await openRuntime({ migrate: true, longRunning: true });
  const { config, database, log } = runtime;
  const app = await buildApp({ db: database.db, dialect: database.dialect, config }, { loggerInstance: log });
  const worker = options.worker ? createWorker(runtime, ALL_LANES) : null;
  await app.listen({ port: config.port, host: config.host });
  await worker?.start();
  process.stdout.write(`Tandem listening on ${config.appUrl} (API at ${config.appUrl}/api/v1)\n`);
  if (await waitingOutLostConnections(() => needsSetup(database.db), log))
    process.stdout.write(setupInstructions());

  log.info({ signal: await stopped }, 'shutting down');
  await app.close();
  await worker?.stop();
  await database.close();
  return 0;
}
