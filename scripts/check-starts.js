// Starts `tandem serve` on SQLite again and again, on the Node line running this script, and fails on
// the first start that does not serve, or stop cleanly on SIGTERM (decisions §12.1: CI starts it at
// least 20 times on each supported line). better-sqlite3 12 aborted about half the starts on Node 24
// (`Assertion failed: (env) != nullptr` in a statement's finaliser, racing the checkpoint thread) with
// a signal and no answer: exactly what this counts. Every start reads and writes, so prepared statements
// exist on both connections when the process ends.
//
//   node scripts/check-starts.js [--starts 20]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { starts: { type: 'string', default: '20' } } });
const starts = Number(values.starts);
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitUntilReady(base, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Some reads and a write, so both connections hold prepared statements when the process stops. */
async function exercise(base) {
  const statuses = [];
  for (const path of ['/api/ui/setup', '/api/v1/me', '/']) {
    statuses.push((await fetch(`${base}${path}`)).status);
  }
  // A refused sign-in writes its attempt.
  const signIn = await fetch(`${base}/api/ui/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
  });
  statuses.push(signIn.status);
  if (signIn.status !== 401) throw new Error(`a wrong password answered ${signIn.status}`);
  if (statuses.some((status) => status >= 500)) throw new Error(`server errors: ${statuses.join(', ')}`);
}

function stopped(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function startOnce(index, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'bin/tandem.js'), 'serve'], {
    cwd: dataDir,
    env: { ...process.env, SERVICE_PORT: String(port), SERVICE_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const fail = (why) => {
    child.kill('SIGKILL');
    throw new Error(`start ${index} on Node ${process.version}: ${why}\n${output}`);
  };
  if (!(await waitUntilReady(base, child))) fail('never became ready');
  await exercise(base).catch((error) => fail(error.message));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await stopped(child);
  clearTimeout(timer);
  if (child.signalCode !== null) fail(`ended by ${child.signalCode}`);
  if (child.exitCode !== 0) fail(`exited with ${child.exitCode}`);
  if (/Assertion failed|Segmentation fault|FATAL ERROR/.test(output)) fail('the runtime aborted');
}

// Half the starts create a database (migrations run), half reopen the last one.
const dirs = [];
try {
  let dataDir = null;
  for (let index = 1; index <= starts; index += 1) {
    if (index % 2 === 1) {
      dataDir = mkdtempSync(join(tmpdir(), 'tandem-starts-'));
      dirs.push(dataDir);
    }
    await startOnce(index, dataDir);
  }
  console.log(`tandem serve started and stopped cleanly ${starts} times on Node ${process.version}`);
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
