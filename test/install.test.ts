import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

describe('installing and first start (the README’s commands)', () => {
  const dirs: string[] = [];
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('declares the supported Node lines (22.12 and later LTS lines), not a line past its end of life', () => {
    assert.equal(pkg.engines.node, '^22.12.0 || ^24.0.0 || >=26.0.0');
  });

  it('is licensed Apache-2.0, in package.json and in LICENSE at the root', () => {
    assert.equal(pkg.license, 'Apache-2.0');
    const licence = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
    assert.match(licence, /Apache License\s+Version 2\.0, January 2004/);
  });

  it('lists every dependency whose install script may run (allowScripts), leaving none unreviewed', () => {
    // npm blocks unlisted install scripts: sharp and esbuild check or fetch their binary; @scarf/scarf
    // only reports installs and better-sqlite3 13 would rebuild what it ships as Node-API builds for every
    // line: both stay denied.
    assert.deepEqual(pkg.allowScripts, {
      esbuild: true,
      sharp: true,
      '@scarf/scarf': false,
      'better-sqlite3': false,
    });
    const result = spawnSync('npm', ['install-scripts', 'ls'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /No packages with unreviewed install scripts/);
  });

  it('runs `npx tandem` from what `npm ci` built, without installing the project into npx’s cache', () => {
    // npm exec installs a local package whose package.json declares the bin into its cache and builds it
    // again there; the project links node_modules/.bin/tandem instead (scripts/link-bin.js, on prepare).
    assert.equal(pkg.bin, undefined);
    const cache = mkdtempSync(join(tmpdir(), 'tandem-npx-cache-'));
    dirs.push(cache);
    const result = spawnSync('npx', ['--no-install', 'tandem', '--version'], {
      cwd: ROOT,
      env: { ...process.env, npm_config_cache: cache, npm_config_update_notifier: 'false' },
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.trim(), pkg.version);
    assert.equal(existsSync(join(cache, '_npx')), false, 'npx installed the project into its cache');
  });

  it('`npm start` serves the API and the interface and says where', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tandem-start-'));
    dirs.push(dir);
    const port = await freePort();
    const child = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      env: {
        ...process.env,
        SERVICE_DATABASE_URL: `sqlite:${join(dir, 'service.db')}`,
        SERVICE_STORAGE_DIR: join(dir, 'files'),
        SERVICE_PORT: String(port),
        SERVICE_LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    try {
      const printed = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('No workspace yet')) resolve(output);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
      });
      assert.match(printed, new RegExp(`Tandem listening on http://127\\.0\\.0\\.1:${port}`));
      const page = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<div id="root">/);
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`);
      assert.equal(health.status, 200);
    } finally {
      // npm runs the server as its child: end the whole group.
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});
