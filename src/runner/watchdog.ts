/**
 * The watchdog that stands between the runner and COMMAND, one per run. A runner killed with SIGKILL
 * cannot stop what it started, and Node offers no PR_SET_PDEATHSIG; so a tiny Node process does it:
 *
 * - it starts COMMAND's argv (`/bin/sh -c COMMAND` for `--exec`, the tool for an adapter) in a process group of its own (COMMAND and everything it starts);
 *   confined (sandbox.ts), that is bwrap running it, and the group to stop is the session bwrap opens
 *   inside the sandbox (its pid read from bwrap's `--info-fd`): SIGTERM goes there only, since bwrap
 *   itself dies of it and takes the sandbox down with SIGKILL at once; SIGKILL goes to both;
 * - its standard input is a pipe from the runner. When that pipe closes (the runner asked for the stop
 *   by closing it, or the runner died, however), it sends SIGTERM to the group, then SIGKILL after the
 *   grace period;
 * - when COMMAND's process exits it reports the status on descriptor 3 and stops whatever COMMAND left
 *   behind in its group the same way, then exits itself;
 * - SIGTERM, SIGINT or SIGHUP sent to the watchdog stop the group too;
 * - it is the lease's dead man's switch: it holds the group only for as long as the runner last said
 *   the lease is safely held (the fourth argument, then each line the runner writes to its standard
 *   input: a deadline as "<monotonic ms> <wall ms>", the machine-wide monotonic clock of
 *   process.hrtime and Date.now, so that the watchdog's own start-up or a slow pipe never moves it
 *   later). When that time passes without a newer word, the runner
 *   is frozen (SIGSTOP, a paused VM) or cut off, and the group is stopped so that its SIGKILL lands
 *   before the server can hand the run to another runner. Both clocks count (monotonic, which a
 *   suspended machine stops, and the wall clock), whichever says more time has passed.
 *
 * COMMAND writes straight into the runner's pipes (descriptors 1 and 2 are passed on), and reads the run
 * context from the file named on the command line. What to start is the third argument, JSON:
 * `{"argv": [...], "infoFd": N | null}` (infoFd: the descriptor on which bwrap tells its child's pid).
 * The script is plain CommonJS run with `node -e`, so the same text works from the sources and from the
 * build.
 *
 * Messages on descriptor 3, one JSON object a line: `{"pid": N}` once COMMAND started (its process
 * group), `{"lapsed": true}` when the hold ran out and the group is being stopped for it, then
 * `{"exit": code, "signal": name}` when its shell ended.
 */
export const WATCHDOG_SCRIPT = String.raw`
'use strict';
const { spawn } = require('node:child_process');
const { openSync, writeSync } = require('node:fs');
const [graceArg, inputFile, launchArg, holdArg] = process.argv.slice(1);
const launch = JSON.parse(launchArg);
const graceMs = Number(graceArg);
const monoNow = () => Number(process.hrtime.bigint() / 1000000n);
// The hold: until when (on both clocks) the runner vouches for the lease. Infinity: no lease to mind.
let holdUntil = { mono: Infinity, wall: Infinity };
function holdUntilDeadline(text) {
  const [mono, wall] = String(text).trim().split(' ').map(Number);
  if (Number.isFinite(mono) && Number.isFinite(wall)) holdUntil = { mono, wall };
}
holdUntilDeadline(holdArg);
function tell(message) {
  try { writeSync(3, JSON.stringify(message) + '\n'); } catch { /* the runner is gone */ }
}
const stdio = [openSync(inputFile, 'r'), 'inherit', 'inherit'];
if (launch.infoFd) {
  while (stdio.length < launch.infoFd) stdio.push('ignore');
  stdio.push('pipe');
}
const child = spawn(launch.argv[0], launch.argv.slice(1), { stdio, detached: true });
// Confined: the pid (as seen from here) of the sandbox's first process, leader of COMMAND's session.
let inner = null;
if (launch.infoFd) {
  let info = '';
  child.stdio[launch.infoFd].setEncoding('utf8').on('data', (chunk) => {
    info += chunk;
    try {
      const pid = JSON.parse(info)['child-pid'];
      if (Number.isInteger(pid) && pid > 1) inner = pid;
    } catch { /* not whole yet */ }
  });
}
let exited = false;
let stopping = false;
function signalGroup(signal) {
  let reached = false;
  if (inner !== null) {
    try { process.kill(-inner, signal); reached = true; } catch { /* gone */ }
  }
  if (inner === null || signal !== 'SIGTERM') {
    try { process.kill(-child.pid, signal); reached = true; } catch { /* gone */ }
  }
  return reached;
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
let pendingInput = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => {
  pendingInput += chunk;
  const lines = pendingInput.split('\n');
  pendingInput = lines.pop() || '';
  for (const line of lines) if (line.trim() !== '') holdUntilDeadline(line);
});
const holdCheck = setInterval(() => {
  if (stopping) return clearInterval(holdCheck);
  if (monoNow() >= holdUntil.mono || Date.now() >= holdUntil.wall) {
    tell({ lapsed: true });
    stop();
  }
}, 100);
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.on('close', stop);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
`;
