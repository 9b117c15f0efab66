import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { isoAfter } from '../clock.js';
import type { Config } from '../config.js';
import type { Db, DialectName } from '../db/connection.js';
import { DatabaseUnavailableError } from '../db/connection-errors.js';
import type { Job } from '../db/schema.js';
import { waitingOutLostConnections } from '../db/wait-for-database.js';
import { listenForJobs, onJobsAnnounced, type JobListener } from './notifier.js';
import { claimJob, completeJob, enqueueJob, extendLease, failJob, rescheduleJob } from './queue.js';
import { RetryJobError, type JobDefinition, type ScheduledJobDefinition } from './types.js';

export interface WorkerOptions {
  db: Db;
  dialect: DialectName;
  config: Config;
  log: Logger;
  jobs: JobDefinition[];
  scheduled: ScheduledJobDefinition[];
  lanes: string[];
  concurrency?: number;
  pollIntervalMs?: number;
  defaultLeaseSeconds?: number;
  /** PostgreSQL URL to LISTEN on for jobs announced by other processes (see notifier.ts). */
  listenUrl?: string;
}

const LOST_CONNECTION_RETRY_MS = 1000;
const SCHEDULE_KEY = (name: string) => `schedule:${name}`;

/**
 * Claims and runs jobs until stopped. Runs in-process under `tandem serve` and as any number of
 * `tandem worker` processes; the lease in the jobs table keeps two workers off one job.
 */
export class Worker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private running = false;
  private inFlight = new Set<Promise<void>>();
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while the loop was not sleeping (mid-claim): the next sleep is skipped. */
  private wakeRequested = false;
  private unsubscribe: (() => void) | null = null;
  private listener: JobListener | null = null;
  private loop: Promise<void> | null = null;
  private readonly handlers: Map<string, JobDefinition | ScheduledJobDefinition>;

  constructor(private readonly options: WorkerOptions) {
    this.handlers = new Map();
    for (const job of options.jobs) this.handlers.set(job.name, job);
    for (const job of options.scheduled) this.handlers.set(job.name, job);
  }

  async start(): Promise<void> {
    if (this.running) return;
    // Once per schedule (the dedupe key), so a try whose connection was cut after it landed is harmless.
    for (const schedule of this.options.scheduled) {
      await waitingOutLostConnections(
        () =>
          enqueueJob(this.options.db, {
            lane: schedule.lane,
            name: schedule.name,
            runAt: schedule.nextRunAt(new Date()).toISOString(),
            maxAttempts: 1_000_000,
            dedupeKey: SCHEDULE_KEY(schedule.name),
          }),
        this.options.log,
      );
    }
    this.running = true;
    const lanes = new Set(this.options.lanes);
    const wakeFor = (lane: string) => {
      if (lane === '' || lanes.has(lane)) this.wake();
    };
    this.unsubscribe = onJobsAnnounced(wakeFor);
    if (this.options.dialect === 'postgres' && this.options.listenUrl) {
      this.listener = listenForJobs(this.options.listenUrl, wakeFor, this.options.log);
    }
    this.loop = this.run();
  }

  /** Look for work now instead of at the next poll (after this process enqueued something). */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.wakeRequested = true;
  }

  /** Stops claiming and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    await this.listener?.close();
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(): Promise<void> {
    const concurrency = this.options.concurrency ?? 4;
    const pollMs = this.options.pollIntervalMs ?? 500;
    while (this.running) {
      let claimed = false;
      this.wakeRequested = false;
      if (this.inFlight.size < concurrency) {
        try {
          claimed = await this.claimOne();
        } catch (error) {
          this.options.log.error({ err: error }, 'job claim failed');
        }
      }
      if (!claimed && this.running && !this.wakeRequested) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
      }
    }
  }

  private async claimOne(): Promise<boolean> {
    if (this.options.dialect === 'sqlite' && !(await this.anyDue())) return false;
    const lockedBy = `${this.id}:${randomUUID().slice(0, 8)}`;
    const job = await claimJob(this.options.db, this.options.dialect, this.options.lanes, lockedBy, (lane) =>
      this.laneLeaseMs(lane),
    );
    if (!job) return false;
    const task = this.execute(job, lockedBy).finally(() => {
      this.inFlight.delete(task);
      this.wake();
    });
    this.inFlight.add(task);
    return true;
  }

  /**
   * SQLite: a plain read first, so an idle worker polling often does not take the database's write
   * lock (the claim's BEGIN IMMEDIATE) each time.
   */
  private async anyDue(): Promise<boolean> {
    const now = new Date().toISOString();
    const due = await this.options.db
      .selectFrom('jobs')
      .select('id')
      .where('lane', 'in', this.options.lanes)
      .where('failed_at', 'is', null)
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .limit(1)
      .executeTakeFirst();
    return due !== undefined;
  }

  private async execute(job: Job, lockedBy: string): Promise<void> {
    const { db, dialect, config, log } = this.options;
    const definition = this.handlers.get(job.name);
    if (!definition) {
      await failJob(db, job, lockedBy, `No handler for job "${job.name}" in this worker`, isoAfter(60_000));
      return;
    }
    const leaseMs = this.leaseMs(definition);
    const heartbeat = setInterval(
      () => {
        extendLease(db, job.id, lockedBy, leaseMs).catch((error: unknown) =>
          log.warn({ err: error, job: job.id }, 'lease extension failed'),
        );
      },
      Math.max(1000, leaseMs / 3),
    );
    const context = { db, dialect, config, log: log.child({ job: job.id, name: job.name }), job };
    try {
      if ('nextRunAt' in definition) {
        await definition.handle(context);
        await rescheduleJob(db, job.id, lockedBy, definition.nextRunAt(new Date()).toISOString());
      } else {
        await definition.handle(JSON.parse(job.payload), context);
        await completeJob(db, job.id, lockedBy);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      context.log.warn({ err: error, attempt: job.attempts }, 'job failed');
      await failJob(db, job, lockedBy, message, this.retryAt(definition, job, error)).catch(
        (failure: unknown) => log.error({ err: failure }, 'could not record job failure'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  private leaseMs(definition: JobDefinition | ScheduledJobDefinition): number {
    const lease = definition.leaseSeconds;
    const seconds = typeof lease === 'function' ? lease(this.options.config) : lease;
    return (seconds ?? this.options.defaultLeaseSeconds ?? 60) * 1000;
  }

  /** A claim starts with the shortest lease of its lane's jobs, so that none waits longer than its own. */
  private laneLeaseMs(lane: string): number {
    const leases = [...this.handlers.values()]
      .filter((definition) => definition.lane === lane)
      .map((definition) => this.leaseMs(definition));
    return leases.length > 0 ? Math.min(...leases) : (this.options.defaultLeaseSeconds ?? 60) * 1000;
  }

  private retryAt(
    definition: JobDefinition | ScheduledJobDefinition,
    job: Job,
    error: unknown,
  ): string | null {
    // The job did not fail: its connection did. Try again soon, however many attempts it has had.
    if (error instanceof DatabaseUnavailableError) return isoAfter(LOST_CONNECTION_RETRY_MS);
    if ('nextRunAt' in definition) return definition.nextRunAt(new Date()).toISOString();
    if (error instanceof RetryJobError) {
      return error.retryInSeconds === null || job.attempts >= job.max_attempts
        ? null
        : isoAfter(error.retryInSeconds * 1000);
    }
    if (job.attempts >= job.max_attempts) return null;
    return isoAfter(definition.retry.backoffSeconds(job.attempts) * 1000);
  }
}
