import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ClaimRepository } from '../schemas/repositories.js';

/**
 * The runner's repositories (decisions §12.3; docs/runner-protocol.md "Repositories and worktrees").
 *
 * Layout under `--repos-dir` (default `<state dir>/repos`):
 *
 *     mirrors/<url key>.git             a bare mirror per repository URL (key: a digest of the URL)
 *     mirrors/<url key>.lock            held while git changes the mirror (fetch, worktree add/remove)
 *     worktrees/<url key>/<branch>/     the worktree of one issue's branch (`tandem/web-12` → `tandem-web-12`)
 *     worktrees/<url key>/<branch>.json whose worktree it is: service, workspace, issue key, branch
 *     worktrees/<url key>/<branch>.lock held while a run works in it
 *
 * The mirror keeps the remote's branches as `refs/remotes/origin/*` (fetched with `--prune` before every
 * run) and the issues' branches as its own local branches, which worktrees check out. An issue's worktree
 * is created from `origin/<default_branch>` the first time (from `origin/<branch>` when the remote has
 * the branch already, say pushed by another runner) and kept for the issue's later runs; it is removed
 * (`git worktree remove --force`, then `prune`) once the service says the issue is done, canceled or
 * deleted. Its local branch stays in the mirror, so committed work that was never pushed is not lost.
 *
 * Git runs with the machine's own configuration and credentials (the service never holds any), without
 * prompts (GIT_TERMINAL_PROMPT=0) and, unless the operator set GIT_ALLOW_PROTOCOL, only over file, git,
 * http(s) and ssh: a repository URL can never start a remote helper such as `ext::`.
 */

/** Why a run could not get its working copy: the run fails with this as its error. */
export class WorktreeError extends Error {}

export interface PreparedWorktree {
  /** The worktree: the command's working directory. */
  path: string;
  branch: string;
  /** The mirror, the worktree's git common directory: commits write their objects and refs there. */
  mirror: string;
  /** What the command must be able to write (the sandbox binds these): the worktree and the mirror. */
  writable: string[];
  /** Variables the command gets: SERVICE_REPOSITORY_URL, SERVICE_BRANCH, SERVICE_DEFAULT_BRANCH. */
  env: Record<string, string>;
  /** Lets the worktree go (another run of the issue may take it; a sweep may remove it). */
  release(): Promise<void>;
}

/** Whose worktrees a runner may remove: those made for its own service and workspace. */
export interface WorktreeOwner {
  server: string;
  workspace: string;
}

interface WorktreeRecord extends WorktreeOwner {
  issue: number;
  identifier: string | null;
  branch: string;
  url: string;
  created_at: string;
}

const GIT_TIMEOUT_MS = 30 * 60 * 1000;
const LOCK_POLL_MS = 200;
const MAX_ERROR_TEXT = 2000;

function urlKey(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16);
}

/** A directory name for a branch: `tandem/web-12` → `tandem-web-12`. */
export function branchSlug(branch: string): string {
  return branch.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
}

function gitEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
  env.GIT_ALLOW_PROTOCOL ??= 'file:git:http:https:ssh';
  // The runner's git never reads the runtime token.
  delete env.SERVICE_RUNTIME_TOKEN;
  return env;
}

interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** Runs git; `signal` (the run given up: lease lost, runner stopping) kills a long fetch. */
function git(args: string[], cwd?: string, signal?: AbortSignal): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile(
      'git',
      args,
      { cwd, signal, env: gitEnvironment(), timeout: GIT_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = (error as NodeJS.ErrnoException | null)?.code;
        const why =
          code === 'ENOENT'
            ? 'git is not installed on the runner machine (not found on PATH)'
            : code === 'ABORT_ERR'
              ? 'stopped: the run was given up'
              : String(stderr);
        resolve({ ok: error === null, stdout: String(stdout), stderr: why });
      },
    );
  });
}

/** Git's own words on a failure, shortened: its last lines are the ones that say why. */
function gitWords(result: GitResult): string {
  const text = result.stderr.trim() || result.stdout.trim() || 'git failed without saying why';
  return text.length > MAX_ERROR_TEXT ? `…${text.slice(-MAX_ERROR_TEXT)}` : text;
}

async function mustGit(args: string[], what: string, cwd?: string, signal?: AbortSignal): Promise<string> {
  const result = await git(args, cwd, signal);
  if (!result.ok) throw new WorktreeError(`${what}: ${gitWords(result)}`);
  return result.stdout;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock on a path shared by runner processes on this machine: a file made with O_EXCL holding the
 * holder's process id; a lock whose holder is gone (killed) is taken over. Within one process, holders
 * queue on a promise chain, so the file is only contended between processes.
 */
class PathLocks {
  /** Per lock file, the end of this process's queue for it. */
  private readonly queues = new Map<string, Promise<void>>();

  private async tryFile(file: string): Promise<boolean> {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    // A holder that is gone (killed) leaves the lock to us; so does a file half written by one.
    if (!Number.isInteger(holder) || holder <= 0 || !processAlive(holder)) {
      await unlink(file).catch(() => undefined);
    }
    return false;
  }

  /** Joins this process's queue for `file`; `finish` lets the next in. */
  private enqueue(file: string) {
    const previous = this.queues.get(file);
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const tail = (previous ?? Promise.resolve()).then(() => mine);
    this.queues.set(file, tail);
    const finish = () => {
      if (this.queues.get(file) === tail) this.queues.delete(file);
      done();
    };
    return { previous, finish };
  }

  private releaser(file: string, finish: () => void) {
    return async () => {
      await unlink(file).catch(() => undefined);
      finish();
    };
  }

  /** Waits for the lock (telling `onWait` once when it has to); resolves to its release. */
  async acquire(file: string, signal?: AbortSignal, onWait?: () => void): Promise<() => Promise<void>> {
    const { previous, finish } = this.enqueue(file);
    let told = false;
    const waiting = () => {
      if (!told) onWait?.();
      told = true;
    };
    try {
      if (previous) {
        waiting();
        await previous;
      }
      while (!(await this.tryFile(file))) {
        waiting();
        if (signal?.aborted) throw new WorktreeError('stopped while waiting for the repository');
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      }
    } catch (error) {
      finish();
      throw error;
    }
    return this.releaser(file, finish);
  }

  /** The lock if it is free now (in this process and on the machine); null when someone holds it. */
  async tryAcquire(file: string): Promise<(() => Promise<void>) | null> {
    if (this.queues.has(file)) return null;
    const { finish } = this.enqueue(file);
    try {
      if (await this.tryFile(file)) return this.releaser(file, finish);
    } catch {
      // Unreadable: treated as held.
    }
    finish();
    return null;
  }
}

export class Worktrees {
  private readonly locks = new PathLocks();

  constructor(
    readonly reposDir: string,
    private readonly owner: WorktreeOwner,
  ) {}

  private mirrorOf(url: string): string {
    return join(this.reposDir, 'mirrors', `${urlKey(url)}.git`);
  }

  private placeOf(url: string, branch: string) {
    const dir = join(this.reposDir, 'worktrees', urlKey(url));
    const slug = branchSlug(branch);
    return { dir, path: join(dir, slug), record: join(dir, `${slug}.json`), lock: join(dir, `${slug}.lock`) };
  }

  /**
   * The issue's worktree, fetched and ready (created the first time), held for this run until `release`.
   * `say` gets a line for the transcript at each slow step. Any failure is a WorktreeError saying why.
   */
  async prepare(
    repository: ClaimRepository,
    issue: { key: number; identifier: string | null },
    say: (line: string) => void = () => undefined,
    signal?: AbortSignal,
  ): Promise<PreparedWorktree> {
    await this.checkNames(repository);
    const mirror = this.mirrorOf(repository.url);
    const place = this.placeOf(repository.url, repository.branch);
    await mkdir(place.dir, { recursive: true, mode: 0o700 });
    // Two agents on one issue share its branch: their runs take turns in the worktree.
    const releaseWorktree = await this.locks.acquire(place.lock, signal, () =>
      say(`waiting for the worktree of ${repository.branch}, in use by another run`),
    );
    try {
      await this.withMirror(mirror, signal, async () => {
        if (!(await exists(mirror))) {
          say(`cloning ${repository.url}`);
          await this.createMirror(repository.url, mirror, signal);
        } else {
          say(`fetching ${repository.url}`);
        }
        await mustGit(
          ['--git-dir', mirror, 'fetch', '--prune', 'origin'],
          `git fetch of ${repository.url} failed`,
          undefined,
          signal,
        );
        await this.ensureWorktree(repository, mirror, place.path, say);
      });
      const record: WorktreeRecord = {
        ...this.owner,
        issue: issue.key,
        identifier: issue.identifier,
        branch: repository.branch,
        url: repository.url,
        created_at: new Date().toISOString(),
      };
      await writeFile(place.record, `${JSON.stringify(record)}\n`, { mode: 0o600 });
    } catch (error) {
      await releaseWorktree();
      throw error instanceof WorktreeError
        ? error
        : new WorktreeError(error instanceof Error ? error.message : String(error));
    }
    return {
      path: place.path,
      branch: repository.branch,
      mirror,
      writable: [place.path, mirror],
      env: {
        SERVICE_REPOSITORY_URL: repository.url,
        SERVICE_BRANCH: repository.branch,
        SERVICE_DEFAULT_BRANCH: repository.default_branch,
      },
      release: releaseWorktree,
    };
  }

  /** The claim's branch names are checked by git itself before anything is made of them. */
  private async checkNames(repository: ClaimRepository): Promise<void> {
    for (const [what, name] of [
      ['branch', repository.branch],
      ['default branch', repository.default_branch],
    ] as const) {
      const result = await git(['check-ref-format', '--branch', name]);
      if (!result.ok || name.startsWith('-') || branchSlug(name) === '') {
        throw new WorktreeError(`the ${what} ${JSON.stringify(name)} is not a valid git branch name`);
      }
    }
  }

  private async withMirror<T>(mirror: string, signal: AbortSignal | undefined, work: () => Promise<T>) {
    await mkdir(join(this.reposDir, 'mirrors'), { recursive: true, mode: 0o700 });
    const release = await this.locks.acquire(mirror.replace(/\.git$/, '.lock'), signal);
    try {
      return await work();
    } finally {
      await release();
    }
  }

  /**
   * A bare repository whose `origin` is the URL, fetching branches to `refs/remotes/origin/*`; made
   * aside and renamed into place, so a clone cut short leaves no half mirror. The URL is written as
   * configuration, never passed as an argument git could read as an option.
   */
  private async createMirror(url: string, mirror: string, signal?: AbortSignal): Promise<void> {
    const making = `${mirror}.new-${process.pid}`;
    await this.removeAbandoned(mirror);
    try {
      await mustGit(['init', '--quiet', '--bare', making], 'git init failed');
      await mustGit(['--git-dir', making, 'config', 'remote.origin.url', url], 'git config failed');
      await mustGit(
        ['--git-dir', making, 'config', 'remote.origin.fetch', '+refs/heads/*:refs/remotes/origin/*'],
        'git config failed',
      );
      await mustGit(
        ['--git-dir', making, 'fetch', '--prune', 'origin'],
        `git fetch of ${url} failed`,
        undefined,
        signal,
      );
      await rename(making, mirror);
    } catch (error) {
      await rm(making, { recursive: true, force: true });
      throw error;
    }
  }

  /** Mirrors half made by runner processes that are gone (killed during a first clone). */
  private async removeAbandoned(mirror: string): Promise<void> {
    const dir = join(this.reposDir, 'mirrors');
    const prefix = `${basename(mirror)}.new-`;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!name.startsWith(prefix)) continue;
      const pid = Number(name.slice(prefix.length));
      if (pid === process.pid || !Number.isInteger(pid) || !processAlive(pid)) {
        await rm(join(dir, name), { recursive: true, force: true });
      }
    }
  }

  private async hasRef(mirror: string, ref: string): Promise<boolean> {
    return (await git(['--git-dir', mirror, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).ok;
  }

  /** Reuses the worktree when it is whole; otherwise (re)creates it on the branch. */
  private async ensureWorktree(
    repository: ClaimRepository,
    mirror: string,
    path: string,
    say: (line: string) => void,
  ): Promise<void> {
    if (await exists(path)) {
      const top = await git(['rev-parse', '--show-toplevel'], path);
      if (top.ok && (await exists(join(path, '.git')))) return;
      // Left half made or damaged (a runner killed while adding it): made again.
      await rm(path, { recursive: true, force: true });
    }
    await mustGit(['--git-dir', mirror, 'worktree', 'prune'], 'git worktree prune failed');
    const { branch, default_branch: base } = repository;
    let args: string[];
    if (await this.hasRef(mirror, `refs/heads/${branch}`)) {
      args = [path, branch];
    } else if (await this.hasRef(mirror, `refs/remotes/origin/${branch}`)) {
      say(`starting ${branch} from origin/${branch}`);
      args = ['-b', branch, path, `refs/remotes/origin/${branch}`];
    } else if (await this.hasRef(mirror, `refs/remotes/origin/${base}`)) {
      say(`starting ${branch} from origin/${base}`);
      args = ['--no-track', '-b', branch, path, `refs/remotes/origin/${base}`];
    } else {
      throw new WorktreeError(
        `the default branch ${JSON.stringify(base)} is not on ${repository.url} (an empty repository, or another name?)`,
      );
    }
    await mustGit(['--git-dir', mirror, 'worktree', 'add', '--quiet', ...args], `git worktree add failed`);
  }

  /** The worktrees this runner made for its service and workspace, with the issues they belong to. */
  async records(): Promise<{ record: WorktreeRecord; file: string }[]> {
    const root = join(this.reposDir, 'worktrees');
    const found: { record: WorktreeRecord; file: string }[] = [];
    for (const dir of await readdir(root).catch(() => [] as string[])) {
      for (const name of await readdir(join(root, dir)).catch(() => [] as string[])) {
        if (!name.endsWith('.json')) continue;
        const file = join(root, dir, name);
        try {
          const record = JSON.parse(await readFile(file, 'utf8')) as WorktreeRecord;
          if (record.server === this.owner.server && record.workspace === this.owner.workspace) {
            found.push({ record, file });
          }
        } catch {
          // Not one of ours, or half written: left alone.
        }
      }
    }
    return found;
  }

  /**
   * Removes the worktrees of finished issues: `finished` is asked which of the issue keys are done with
   * (the service's `POST /issues/finished`); a worktree a run is working in is left for a later sweep.
   * Answers the branches whose worktrees were removed.
   */
  async sweep(finished: (issues: number[]) => Promise<number[]>): Promise<string[]> {
    const records = await this.records();
    if (records.length === 0) return [];
    const done = new Set(await finished([...new Set(records.map((r) => r.record.issue))].slice(0, 1000)));
    const removed: string[] = [];
    for (const { record } of records) {
      if (!done.has(record.issue)) continue;
      if (await this.remove(record)) removed.push(record.branch);
    }
    return removed;
  }

  private async remove(record: WorktreeRecord): Promise<boolean> {
    const place = this.placeOf(record.url, record.branch);
    const releaseWorktree = await this.locks.tryAcquire(place.lock);
    if (!releaseWorktree) return false;
    try {
      const mirror = this.mirrorOf(record.url);
      await this.withMirror(mirror, undefined, async () => {
        if (await exists(mirror)) {
          await git(['--git-dir', mirror, 'worktree', 'remove', '--force', place.path]);
        }
        await rm(place.path, { recursive: true, force: true });
        if (await exists(mirror)) await git(['--git-dir', mirror, 'worktree', 'prune']);
      });
      await rm(place.record, { force: true });
      return true;
    } finally {
      await releaseWorktree();
    }
  }
}
