import { execFile } from 'node:child_process';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { RunContext } from '../../schemas/daemon.js';

/**
 * Putting an agent's skills (and, for Codex, its instructions) where the tool reads them in the working
 * directory, without touching what the repository itself keeps there: a file the repository tracks is
 * never overwritten, and what the runner writes is listed in the repository's `info/exclude` so that the
 * agent's own `git add -A` never commits it.
 */
const run = promisify(execFile);

export interface Skill {
  name: string;
  description: string;
  content: string;
}

/** The agent's skills (decisions §12.4); tolerates a context without them, from a server older than the runner. */
export function skillsOf(context: RunContext): Skill[] {
  const skills = (context.agent as { skills?: unknown }).skills;
  if (!Array.isArray(skills)) return [];
  return skills.filter(
    (s): s is Skill =>
      s !== null &&
      typeof s === 'object' &&
      typeof (s as Skill).name === 'string' &&
      typeof (s as Skill).content === 'string',
  );
}

/** A skill's directory name: lower case letters, digits and hyphens only (never a path). */
export function skillDirName(name: string): string {
  const clean = name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
  return clean || 'skill';
}

/**
 * A skill as a `SKILL.md`: its content as is when it carries its own front matter, else with one whose
 * `name` is the directory name (both tools want lower case letters, digits and hyphens there) and whose
 * `description` is at most 1,024 characters.
 */
export function skillFile(skill: Skill): string {
  if (skill.content.startsWith('---\n')) return skill.content;
  const description = (skill.description ?? '').replace(/\s+/g, ' ').trim().slice(0, 1024);
  return `---\nname: ${skillDirName(skill.name)}\ndescription: ${JSON.stringify(description)}\n---\n\n${skill.content}\n`;
}

async function git(workdir: string, args: string[]): Promise<string | null> {
  try {
    const { stdout } = await run('git', ['-C', workdir, ...args], { timeout: 10_000 });
    return stdout.trim();
  } catch {
    return null;
  }
}

/** Whether git tracks `path` (relative to the working directory); false outside a repository. */
export async function tracked(workdir: string, path: string): Promise<boolean> {
  return (await git(workdir, ['ls-files', '--error-unmatch', '--', path])) !== null;
}

/** Adds patterns to the repository's info/exclude (shared by its worktrees); nothing outside git. */
export async function excludeFromGit(workdir: string, patterns: string[]): Promise<void> {
  const path = await git(workdir, ['rev-parse', '--path-format=absolute', '--git-path', 'info/exclude']);
  if (!path) return;
  let current = '';
  try {
    current = await readFile(path, 'utf8');
  } catch {
    await mkdir(dirname(path), { recursive: true });
  }
  const have = new Set(current.split('\n'));
  const missing = patterns.filter((p) => !have.has(p));
  if (missing.length === 0) return;
  const prefix = current === '' || current.endsWith('\n') ? '' : '\n';
  await appendFile(path, `${prefix}# Written by tandem runner for its agents\n${missing.join('\n')}\n`);
}

/**
 * Writes each skill to `<workdir>/<base>/<name>/SKILL.md` unless the repository tracks that file, and
 * keeps the written ones out of git. Answers the names it left alone.
 */
export async function writeSkills(workdir: string, base: string, skills: Skill[]): Promise<string[]> {
  const skipped: string[] = [];
  const written: string[] = [];
  for (const skill of skills) {
    const relative = join(base, skillDirName(skill.name), 'SKILL.md');
    if (await tracked(workdir, relative)) {
      skipped.push(skill.name);
      continue;
    }
    await mkdir(join(workdir, dirname(relative)), { recursive: true });
    await writeFile(join(workdir, relative), skillFile(skill));
    written.push(`/${relative}`);
  }
  await excludeFromGit(workdir, written);
  return skipped;
}
