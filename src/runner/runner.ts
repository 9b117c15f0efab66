import type { Logger } from 'pino';
import type { Claim } from '../domain/run-lifecycle.js';
import type { RuntimeView } from '../schemas/runtimes.js';
import { RunnerApiError, RunnerClient, type BackoffOptions } from './client.js';
import { startCommand, type RunningCommand } from './command.js';
import { outcomeOf, parseReport } from './report.js';
import { knownSecrets, Transcript } from './transcript.js';

/**
 * The reference runner: registers its runtime, heartbeats, claims runs while it has room, runs COMMAND
 * for each, keeps the lease alive, and reports the outcome. On stop it claims nothing more, lets runs
 * in hand finish for a grace period, then kills what is left and releases those runs back to the queue.
 *
 * It logs run ids, agent ids, issue identifiers and outcomes, never the run context, the environment,
 * COMMAND's output, or any token. COMMAND's output goes to the run's transcript on the server only.
 */
export interface RunnerOptions {
  url: string;
  token: string;
  command: string;
  sandbox: 'confined' | 'limits' | 'off';
  name?: string;
  concurrency: number;
  pollMs: number;
  graceMs: number;
  leaseSeconds?: number;
  keepWorkdir: boolean;
  backoff: BackoffOptions;
  log: Logger;
}

interface ActiveRun {
  id: string;
  lease: string;
  command: RunningCommand | null;
  /** Handed back by the stop path; the run must not be reported. */
  released: boolean;
  /** The server took the lease away (it expired); nothing more may be reported. */
  lost: boolean;
  abort: AbortController;
  /** Settles when the run was reported (or given up on). */
  finished: Promise<void>;
}

export class FatalRunnerError extends Error {}

/** Single attempt: the next interval tries again. */
const once = () => AbortSignal.abort();

export class Runner {
  private readonly client: RunnerClient;
  private readonly active = new Map<string, ActiveRun>();
  private readonly releases: Promise<void>[] = [];
  private readonly stopController = new AbortController();
  private stopping = false;
  private fatal: Error | null = null;
  private wakeUp: (() => void) | null = null;
  private graceTimer: NodeJS.Timeout | null = null;
  private leaseSeconds = 30;

  constructor(private readonly options: RunnerOptions) {
    this.client = new RunnerClient(options.url, options.token, options.log, options.backoff);
  }

  /** Runs until stopped; resolves once every run in hand was reported or released. */
  async run(): Promise<void> {
    const { log } = this.options;
    let runtime: RuntimeView;
    try {
      runtime = await this.client.post<RuntimeView>(
        '/register',
        { sandbox: this.options.sandbox, ...(this.options.name ? { name: this.options.name } : {}) },
        this.stopController.signal,
      );
    } catch (error) {
      if (this.stopping) return;
      throw this.fatalFrom(error);
    }
    this.leaseSeconds = this.options.leaseSeconds ?? runtime.lease_seconds;
    log.info(
      { runtime: runtime.id, workspace: runtime.workspace.slug, agents: runtime.agents.map((a) => a.id) },
      'runner registered',
    );
    const heartbeat = setInterval(() => {
      this.client
        .post('/heartbeat', {}, once())
        .catch((error: unknown) => this.onBackgroundError(error, 'heartbeat'));
    }, runtime.heartbeat_seconds * 1000);

    try {
      while (!this.stopping) {
        if (this.active.size >= this.options.concurrency) {
          await this.pause();
          continue;
        }
        let claim: Claim | null = null;
        try {
          claim = await this.client.post<Claim | null>(
            '/runs/claim',
            this.options.leaseSeconds ? { lease_seconds: this.options.leaseSeconds } : {},
            this.stopController.signal,
          );
        } catch (error) {
          if (this.stopping) break;
          throw this.fatalFrom(error);
        }
        if (claim && this.stopping) {
          await this.release(claim.run.id, claim.lease.token);
        } else if (claim) {
          this.launch(claim);
        } else {
          await this.pause(this.options.pollMs);
        }
      }
    } catch (error) {
      this.fatal = error instanceof Error ? error : new Error(String(error));
      this.releaseAll();
    } finally {
      clearInterval(heartbeat);
      await Promise.allSettled([...this.active.values()].map((run) => run.finished));
      await Promise.allSettled(this.releases);
      if (this.graceTimer) clearTimeout(this.graceTimer);
    }
    if (this.fatal) throw this.fatal;
    log.info('runner stopped');
  }

  /** First call: stop claiming and let runs finish within the grace period. Second call: release now. */
  stop(): void {
    if (this.stopping) {
      this.releaseAll();
      return;
    }
    this.stopping = true;
    this.stopController.abort();
    this.wakeUp?.();
    this.options.log.info({ runs_in_hand: this.active.size, grace_ms: this.options.graceMs }, 'stopping');
    if (this.active.size > 0) {
      this.graceTimer = setTimeout(() => this.releaseAll(), this.options.graceMs);
    }
  }

  private fatalFrom(error: unknown): Error {
    if (error instanceof RunnerApiError && (error.status === 401 || error.status === 403)) {
      return new FatalRunnerError(
        `The runner API refused the runtime token (${error.status}): ${error.message}`,
      );
    }
    return error instanceof Error ? error : new Error(String(error));
  }

  private onBackgroundError(error: unknown, what: string): void {
    this.options.log.debug(
      { error: error instanceof Error ? error.message : String(error) },
      `${what} failed`,
    );
  }

  private pause(ms?: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = ms === undefined ? null : setTimeout(done, ms);
      function done() {
        if (timer) clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    }).then(() => {
      this.wakeUp = null;
    });
  }

  private launch(claim: Claim): void {
    const entry: ActiveRun = {
      id: claim.run.id,
      lease: claim.lease.token,
      command: null,
      released: false,
      lost: false,
      abort: new AbortController(),
      finished: Promise.resolve(),
    };
    this.active.set(entry.id, entry);
    entry.finished = this.execute(claim, entry)
      .catch((error: unknown) => {
        if (entry.released) return;
        this.options.log.error(
          { run: entry.id, error: error instanceof Error ? error.message : String(error) },
          'run could not be reported',
        );
      })
      .finally(() => {
        this.active.delete(entry.id);
        this.wakeUp?.();
      });
  }

  private async execute(claim: Claim, entry: ActiveRun): Promise<void> {
    const { log } = this.options;
    const { context } = claim;
    log.info(
      {
        run: entry.id,
        agent: context.agent.id,
        issue: context.issue?.id ?? null,
        attempt: context.run.attempts,
      },
      'run claimed',
    );
    await this.client.post(`/runs/${entry.id}/start`, { lease_token: entry.lease }, entry.abort.signal);
    if (entry.released) return;
    const transcript = new Transcript(
      this.client,
      entry.id,
      entry.lease,
      knownSecrets(claim, this.options.token),
      entry.abort.signal,
      (error) => this.onBackgroundError(error, 'transcript'),
    );
    const access = { url: this.options.url, runToken: claim.lease.run_token };
    const command = await startCommand(this.options.command, context, access, (stream, text) =>
      transcript.push(stream, text),
    );
    entry.command = command;
    // The lease is renewed every third of its length. Lost when the server says so (409), and also when
    // no renewal got through for a whole lease: by then the server may have handed the run to another
    // runner, so COMMAND must not go on doing the agent's work a second time.
    let heldUntil = Date.now() + this.leaseSeconds * 1000;
    const loseLease = (why: string) => {
      if (entry.lost || entry.released) return;
      entry.lost = true;
      log.warn({ run: entry.id, why }, 'lease lost; stopping COMMAND');
      command.kill();
    };
    const extend = setInterval(
      () => {
        const asked = Date.now();
        this.client
          .post(
            `/runs/${entry.id}/lease`,
            { lease_token: entry.lease, lease_seconds: this.leaseSeconds },
            once(),
          )
          .then(() => {
            heldUntil = asked + this.leaseSeconds * 1000;
          })
          .catch((error: unknown) => {
            if (error instanceof RunnerApiError && error.status === 409) {
              loseLease('the server took it back');
            } else if (Date.now() > heldUntil) {
              loseLease('no renewal got through within the lease');
            } else {
              this.onBackgroundError(error, 'lease extension');
            }
          });
      },
      Math.max(1000, (this.leaseSeconds * 1000) / 3),
    );
    const result = await command.done.finally(() => clearInterval(extend));
    if (!this.options.keepWorkdir) await command.cleanUp();
    if (entry.lost || entry.released) {
      transcript.stop();
      return;
    }
    // The whole transcript is in before the outcome: a failed run's error ends with its stderr.
    await transcript.close();

    const report = parseReport(result.lastLine);
    const { outcome, error } = outcomeOf(result, report);
    const body = { lease_token: entry.lease, ...report, ...(outcome === 'fail' ? { error } : {}) };
    try {
      await this.client.post(`/runs/${entry.id}/${outcome}`, body, entry.abort.signal);
    } catch (failure) {
      if (!(failure instanceof RunnerApiError) || failure.status !== 422) throw failure;
      // COMMAND's report was refused (an http:// delivery, say): the run fails saying why.
      await this.client.post(
        `/runs/${entry.id}/fail`,
        { lease_token: entry.lease, error: `The runner's report was refused: ${failure.message}` },
        entry.abort.signal,
      );
    }
    log.info(
      { run: entry.id, outcome: outcome === 'complete' ? 'completed' : 'failed', exit: result.exitCode },
      'run reported',
    );
  }

  /** Kills what is still running and hands those runs back to the queue. */
  private releaseAll(): void {
    for (const entry of this.active.values()) {
      if (entry.released) continue;
      entry.released = true;
      entry.abort.abort();
      entry.command?.kill();
      this.releases.push(this.release(entry.id, entry.lease));
    }
  }

  private async release(runId: string, lease: string): Promise<void> {
    try {
      await this.client.post(`/runs/${runId}/release`, { lease_token: lease }, AbortSignal.timeout(15_000));
      this.options.log.info({ run: runId }, 'run released');
    } catch (error) {
      this.options.log.warn(
        { run: runId, error: error instanceof Error ? error.message : String(error) },
        'run could not be released; its lease will expire',
      );
    }
  }
}
