import type { Logger } from 'pino';
import { join } from 'node:path';
import type { Claim, RunContext, RunMessageView } from '../schemas/daemon.js';
import type { RuntimeView } from '../schemas/runtimes.js';
import { RunnerApiError, RunnerClient, type BackoffOptions } from './client.js';
import { adapterFor, type AgentChoice, type Usage } from './adapters/index.js';
import {
  approvalsFileOf,
  makeRunDirectory,
  writeApprovalsFile,
  type AgentAccess,
  type RunDirectory,
  type RunningCommand,
} from './command.js';
import { instantNow, LeaseClock, renewEveryMs, type Instant } from './lease.js';
import { RunTurns } from './turns.js';
import { ReportStore, type SavedReport } from './report-store.js';
import type { Confinement } from './sandbox.js';
import { knownSecrets, Transcript } from './transcript.js';
import { daemonBaseUrl } from './client.js';
import { WorktreeError, Worktrees, type PreparedWorktree } from './worktrees.js';

/**
 * The reference runner: registers its runtime, heartbeats, claims runs while it has room, runs COMMAND
 * for each, keeps the lease alive, and reports the outcome. On stop it claims nothing more, lets runs
 * in hand finish for a grace period, then kills what is left and releases those runs back to the queue.
 *
 * Work is done once (decisions §11.5): the lease is renewed every few seconds and tracked on the
 * runner's own clocks (lease.ts); COMMAND is stopped when the server refuses the lease (409: taken
 * over, canceled, timed out) and, when no renewal gets through, before the lease can run out; a runner
 * that wakes from a freeze past its lease stops without reporting. Reports are saved in the state
 * directory before they are sent and re-sent until answered, across restarts (report-store.ts).
 *
 * It logs run ids, agent ids, issue identifiers and outcomes, never the run context, the environment,
 * COMMAND's output, or any token. COMMAND's output goes to the run's transcript on the server only.
 */
export interface RunnerOptions {
  url: string;
  token: string;
  /** `--agent`, `--exec`, `--agent-bin` (adapters/index.ts). */
  agent: AgentChoice;
  sandbox: 'confined' | 'limits' | 'off';
  /** With `sandbox: 'confined'`: how COMMAND is confined (sandbox.ts), checked at start by cli.ts. */
  confinement?: Confinement | null;
  name?: string;
  concurrency: number;
  pollMs: number;
  graceMs: number;
  leaseSeconds?: number;
  keepWorkdir: boolean;
  /** Where reports wait until the server answered them (report-store.ts). */
  stateDir: string;
  /** Mirrors and issues' worktrees (worktrees.ts); `--repos-dir`, default `<state dir>/repos`. */
  reposDir: string;
  backoff: BackoffOptions;
  log: Logger;
}

interface ActiveRun {
  id: string;
  lease: string;
  command: RunningCommand | null;
  /** The usage so far, sent with each renewal (an adapter that reads the tool's stream knows it). */
  usage?: () => Usage | null;
  /** Handed back by the stop path; the run must not be reported. */
  released: boolean;
  /** The lease is gone (refused by the server, or ran out on the runner's clock); nothing is reported. */
  lost: boolean;
  /** COMMAND ended and its report is saved: the run is no longer released, its report is sent. */
  reporting: boolean;
  /** COMMAND ended by itself (the watchdog did not stop it): its work is reported, overslept or not. */
  endedOnItsOwn?: boolean;
  /** The lease's hold ran out and the runner is giving COMMAND's end a moment to arrive (`keepLease`). */
  waking?: boolean;
  abort: AbortController;
  /** Settles when the run was reported (or given up on). */
  finished: Promise<void>;
  /** Where COMMAND reads the answered approvals, once its run directory exists (decisions §12.10). */
  approvalsFile?: string;
  /** What was last written there, so that an unchanged answer is not written again. */
  approvalsWritten?: string;
}

export class FatalRunnerError extends Error {}

/** A renewal's `usage` field: the run's usage so far, when known. */
function usageOf(entry: ActiveRun): { usage?: Usage } {
  const usage = entry.usage?.() ?? null;
  return usage ? { usage } : {};
}

/** How long a runner whose lease hold ran out waits for news of COMMAND's end before giving the run up. */
const WAKE_GRACE_MS = 500;

/** Single attempt: the next interval tries again. */
const once = () => AbortSignal.abort();

/** How often, at most, the runner asks which issues' worktrees it may remove (besides after runs). */
const WORKTREE_SWEEP_MS = 10 * 60 * 1000;

/** How often a run's lease is looked at (renewed when due, COMMAND stopped when it is running out). */
const LEASE_TICK_MS = 100;

const isLeaseRefusal = (error: unknown): error is RunnerApiError =>
  error instanceof RunnerApiError && error.status === 409;

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
  private store: ReportStore | null = null;
  private worktrees: Worktrees | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(private readonly options: RunnerOptions) {
    if (options.sandbox === 'confined' && !options.confinement) {
      throw new FatalRunnerError('--sandbox confined needs its confinement (see sandbox.ts).');
    }
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
    this.store = await ReportStore.open(this.options.stateDir, this.options.url, this.options.token);
    // Reports a previous life of this runner saved and could not send (it was killed, or the server
    // was out of reach) go first: their runs still count against the agents' concurrency.
    try {
      await this.sendSavedReports();
    } catch (error) {
      if (this.stopping) return;
      throw this.fatalFrom(error);
    }
    this.worktrees = new Worktrees(this.options.reposDir, {
      server: daemonBaseUrl(this.options.url),
      workspace: runtime.workspace.slug,
    });
    this.sweepWorktrees();
    const sweeper = setInterval(() => this.sweepWorktrees(), WORKTREE_SWEEP_MS);
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
        // The server's lease starts no earlier than the sending of the attempt it answered: the runner's
        // own deadline counts from there. Not from the first attempt: a claim retried through a server
        // outage would otherwise arrive with its lease already spent on the runner's clock.
        let askedAt = instantNow();
        try {
          claim = await this.client.post<Claim | null>(
            '/runs/claim',
            this.options.leaseSeconds ? { lease_seconds: this.options.leaseSeconds } : {},
            this.stopController.signal,
            undefined,
            () => (askedAt = instantNow()),
          );
        } catch (error) {
          if (this.stopping) break;
          throw this.fatalFrom(error);
        }
        if (claim && this.stopping) {
          await this.release(claim.run.id, claim.lease.token);
        } else if (claim) {
          this.launch(claim, askedAt);
        } else {
          await this.pause(this.options.pollMs);
        }
      }
    } catch (error) {
      this.fatal = error instanceof Error ? error : new Error(String(error));
      this.releaseAll();
    } finally {
      clearInterval(heartbeat);
      clearInterval(sweeper);
      await Promise.allSettled([...this.active.values()].map((run) => run.finished));
      await Promise.allSettled(this.releases);
      await this.sweeping;
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

  private launch(claim: Claim, askedAt: Instant): void {
    const entry: ActiveRun = {
      id: claim.run.id,
      lease: claim.lease.token,
      command: null,
      released: false,
      lost: false,
      reporting: false,
      abort: new AbortController(),
      finished: Promise.resolve(),
    };
    this.active.set(entry.id, entry);
    entry.finished = this.execute(claim, entry, new LeaseClock(this.leaseSeconds * 1000, askedAt))
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
        if (claim.repository) this.sweepWorktrees();
      });
  }

  /**
   * Removes the worktrees of issues the server says are done, canceled or deleted (worktrees.ts): at
   * start, after each run with a repository, and every WORKTREE_SWEEP_MS. One at a time; never fatal.
   */
  private sweepWorktrees(): void {
    if (this.sweeping || !this.worktrees) return;
    const worktrees = this.worktrees;
    this.sweeping = worktrees
      .sweep(async (issues) => {
        const answer = await this.client.post<{ finished: number[] }>('/issues/finished', { issues }, once());
        return answer.finished;
      })
      .then((removed) => {
        if (removed.length > 0)
          this.options.log.info({ branches: removed }, 'worktrees of finished issues removed');
      })
      .catch((error: unknown) => this.onBackgroundError(error, 'worktree sweep'))
      .finally(() => {
        this.sweeping = null;
      });
  }

  /**
   * The issue's worktree when the claim names a repository (null without one). A failure (git cannot
   * fetch, the default branch is missing) is told in the transcript and becomes the run's error.
   */
  private async prepareWorktree(
    claim: Claim,
    entry: ActiveRun,
    transcript: Transcript,
  ): Promise<{ ok: true; worktree: PreparedWorktree | null } | { ok: false; error: string }> {
    const { repository, context } = claim;
    if (!repository || !context.issue || !this.worktrees) return { ok: true, worktree: null };
    const say = (line: string) => transcript.push('stderr', `tandem runner: ${line}`);
    try {
      const worktree = await this.worktrees.prepare(
        repository,
        { key: context.issue.key, identifier: context.issue.id },
        say,
        entry.abort.signal,
      );
      say(`working in ${repository.branch} (${worktree.path})`);
      return { ok: true, worktree };
    } catch (error) {
      const why = error instanceof WorktreeError ? error.message : String(error);
      const message = `The runner could not prepare the repository ${repository.url} (${repository.branch}): ${why}`;
      transcript.push('stderr', `tandem runner: ${message}`);
      this.options.log.warn({ run: entry.id, branch: repository.branch }, 'repository could not be prepared');
      return { ok: false, error: message };
    }
  }

  private async execute(claim: Claim, entry: ActiveRun, clock: LeaseClock): Promise<void> {
    const { log } = this.options;
    const { context } = claim;
    log.info(
      {
        run: entry.id,
        agent: context.agent.id,
        issue: context.issue?.id ?? null,
        attempt: context.run.attempts,
        generation: claim.lease.generation,
      },
      'run claimed',
    );
    try {
      await this.client.post(`/runs/${entry.id}/start`, { lease_token: entry.lease }, entry.abort.signal);
    } catch (error) {
      if (!isLeaseRefusal(error)) throw error;
      log.warn({ run: entry.id, why: error.message }, 'lease lost before COMMAND started');
      return;
    }
    if (entry.released) return;
    if (clock.holdMs() <= 0) {
      // Starting took so long that too little of the lease is left to run COMMAND safely: the run goes
      // back to the queue at once (the attempt given back) instead of waiting out its lease.
      log.warn({ run: entry.id, why: 'too little of the lease left to start' }, 'releasing the run');
      entry.released = true;
      await this.release(entry.id, entry.lease);
      return;
    }
    const transcript = new Transcript(
      this.client,
      entry.id,
      entry.lease,
      knownSecrets(claim, this.options.token),
      entry.abort.signal,
      (error) => {
        if (isLeaseRefusal(error))
          this.loseLease(entry, `the server refused the transcript: ${error.message}`);
        else this.onBackgroundError(error, 'transcript');
      },
    );
    // The lease is kept from here: fetching a large repository may take longer than one lease.
    const keeper = this.keepLease(entry, clock);
    let worktree: PreparedWorktree | null = null;
    try {
      const prepared = await this.prepareWorktree(claim, entry, transcript);
      if (!prepared.ok) {
        if (entry.lost || entry.released) return transcript.stop();
        return await this.reportNow(entry, transcript, {
          run: entry.id,
          outcome: 'fail',
          body: { lease_token: entry.lease, error: prepared.error },
          saved_at: new Date().toISOString(),
        });
      }
      worktree = prepared.worktree;
      if (entry.lost || entry.released) return transcript.stop();
      await this.runCommand(claim, entry, clock, transcript, worktree);
    } finally {
      keeper.stop();
      await worktree?.release();
    }
  }

  /** Saves a report, then sends it once the transcript is all in (a failed run's error ends with it). */
  private async reportNow(
    entry: ActiveRun,
    transcript: Transcript,
    saved: SavedReport,
    exit?: number | null,
    cleanUp: () => Promise<void> = () => Promise.resolve(),
  ): Promise<void> {
    // Saved before anything else, so that a runner killed from here on still reports on its next start.
    await this.store!.save(saved);
    entry.reporting = true;
    await cleanUp();
    // The lease is still renewed meanwhile.
    await transcript.close();
    await this.sendReport(saved, entry.abort.signal, exit);
  }

  private async runCommand(
    claim: Claim,
    entry: ActiveRun,
    clock: LeaseClock,
    transcript: Transcript,
    worktree: PreparedWorktree | null,
  ): Promise<void> {
    const { context } = claim;
    const access = { url: this.options.url, runToken: claim.lease.run_token };
    const dir = await makeRunDirectory(context, {
      confinement: this.options.confinement ?? null,
      home: join(this.options.stateDir, 'homes', agentHomeName(context)),
      ...(worktree ? { cwd: worktree.path, writable: worktree.writable, env: worktree.env } : {}),
    });
    entry.approvalsFile = approvalsFileOf(dir.contextFile);
    entry.approvalsWritten = '[]';
    const turns = this.turnsOf(claim, entry, dir, clock, access, transcript);
    entry.usage = () => turns.usageSoFar();
    const ended = await turns.run();
    const { result, outcome } = ended;
    entry.endedOnItsOwn = !result.lapsed;
    // The summary and the error come from the agent's own output: masked like the transcript.
    const mask = (text: string | undefined) => (text === undefined ? undefined : transcript.maskText(text));
    const report = {
      ...ended.report,
      ...(ended.report.summary ? { summary: mask(ended.report.summary) } : {}),
    };
    const error = mask(ended.error);
    const cleanUp = () => (this.options.keepWorkdir ? Promise.resolve() : dir.cleanUp());
    if (!entry.lost && !entry.released && result.lapsed) {
      // The watchdog stopped COMMAND as the lease ran out: its outcome is not the work's.
      this.loseLease(entry, 'the watchdog stopped COMMAND as the lease ran out');
    }
    // A COMMAND that ended on its own is reported even when the runner overslept its lease (frozen,
    // cut off): the server takes the report when nobody claimed the run since, and refuses it (409,
    // the report is dropped) when another runner took it over (decisions §12.7, same generation).
    if (entry.lost || entry.released) {
      transcript.stop();
      await cleanUp();
      return;
    }
    const saved: SavedReport = {
      run: entry.id,
      outcome,
      body: { lease_token: entry.lease, ...report, ...(outcome === 'fail' ? { error } : {}) },
      saved_at: new Date().toISOString(),
    };
    await this.reportNow(entry, transcript, saved, result.exitCode, cleanUp);
  }

  /** The run's turns (turns.ts): the agent adapter's processes, one after the other, in one directory. */
  private turnsOf(
    claim: Claim,
    entry: ActiveRun,
    dir: RunDirectory,
    clock: LeaseClock,
    access: AgentAccess,
    transcript: Transcript,
  ): RunTurns {
    return new RunTurns({
      adapter: adapterFor(this.options.agent),
      context: claim.context,
      dir,
      access,
      onLine: (stream, text) => transcript.push(stream, text),
      holdMs: () => clock.holdMs(),
      started: (command) => {
        entry.command = command;
        if (entry.lost || entry.released) command.kill();
      },
      stopped: () => entry.lost || entry.released,
      fetchMessages: () => this.fetchMessages(entry),
    });
  }

  /**
   * Steering messages waiting for the run (decisions §12.8), asked once when a turn ended: a failure
   * (the server out of reach) counts as none, so that the report is saved at once; the server then
   * queues a follow-up run for the messages this run never fetched. A refusal (409: the lease expired
   * while the runner slept, or another claim took the run) ends the turns too, but does not drop the
   * work: the report goes, and the server takes it only if nobody claimed the run since.
   */
  private async fetchMessages(entry: ActiveRun): Promise<RunMessageView[]> {
    try {
      return await this.client.get<RunMessageView[]>(`/runs/${entry.id}/messages`, entry.lease, once(), 5000);
    } catch (error) {
      if (isLeaseRefusal(error)) {
        this.options.log.warn(
          { run: entry.id, why: error.message },
          'the server refused the steering messages; the work so far is reported',
        );
      } else this.onBackgroundError(error, 'steering messages');
      return [];
    }
  }

  /**
   * Renews the run's lease every few seconds (lease.ts) while COMMAND runs and until its report is
   * answered, and tells the watchdog how long the lease is safely held after each renewal. Stops
   * COMMAND when the server refuses the lease, or when no renewal got through and the lease is about to
   * run out.
   */
  private keepLease(entry: ActiveRun, clock: LeaseClock): { stop(): void } {
    const every = renewEveryMs(clock.leaseMs);
    let inFlight = false;
    let lastAttempt = instantNow().mono;
    const timer = setInterval(() => {
      if (entry.lost || entry.released) return;
      const now = instantNow();
      if (!entry.reporting && clock.holdMs(now) <= 0) {
        if (entry.waking) return;
        entry.waking = true;
        const why =
          clock.remainingMs(now) <= 0 ? 'overslept' : 'no renewal got through; the lease is running out';
        // A runner waking from a freeze meets this timer before the news, already waiting, that COMMAND
        // ended by itself meanwhile; that work is reported (the server takes it if nobody claimed the
        // run since). So the end is given a moment to arrive. COMMAND's own watchdog stops it at the
        // same hold, so the wait lets nothing work longer.
        setTimeout(() => {
          entry.waking = false;
          if (!entry.reporting && !entry.endedOnItsOwn) this.loseLease(entry, why);
        }, WAKE_GRACE_MS);
        return;
      }
      if (inFlight || now.mono - lastAttempt < every) return;
      inFlight = true;
      lastAttempt = now.mono;
      this.client
        .post(
          `/runs/${entry.id}/lease`,
          { lease_token: entry.lease, lease_seconds: this.leaseSeconds, ...usageOf(entry) },
          once(),
          Math.max(2000, every * 2),
        )
        .then((answer) => {
          clock.renewedAt(now);
          if (!entry.reporting) entry.command?.hold(clock.holdMs());
          return this.passOnApprovals(entry, answer);
        })
        .catch((error: unknown) => {
          if (isLeaseRefusal(error))
            this.loseLease(entry, `the server refused the renewal: ${error.message}`);
          else this.onBackgroundError(error, 'lease renewal');
        })
        .finally(() => {
          inFlight = false;
        });
    }, LEASE_TICK_MS);
    return { stop: () => clearInterval(timer) };
  }

  /**
   * The answered approvals of the renewal's answer (decisions §12.10) go to COMMAND's approvals file
   * when they changed; a run directory already removed (the run ended meanwhile) is no matter.
   */
  private async passOnApprovals(entry: ActiveRun, answer: unknown): Promise<void> {
    const approvals = (answer as { approvals?: unknown[] } | null)?.approvals;
    if (!entry.approvalsFile || !Array.isArray(approvals)) return;
    const text = JSON.stringify(approvals);
    if (text === entry.approvalsWritten) return;
    try {
      await writeApprovalsFile(entry.approvalsFile, approvals);
      entry.approvalsWritten = text;
    } catch (error) {
      this.options.log.debug({ run: entry.id, error }, 'the approvals file could not be written');
    }
  }

  /** The run is no longer this runner's: COMMAND's process group is stopped and nothing is reported. */
  private loseLease(entry: ActiveRun, why: string): void {
    if (entry.lost || entry.released) return;
    entry.lost = true;
    if (entry.reporting) {
      this.options.log.warn({ run: entry.id, why }, 'lease lost');
      return;
    }
    this.options.log.warn({ run: entry.id, why }, 'lease lost; stopping COMMAND');
    entry.command?.kill();
  }

  /**
   * Sends a saved report until the server answers it; the answer (accepted, or refused because the lease
   * is gone) removes it. A report the server finds invalid (422, say an http:// delivery) is replaced by
   * a failure saying why. Aborting `signal` leaves the report saved for the next start.
   */
  private async sendReport(saved: SavedReport, signal: AbortSignal, exit?: number | null): Promise<void> {
    const { log } = this.options;
    try {
      await this.client.post(`/runs/${saved.run}/${saved.outcome}`, saved.body, signal);
    } catch (failure) {
      if (!(failure instanceof RunnerApiError) || failure.status === 401 || failure.status === 403) {
        throw failure;
      }
      const refusedReport =
        failure.status === 422 && Object.keys(saved.body).some((k) => k !== 'lease_token' && k !== 'error');
      if (refusedReport) {
        const replacement: SavedReport = {
          run: saved.run,
          outcome: 'fail',
          body: {
            lease_token: saved.body.lease_token,
            error: `The runner's report was refused: ${failure.message}`,
          },
          saved_at: new Date().toISOString(),
        };
        await this.store!.save(replacement);
        return this.sendReport(replacement, signal, exit);
      }
      await this.store!.remove(saved.run);
      log.warn({ run: saved.run, status: failure.status, why: failure.message }, 'report refused; dropped');
      return;
    }
    await this.store!.remove(saved.run);
    log.info(
      {
        run: saved.run,
        outcome: saved.outcome === 'complete' ? 'completed' : 'failed',
        ...(exit === undefined ? {} : { exit }),
      },
      'run reported',
    );
  }

  /** Sends, one by one, the reports saved by an earlier life of this runner (same service and runtime). */
  private async sendSavedReports(): Promise<void> {
    const { reports, unreadable } = await this.store!.pending();
    for (const name of unreadable) {
      this.options.log.warn({ file: name, dir: this.store!.dir }, 'unreadable saved report left alone');
    }
    for (const saved of reports) {
      if (this.stopping) return;
      this.options.log.info({ run: saved.run }, 'sending a saved report');
      await this.sendReport(saved, this.stopController.signal);
    }
  }

  /** Kills what is still running and hands those runs back to the queue. */
  private releaseAll(): void {
    for (const entry of this.active.values()) {
      if (entry.released) continue;
      entry.abort.abort();
      // COMMAND is done and its report saved: the next start sends it; releasing would redo the work.
      if (entry.reporting) continue;
      entry.released = true;
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

/** The directory name of an agent's HOME under the state directory (one per workspace and agent). */
function agentHomeName(context: RunContext): string {
  return `${context.workspace.slug.replace(/[^A-Za-z0-9_-]/g, '_')}-${context.agent.id}`;
}
