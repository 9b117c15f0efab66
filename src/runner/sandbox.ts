import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, lstat, mkdtemp, readdir, readlink, realpath, rm, stat } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { basename, delimiter, dirname, isAbsolute, join, resolve, sep } from 'node:path';

/**
 * `tandem runner --sandbox confined` (decisions §12.5): COMMAND runs under bubblewrap (`bwrap`), apart
 * from the runner.
 *
 * - Namespaces: new pid, ipc, uts and user namespaces, so /proc (mounted fresh) shows only COMMAND's own
 *   processes (never the runner's environment), with every capability dropped; `--new-session` (no
 *   TIOCSTI into a terminal) and `--die-with-parent` (bwrap's child goes when bwrap goes).
 * - Files: the system paths read-only (`/usr`, `/bin`, `/sbin`, `/lib*`, `/etc`, `/opt`), the tools on
 *   PATH read-only (a `bin` directory with its prefix, so `…/bin/tool -> ../lib/…` works), a fresh
 *   `/tmp`, a minimal `/dev`, and read-write only the run directory and the writable paths given for the
 *   run (the worktree and its mirror's git directory). Nothing else of the machine exists inside: the
 *   runner's home, its state directory (saved reports), its token file, its repositories directory and
 *   other runs' directories are simply absent. Where one of them, or a file under /etc that is not
 *   world-readable (shadow, private keys), lies under a bound path, it is masked (an empty read-only
 *   directory, or /dev/null for a file).
 * - Network: shared (agents talk to the service and to model providers).
 *
 * The watchdog (watchdog.ts) runs outside, starts bwrap in a process group of its own, and learns from
 * bwrap's `--info-fd` the pid of the sandbox's first process, whose session holds COMMAND: SIGTERM goes
 * to that group (COMMAND gets it and may clean up), SIGKILL to both groups; when COMMAND's shell ends,
 * the sandbox's pid 1 ends and the kernel kills whatever COMMAND left behind.
 */
export type SandboxLevel = 'confined' | 'limits' | 'off';

/** Everything about the machine a confined run needs, worked out once when the runner starts. */
export interface Confinement {
  /** The bubblewrap executable (absolute). */
  bwrap: string;
  /** Arguments for the system paths, /dev, /proc and /tmp, and the masks under them (in order). */
  base: string[];
  /** Directories and files bound read-only after /tmp: the tools on PATH. */
  readOnly: string[];
  /** Paths COMMAND must never see, absolute (both as given and resolved). */
  hidden: string[];
}

/** One run's launch inside the sandbox. */
export interface ConfinedLaunch {
  argv: string[];
  cwd: string;
  /** The run's own directory (context file, HOME, scratch): read-write. */
  runDir: string;
  /** Further read-write paths (the worktree and its mirror's git directory). */
  writable: string[];
}

/** The descriptor on which bwrap writes `{"child-pid": N}` (the watchdog reads it). */
export const BWRAP_INFO_FD = 3;

const SYSTEM_PATHS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc', '/opt'];

/** Whether `path` is `parent` or lies under it. */
export function isWithin(path: string, parent: string): boolean {
  return path === parent || path.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}

/** The bwrap to use: `explicit` (a path or a name looked up on PATH), else `bwrap` on PATH. */
export async function findBwrap(
  explicit: string | undefined,
  pathEnv: string | undefined = process.env.PATH,
): Promise<string | null> {
  const name = explicit || 'bwrap';
  const candidates = name.includes('/')
    ? [resolve(name)]
    : (pathEnv ?? '')
        .split(delimiter)
        .filter((dir) => isAbsolute(dir))
        .map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** A path, and where it really is when symbolic links lead elsewhere. */
async function bothForms(path: string): Promise<string[]> {
  const absolute = resolve(path);
  try {
    const real = await realpath(absolute);
    return real === absolute ? [absolute] : [absolute, real];
  } catch {
    return [absolute];
  }
}

/**
 * Entries under /etc that are not world-readable (for directories: not world-searchable), not descended
 * into: they hold secrets by convention (/etc/shadow, /etc/ssl/private, a service's credentials). A
 * runner running as root would otherwise read them inside the sandbox.
 */
async function privateEntries(dir: string, depth = 0): Promise<{ path: string; dir: boolean }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: { path: string; dir: boolean }[] = [];
  for (const name of names) {
    const path = join(dir, name);
    let info;
    try {
      info = await lstat(path);
    } catch {
      continue;
    }
    if (info.isSymbolicLink()) continue;
    if (info.isDirectory()) {
      if ((info.mode & 0o005) !== 0o005) found.push({ path, dir: true });
      else if (depth < 8) found.push(...(await privateEntries(path, depth + 1)));
    } else if ((info.mode & 0o004) === 0) {
      found.push({ path, dir: false });
    }
  }
  return found;
}

/** Arguments that mask `path` inside the sandbox (it must exist on the machine). */
async function maskArgs(path: string): Promise<string[]> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return [];
  }
  return info.isDirectory()
    ? ['--perms', '0555', '--tmpfs', path, '--remount-ro', path]
    : ['--ro-bind', '/dev/null', path];
}

/**
 * What of PATH is bound read-only: each absolute entry that exists, with its prefix when it is a `bin`
 * directory (`/opt/node/bin` → `/opt/node`, so `bin/tool -> ../lib/…` works), and the files its symbolic
 * links lead to elsewhere (`~/.local/bin/claude -> ~/.local/share/claude/versions/…`). Never what would
 * show a hidden path: an entry inside the state directory, token file or repositories directory is left
 * out, and so is one that contains any of them or the runner's home (an entry inside the home is fine:
 * it shows that directory, not the home). Entries under a system path are covered already.
 */
async function toolPaths(
  pathEnv: string,
  strict: string[],
  home: string[],
  covered: string[],
): Promise<string[]> {
  const chosen: string[] = [];
  const allowed = (dir: string) =>
    !strict.some((h) => isWithin(dir, h)) && ![...strict, ...home].some((h) => isWithin(h, dir));
  const seen = () => [...covered, ...chosen];
  for (const entry of pathEnv.split(delimiter)) {
    if (!isAbsolute(entry)) continue;
    let dir: string;
    try {
      dir = await realpath(entry);
    } catch {
      continue;
    }
    if (seen().some((c) => isWithin(dir, c)) || !allowed(dir)) continue;
    const prefix = dirname(dir);
    chosen.push(basename(dir) === 'bin' && prefix !== '/' && allowed(prefix) ? prefix : dir);
    let names: string[] = [];
    try {
      names = (await readdir(dir)).slice(0, 500);
    } catch {
      // Unreadable: its own entries only.
    }
    for (const name of names) {
      try {
        if (!(await lstat(join(dir, name))).isSymbolicLink()) continue;
        const target = await realpath(join(dir, name));
        if ((await stat(target)).isFile() && !seen().some((c) => isWithin(target, c)) && allowed(target)) {
          chosen.push(target);
        }
      } catch {
        // A dangling link.
      }
    }
  }
  return chosen.filter((p, i) => !chosen.some((other, j) => j !== i && other !== p && isWithin(p, other)));
}

export interface ConfinementOptions {
  /** `--bwrap`: the executable, else `bwrap` on PATH. */
  bwrap?: string;
  /** What COMMAND must not see: the token file, the state directory, the repositories directory… */
  hidden: (string | undefined)[];
  /** The PATH whose tools COMMAND may use (the runner's). */
  pathEnv?: string;
}

/**
 * Works out the confinement for this machine (or says why it cannot be had). Hidden always includes the
 * runner's home directory.
 */
export async function planConfinement(
  options: ConfinementOptions,
): Promise<{ ok: true; confinement: Confinement } | { ok: false; why: string }> {
  if (process.platform !== 'linux') return { ok: false, why: '--sandbox confined needs Linux.' };
  const bwrap = await findBwrap(options.bwrap, options.pathEnv ?? process.env.PATH);
  if (!bwrap) {
    return {
      ok: false,
      why: `--sandbox confined needs bubblewrap, and ${options.bwrap ? `${options.bwrap} is not an executable` : 'bwrap is not on PATH'} (install the distribution's bubblewrap package, e.g. apt-get install bubblewrap).`,
    };
  }
  const strict: string[] = [];
  for (const path of options.hidden) if (path) strict.push(...(await bothForms(path)));
  const home = await bothForms(homedir());
  const hidden = [...strict, ...home];

  const base: string[] = [];
  const bound: string[] = [];
  for (const path of SYSTEM_PATHS) {
    let info;
    try {
      info = await lstat(path);
    } catch {
      continue;
    }
    if (info.isSymbolicLink()) base.push('--symlink', await readlink(path), path);
    else if (info.isDirectory()) {
      base.push('--ro-bind', path, path);
      bound.push(path);
    }
  }
  // The resolver's configuration often lives under /run (systemd-resolved): bring the file along.
  for (const file of ['/etc/resolv.conf', '/etc/hosts']) {
    try {
      const real = await realpath(file);
      if (!bound.some((b) => isWithin(real, b))) base.push('--ro-bind', real, real);
    } catch {
      // None.
    }
  }
  const masks = [
    ...(await privateEntries('/etc')).map((entry) => entry.path),
    ...hidden.filter((h) => bound.some((b) => isWithin(h, b))),
  ];
  const unique = [...new Set(masks)];
  for (const mask of unique.filter((m) => !unique.some((other) => other !== m && isWithin(m, other)))) {
    base.push(...(await maskArgs(mask)));
  }
  base.push('--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp');

  const readOnly = await toolPaths(options.pathEnv ?? process.env.PATH ?? '', strict, home, bound);
  return { ok: true, confinement: { bwrap, base, readOnly, hidden } };
}

/** The environment COMMAND gets inside the sandbox: HOME in the run directory, the runner's own gone. */
export function confinedEnvironment(env: NodeJS.ProcessEnv, home: string): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, HOME: home, TMPDIR: '/tmp' };
  for (const key of [
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    'XDG_DATA_HOME',
    'XDG_STATE_HOME',
    'XDG_RUNTIME_DIR',
    'SSH_AUTH_SOCK',
    'DBUS_SESSION_BUS_ADDRESS',
    'OLDPWD',
  ]) {
    delete out[key];
  }
  return out;
}

/** The full argv (bwrap first) that runs `launch.argv` confined. */
export function confinedArgv(confinement: Confinement, launch: ConfinedLaunch): string[] {
  const args = [
    confinement.bwrap,
    '--unshare-user',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--hostname',
    'tandem-run',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    ...confinement.base,
  ];
  for (const dir of confinement.readOnly) args.push('--ro-bind', dir, dir);
  const writable = [launch.runDir, ...launch.writable].map((p) => resolve(p));
  for (const dir of writable) args.push('--bind', dir, dir);
  // A hidden path under a writable one (a worktree holding a state directory?) stays masked.
  for (const hidden of confinement.hidden) {
    if (writable.some((w) => isWithin(hidden, w) && hidden !== w)) {
      args.push('--perms', '0555', '--tmpfs', hidden, '--remount-ro', hidden);
    }
  }
  args.push('--chdir', resolve(launch.cwd), '--info-fd', String(BWRAP_INFO_FD), '--', ...launch.argv);
  return args;
}

/**
 * Tries the confinement once (`bwrap … true` in a throwaway run directory): the kernel may refuse user
 * namespaces, or a container may refuse mounts. Resolves with bwrap's complaint when it failed.
 */
export async function tryConfinement(confinement: Confinement): Promise<string | null> {
  const runDir = await mkdtemp(join(tmpdir(), 'tandem-sandbox-check-'));
  try {
    const argv = confinedArgv(confinement, { argv: ['true'], cwd: runDir, runDir, writable: [] });
    return await new Promise<string | null>((resolvePromise) => {
      const child = spawn(argv[0]!, argv.slice(1), {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
        env: { PATH: '/usr/bin:/bin' },
      });
      let stderr = '';
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      (child.stdio[3] as NodeJS.ReadableStream).resume();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.on('error', (error) => {
        clearTimeout(timer);
        resolvePromise(error.message);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolvePromise(null);
        else resolvePromise(stderr.trim() || `bwrap ended with ${signal ?? `status ${code}`}`);
      });
    });
  } finally {
    await rm(runDir, { recursive: true, force: true });
  }
}
