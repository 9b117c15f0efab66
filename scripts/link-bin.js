// Run by `prepare` (so by `npm ci`): links node_modules/.bin/tandem to this project's own bin/tandem.js.
// Without it `npx tandem` finds no local binary, installs the project into npx's cache as a dependency of
// itself and builds it again there (two minutes, silent, and stale after an edit); with it npx runs the
// copy `npm ci` just built.
import { mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const binDir = join(root, 'node_modules', '.bin');
const link = join(binDir, 'tandem');
const target = relative(binDir, join(root, 'bin', 'tandem.js'));

mkdirSync(binDir, { recursive: true });
let current = null;
try {
  current = readlinkSync(link);
} catch {
  current = null;
}
if (current !== target) {
  rmSync(link, { force: true });
  symlinkSync(target, link);
}
