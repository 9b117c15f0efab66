import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Commits made by tests and commands carry a name: the machine's git configuration may have none. */
export const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'Test Agent',
  GIT_AUTHOR_EMAIL: 'agent@example.com',
  GIT_COMMITTER_NAME: 'Test Agent',
  GIT_COMMITTER_EMAIL: 'agent@example.com',
};

/** Runs git itself (in `cwd`, as the test identity) and answers its output, trimmed. */
export function git(args: string[], cwd?: string): string {
  return execFileSync('git', args, {
    cwd,
    env: { ...process.env, ...GIT_IDENTITY },
    encoding: 'utf8',
  }).trim();
}

/** A bare repository with one commit on `main` (README), reachable as a file:// URL. */
export function bareRepository(): { url: string; bare: string } {
  const root = mkdtempSync(join(tmpdir(), 'tandem-origin-'));
  const bare = join(root, 'origin.git');
  git(['init', '--quiet', '--bare', '--initial-branch=main', bare]);
  const seed = join(root, 'seed');
  git(['clone', '--quiet', bare, seed]);
  writeFileSync(join(seed, 'README.md'), '# Project\n');
  git(['-C', seed, 'checkout', '--quiet', '-b', 'main']);
  git(['-C', seed, 'add', 'README.md']);
  git(['-C', seed, 'commit', '--quiet', '-m', 'First commit']);
  git(['-C', seed, 'push', '--quiet', 'origin', 'main']);
  return { url: `file://${bare}`, bare };
}
