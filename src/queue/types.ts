import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db, DialectName } from '../db/connection.js';
import type { Job } from '../db/schema.js';

export interface JobContext {
  db: Db;
  dialect: DialectName;
  config: Config;
  log: Logger;
  job: Job;
}

/** What a handler may say: retry later at a chosen time, or give up without further attempts. */
export class RetryJobError extends Error {
  constructor(
    message: string,
    readonly retryInSeconds: number | null,
  ) {
    super(message);
  }
}

/** A job kind: a small handler with a declared retry policy. */
export interface JobDefinition {
  name: string;
  lane: string;
  retry: {
    maxAttempts: number;
    /** Seconds before attempt `attempt + 1`, given the attempt (1-based) that just failed. */
    backoffSeconds: (attempt: number) => number;
  };
  /**
   * How long a claim lasts before another worker may take the job over; extended while it runs. A
   * function of the configuration when operators set it (webhook senders). The shortest lease of a
   * lane's jobs is the one its claims start with.
   */
  leaseSeconds?: number | ((config: Config) => number);
  handle(payload: any, context: JobContext): Promise<void>;
}

/** A job that runs on a schedule: one row per schedule, kept by its dedupe key across all nodes. */
export interface ScheduledJobDefinition {
  name: string;
  lane: string;
  /** The next run after `now`. */
  nextRunAt(now: Date): Date;
  leaseSeconds?: number;
  handle(context: JobContext): Promise<void>;
}
