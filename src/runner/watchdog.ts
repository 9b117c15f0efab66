/**
 * The watchdog that stands between the runner and COMMAND, one per run. A runner killed with SIGKILL
 * cannot stop what it started, and Node offers no PR_SET_PDEATHSIG; so a tiny Node process does it:
 *
 * - it starts `/bin/sh -c COMMAND` in a process group of its own (COMMAND and everything it starts);
 * - its standard input is a pipe from the runner. When that pipe closes (the runner asked for the stop
 *   by closing it, or the runner died, however), it sends SIGTERM to the group, then SIGKILL after the
 *   grace period;
 * - when COMMAND's shell exits it reports the status on descriptor 3 and stops whatever COMMAND left
 *   behind in its group the same way, then exits itself;
 * - SIGTERM, SIGINT or SIGHUP sent to the watchdog stop the group too.
 *
 * COMMAND writes straight into the runner's pipes (descriptors 1 and 2 are passed on), and reads the run
 * context from the file named on the command line. The script is plain CommonJS run with `node -e`, so
 * the same text works from the sources and from the build.
 *
 * Messages on descriptor 3, one JSON object a line: `{"pid": N}` once COMMAND started (its process
 * group), then `{"exit": code, "signal": name}` when its shell ended.
 */
export const WATCHDOG_SCRIPT = String.raw`
'use strict';
const { spawn } = require('node:child_process');
const { openSync, writeSync } = require('node:fs');
const [graceArg, inputFile, command] = process.argv.slice(1);
const graceMs = Number(graceArg);
function tell(message) {
  try { writeSync(3, JSON.stringify(message) + '\n'); } catch { /* the runner is gone */ }
}
const child = spawn('/bin/sh', ['-c', command], {
  stdio: [openSync(inputFile, 'r'), 'inherit', 'inherit'],
  detached: true,
});
let exited = false;
let stopping = false;
function signalGroup(signal) {
  try { process.kill(-child.pid, signal); return true; } catch { return false; }
}
function finishWhenGone() {
  if (exited && !signalGroup(0)) process.exit(0);
}
function stop() {
  if (stopping) return;
  stopping = true;
  signalGroup('SIGTERM');
  setTimeout(() => { signalGroup('SIGKILL'); exited = true; finishWhenGone(); }, graceMs).unref();
  setInterval(finishWhenGone, 50);
}
child.on('error', () => { tell({ exit: 127, signal: null }); process.exit(0); });
child.on('spawn', () => tell({ pid: child.pid }));
child.on('exit', (code, signal) => {
  exited = true;
  tell({ exit: code, signal });
  stop();
});
process.stdin.on('data', () => undefined);
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.on('close', stop);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
`;
