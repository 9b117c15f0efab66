import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { TandemConnectionError } from './index.js';

/** Where the people CLI and `tandem mcp` find the server: the three variables of the token block. */
export interface Connection {
  url: string;
  token: string;
  workspace: string;
}

/** `$XDG_CONFIG_HOME/tandem/config.json`, else `~/.config/tandem/config.json`. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'tandem', 'config.json');
}

export async function readStoredConnection(path = configPath()): Promise<Partial<Connection>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    const stored = JSON.parse(text) as Partial<Record<keyof Connection, unknown>>;
    const pick = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return { url: pick(stored.url), token: pick(stored.token), workspace: pick(stored.workspace) };
  } catch {
    throw new Error(`${path} is not valid JSON; run \`tandem login\` again.`);
  }
}

/** Written readable by its owner only (0600), in a directory only they can enter. */
export async function storeConnection(connection: Connection, path = configPath()): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(connection, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600); // a file that existed keeps its old mode through writeFile
}

export async function forgetConnection(path = configPath()): Promise<boolean> {
  try {
    await rm(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Each variable from the environment when set, else from the stored login. */
export async function resolveConnection(env: NodeJS.ProcessEnv = process.env): Promise<Partial<Connection>> {
  const stored = await readStoredConnection(configPath(env));
  return {
    url: env.SERVICE_URL || stored.url,
    token: env.SERVICE_TOKEN || stored.token,
    workspace: env.SERVICE_WORKSPACE || stored.workspace,
  };
}

/** The connection from the environment or `tandem login`, or a message saying how to give one. */
export async function requireConnection(): Promise<Connection> {
  const { url, token, workspace } = await resolveConnection();
  if (!url || !token) {
    throw new TandemConnectionError(
      'Not configured: set SERVICE_URL, SERVICE_TOKEN and SERVICE_WORKSPACE (the token block from Settings → API tokens), or run `tandem login`.',
    );
  }
  return { url, token, workspace: workspace ?? '' };
}
