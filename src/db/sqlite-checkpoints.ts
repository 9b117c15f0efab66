import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * WAL checkpoints off the event loop (docs/performance.md). SQLite copies the write-ahead log back into
 * the database file from inside a commit, once the log has grown by `wal_autocheckpoint` pages: with the
 * default of 1,000, a write request paid about 230 µs of copying and fsync on average, on the thread
 * that serves every request. A worker thread with a connection of its own now checkpoints every
 * `intervalMs` (PASSIVE: it never blocks a writer or a reader), and the serving connection checkpoints
 * only as a backstop, at `BACKSTOP_PAGES`, which by then finds little left to copy. The backstop is what
 * lets the log start over, and so bounds its size, however steadily requests write.
 */
export const BACKSTOP_PAGES = 4_000;
export const CHECKPOINT_INTERVAL_MS = 50;

/** The thread's code, plain CommonJS, so it runs the same from the sources (tsx) and from the build. */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// Errors are sent as text: better-sqlite3's lose their message when copied to another thread.
const describe = (error) => String((error && error.message) || error);
let db = null;
try {
  db = new Database(workerData.path, { fileMustExist: true });
  db.pragma('busy_timeout = 1000');
} catch (error) {
  parentPort.postMessage({ error: describe(error) });
}
let lastError = null;
const timer = db && setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    lastError = null;
  } catch (error) {
    // Once per failure, not twenty times a second while it lasts.
    if (describe(error) !== lastError) parentPort.postMessage({ error: describe(error) });
    lastError = describe(error);
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  if (timer) clearInterval(timer);
  if (db) db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

/**
 * Starts checkpointing `path` in a worker thread and makes `connection` checkpoint only at the
 * backstop. A failure is reported to `onError` once (again only after a success) and retried at every
 * interval; the backstop still runs on the serving connection, so a failing thread costs speed, never
 * data. A checkpoint that finds another one running is not a failure (`PRAGMA wal_checkpoint` reports it
 * in its result instead).
 */
export function startBackgroundCheckpoints(
  connection: SQLite.Database,
  path: string,
  onError: (message: string) => void,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): BackgroundCheckpoints {
  connection.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { path, driver, intervalMs } });
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error: unknown) => onError(error instanceof Error ? error.message : String(error)));
  // The thread never keeps a process alive that has nothing else to do.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held by the thread again until it has closed its connection, or the process could end first.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
