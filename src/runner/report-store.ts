import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { daemonBaseUrl } from './client.js';

/**
 * The runner's outbox of reports. A run's report (complete or fail) is written here, durably, the
 * moment COMMAND ends and before it is sent; it is removed once the server answered it (accepted, or
 * 409: the lease is gone and the report with it). A runner killed in between, or one that cannot reach
 * the server, finds it on its next start and sends it then: the work is reported once instead of being
 * done again. The server takes the same report of the same lease twice as once (reports are idempotent
 * per lease), so sending one whose answer was lost is harmless.
 *
 * Layout: `<state dir>/reports/<runtime key>/<run ULID>.json`, where the runtime key is a digest of the
 * service URL and the runtime token, so that runners of different services or runtimes sharing a state
 * directory never send each other's reports. Files are 0600 (they hold the lease token) in 0700
 * directories.
 */
export interface SavedReport {
  run: string;
  outcome: 'complete' | 'fail';
  /** The request body as sent, lease token included. */
  body: Record<string, unknown> & { lease_token: string };
  saved_at: string;
}

const RUN_FILE = /^[0-9A-Za-z]{26}\.json$/;

/** `$XDG_STATE_HOME/tandem/runner`, else `~/.local/state/tandem/runner`. */
export function defaultStateDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_STATE_HOME || join(homedir(), '.local', 'state');
  return join(base, 'tandem', 'runner');
}

export class ReportStore {
  private constructor(readonly dir: string) {}

  static async open(stateDir: string, url: string, token: string): Promise<ReportStore> {
    const key = createHash('sha256')
      .update(`${daemonBaseUrl(url)}\n${token}`)
      .digest('hex')
      .slice(0, 24);
    const dir = join(stateDir, 'reports', key);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return new ReportStore(dir);
  }

  /** Writes the report so that it survives a crash: a whole file or none (write, sync, rename, sync). */
  async save(report: SavedReport): Promise<void> {
    const target = this.fileOf(report.run);
    const temporary = `${target}.${process.pid}.tmp`;
    const file = await open(temporary, 'w', 0o600);
    try {
      await file.writeFile(`${JSON.stringify(report)}\n`);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, target);
    const directory = await open(this.dir, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  }

  async remove(run: string): Promise<void> {
    await rm(this.fileOf(run), { force: true });
  }

  /** Reports saved and not yet answered, oldest first; unreadable files are skipped (and named). */
  async pending(): Promise<{ reports: SavedReport[]; unreadable: string[] }> {
    const names = (await readdir(this.dir)).filter((name) => RUN_FILE.test(name));
    const reports: SavedReport[] = [];
    const unreadable: string[] = [];
    for (const name of names) {
      try {
        const parsed = JSON.parse(await readFile(join(this.dir, name), 'utf8')) as SavedReport;
        if (
          typeof parsed.run !== 'string' ||
          (parsed.outcome !== 'complete' && parsed.outcome !== 'fail') ||
          typeof parsed.body?.lease_token !== 'string'
        ) {
          throw new Error('not a saved report');
        }
        reports.push(parsed);
      } catch {
        unreadable.push(name);
      }
    }
    reports.sort((a, b) => a.saved_at.localeCompare(b.saved_at));
    return { reports, unreadable };
  }

  private fileOf(run: string): string {
    if (!/^[0-9A-Za-z]{26}$/.test(run)) throw new Error(`Not a run id: ${run}`);
    return join(this.dir, `${run}.json`);
  }
}
