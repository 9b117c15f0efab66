import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  json: any;
}

/**
 * Runs `tandem <args>`. Under `npm test` (which builds first) that is the real bin/tandem.js over the
 * compiled code; a test file run on its own uses the same entry from source.
 */
export const CLI_ENTRY =
  process.env.npm_lifecycle_event === 'test'
    ? [join(ROOT, 'bin/tandem.js')]
    : ['--import', import.meta.resolve('tsx'), join(ROOT, 'src/cli-entry.ts')];

/** Starts `tandem <args>` as a long-running process (serve, worker, runner), from any directory. */
export function spawnCli(args: string[], env: Record<string, string>, cwd = ROOT): ChildProcess {
  return spawn(process.execPath, [...CLI_ENTRY, ...args], {
    cwd,
    env: { ...process.env, SERVICE_LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function runCli(args: string[], env: Record<string, string>, input?: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI_ENTRY, ...args], {
      cwd: ROOT,
      env: { ...process.env, SERVICE_LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    if (input !== undefined) child.stdin.end(input);
    child.on('close', (code) => {
      let json: unknown = null;
      try {
        json = JSON.parse(stdout);
      } catch {
        json = null;
      }
      resolve({ code, stdout, stderr, json });
    });
  });
}
