import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes.js';

/**
 * The build of an older commit, measured beside the current tree in one run (`--compare-commit`): a
 * detached git worktree of the commit under .bench/, sharing this tree's node_modules (a symlink, no
 * install), its server compiled with this tree's TypeScript. Kept between runs; built once per commit.
 * Both servers then answer from the same seeded database, so the commit must share the current schema
 * (a migration the older build does not know makes it refuse to start, which the run reports).
 */
export interface OlderBuild {
  commit: string;
  /** `<worktree>/dist/src/cli-entry.js`, what `--server FILE` takes. */
  entry: string;
}

function git(args: string[], cwd = ROOT): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function prepareOlderBuild(commit: string, log: (message: string) => void): OlderBuild {
  const full = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  const dir = join(ROOT, '.bench', `commit-${full.slice(0, 12)}`);
  if (!existsSync(join(dir, '.git'))) {
    log(`checking out ${full.slice(0, 12)} into ${dir}`);
    git(['worktree', 'add', '--detach', dir, full]);
  }
  if (!existsSync(join(dir, 'node_modules')))
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const entry = join(dir, 'dist/src/cli-entry.js');
  if (!existsSync(entry)) {
    log(`building ${full.slice(0, 12)} (tsc -p tsconfig.build.json)`);
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      {
        cwd: dir,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
  }
  return { commit: full, entry };
}
