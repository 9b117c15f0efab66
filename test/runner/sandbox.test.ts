import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';
import { killRunners, processExists, startRunnerProcess, waitFor } from '../helpers/runner-process.js';
import { startCommand, type CommandResult } from '../../src/runner/command.js';
import { planConfinement, type Confinement } from '../../src/runner/sandbox.js';
import type { RunContext } from '../../src/schemas/daemon.js';

/**
 * decisions §12.5: `tandem runner --sandbox confined` runs COMMAND under bubblewrap (the real one), apart
 * from the runner: its token, files, processes and other runs are out of reach, the network is not.
 */
after(killRunners);

/** Each probe prints `probe NAME yes` when the attempt worked, `probe NAME no` when it was refused. */
const PROBES = String.raw`
p() { if sh -c "$2" >/dev/null 2>&1; then echo "probe $1 yes"; else echo "probe $1 no"; fi; }
runner_pid=$(echo "$SERVICE_ISSUE_TITLE" | cut -d" " -f2)
p read-token 'cat "$TOKEN_FILE"'
p list-state 'ls "$STATE_DIR" | grep -qv "^homes$"'
p read-state 'cat "$STATE_DIR/secret.txt"'
p list-other-run 'ls "$OTHER_DIR"'
p read-other-run 'cat "$OTHER_DIR/secret.txt"'
p runner-environ "cat /proc/$runner_pid/environ"
p runner-cmdline "cat /proc/$runner_pid/cmdline"
p token-in-proc 'cat /proc/[0-9]*/environ | tr "\0" "\n" | grep -q tdmr_'
p read-shadow 'grep -q root /etc/shadow'
p write-usr 'touch /usr/tandem-probe'
p write-etc 'touch /etc/tandem-probe'
p write-state 'touch "$STATE_DIR/reports/planted"'
p write-other-run 'touch "$OTHER_DIR/planted"'
p write-cwd 'touch ./made-here && test -f ./made-here'
p write-home 'touch "$HOME/.config-probe"'
p write-run-dir 'touch "$(dirname "$SERVICE_CONTEXT_FILE")/scratch"'
p write-tmp 'touch /tmp/scratch'
p read-context 'grep -q "$SERVICE_RUN_ID" "$SERVICE_CONTEXT_FILE"'
p tool-on-path 'probe-tool | grep -q tool-ran'
p linked-tool 'linked-tool | grep -q linked-ran'
p reach-server 'node -e "fetch(process.env.SERVICE_URL + \"/api/v1/runs/\" + process.env.SERVICE_RUN_ID, {headers: {authorization: \"Bearer \" + process.env.SERVICE_TOKEN}}).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"'
echo "pids $(ls /proc | grep -c '^[0-9]')"
echo "home $HOME"
echo '{"summary": "probed"}'
`;

const EXPECTED: Record<string, 'yes' | 'no'> = {
  'read-token': 'no',
  'list-state': 'no',
  'read-state': 'no',
  'list-other-run': 'no',
  'read-other-run': 'no',
  'runner-environ': 'no',
  'runner-cmdline': 'no',
  'token-in-proc': 'no',
  'read-shadow': 'no',
  'write-usr': 'no',
  'write-etc': 'no',
  'write-state': 'no',
  'write-other-run': 'no',
  'write-cwd': 'yes',
  'write-home': 'yes',
  'write-run-dir': 'yes',
  'write-tmp': 'yes',
  'read-context': 'yes',
  'tool-on-path': 'yes',
  'linked-tool': 'yes',
  'reach-server': 'yes',
};

/** The runner's machine: a home with its state directory, token file and tools, and another run's directory. */
function machine(token: string) {
  const home = mkdtempSync(join(tmpdir(), 'tandem-sandbox-home-'));
  const stateDir = join(home, '.local', 'state', 'tandem', 'runner');
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(join(stateDir, 'secret.txt'), 'saved report with a lease token\n');
  const tokenFile = join(home, 'runtime.token');
  writeFileSync(tokenFile, `${token}\n`, { mode: 0o600 });
  const bin = join(home, '.local', 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'probe-tool'), '#!/bin/sh\necho tool-ran\n', { mode: 0o755 });
  const tools = join(home, '.local', 'share', 'tool', 'v1');
  mkdirSync(tools, { recursive: true });
  writeFileSync(join(tools, 'real-tool'), '#!/bin/sh\necho linked-ran\n', { mode: 0o755 });
  symlinkSync(join(tools, 'real-tool'), join(bin, 'linked-tool'));
  const otherRun = mkdtempSync(join(tmpdir(), 'tandem-run-'));
  writeFileSync(join(otherRun, 'secret.txt'), 'another run\n');
  const env = {
    HOME: home,
    XDG_STATE_HOME: '',
    PATH: [dirname(process.execPath), bin, '/usr/bin', '/bin'].join(':'),
    TOKEN_FILE: tokenFile,
    STATE_DIR: stateDir,
    OTHER_DIR: otherRun,
  };
  return { home, stateDir, tokenFile, otherRun, env };
}

/** A run context with what commandEnvironment reads. */
const context = {
  run: { id: '01JTESTRUN0000000000000000', trigger: 'assignment', attempts: 1 },
  workspace: { slug: 'acme' },
  issue: null,
  comment: null,
  previous_session_id: null,
  agent: {
    id: 1,
    name: 'A',
    provider: 'custom',
    model: null,
    instructions: null,
    custom_env: {},
    custom_args: [],
    mcp_config: null,
  },
} as unknown as RunContext;

async function confinement(): Promise<Confinement> {
  const planned = await planConfinement({ hidden: [] });
  assert.ok(planned.ok, planned.ok ? '' : planned.why);
  return planned.confinement;
}

/** Processes of this machine whose environment names the run (the watchdog, bwrap, COMMAND…). */
function processesOfRun(runId: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const environ = readFileSync(`/proc/${name}/environ`, 'latin1');
      if (environ.includes(`SERVICE_RUN_ID=${runId}\0`) && processExists(Number(name)))
        found.push(Number(name));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

describe('COMMAND under bubblewrap (startCommand)', () => {
  it('SIGTERM reaches COMMAND inside the sandbox, which may clean up and exit', async () => {
    const lines: string[] = [];
    const running = await startCommand(
      `trap 'echo cleaned-up; exit 5' TERM; echo "pid $$"; while :; do sleep 0.1; done`,
      context,
      { url: 'http://127.0.0.1:9', runToken: 'tdmrun_x' },
      (_stream, text) => lines.push(text),
      Infinity,
      { confinement: await confinement() },
    );
    await waitFor('COMMAND to start', () => lines.some((line) => line.startsWith('pid ')));
    // pid 1 is the sandbox's own init: COMMAND is the second process of a pid namespace of its own.
    assert.ok(lines.includes('pid 2'), lines.join('\n'));
    running.kill();
    const result: CommandResult = await running.done;
    assert.ok(lines.includes('cleaned-up'), lines.join('\n'));
    assert.equal(result.exitCode, 5);
    await running.cleanUp();
  });

  it('what COMMAND leaves running is gone when it exits', async () => {
    const lines: string[] = [];
    const running = await startCommand(
      'sleep 300 & echo started',
      { ...context, run: { ...context.run, id: '01JTESTRUN0000000000000001' } },
      { url: 'http://127.0.0.1:9', runToken: 'tdmrun_x' },
      (_stream, text) => lines.push(text),
      Infinity,
      { confinement: await confinement() },
    );
    const result = await running.done;
    assert.equal(result.exitCode, 0);
    assert.deepEqual(lines, ['started']);
    await waitFor('the background sleep to be gone', () =>
      processesOfRun('01JTESTRUN0000000000000001').length === 0 ? true : null,
    );
    await running.cleanUp();
  });

  it('writes a worktree it was given, never its neighbours; masks a hidden path under a system one', async () => {
    const repos = mkdtempSync(join(tmpdir(), 'tandem-sandbox-repos-'));
    const worktree = join(repos, 'acme-web', 'tandem-acme-1');
    const neighbour = join(repos, 'acme-web', 'tandem-acme-2');
    mkdirSync(worktree, { recursive: true });
    mkdirSync(neighbour, { recursive: true });
    writeFileSync(join(neighbour, 'secret.txt'), 'another issue\n');
    const planned = await planConfinement({ hidden: [repos, '/etc/hostname'] });
    assert.ok(planned.ok);
    const lines: string[] = [];
    const running = await startCommand(
      [
        `touch ${worktree}/made-inside && echo wrote-worktree`,
        `ls ${neighbour} 2>/dev/null || echo no-neighbour`,
        `echo "repos[$(ls ${repos})] repo[$(ls ${dirname(worktree)})]"`,
        `echo "hostname[$(cat /etc/hostname 2>/dev/null)]"`,
      ].join('; '),
      { ...context, run: { ...context.run, id: '01JTESTRUN0000000000000002' } },
      { url: 'http://127.0.0.1:9', runToken: 'tdmrun_x' },
      (_stream, text) => lines.push(text),
      Infinity,
      { confinement: planned.confinement, writable: [worktree] },
    );
    assert.equal((await running.done).exitCode, 0);
    // Of the repositories directory, only the way to its own worktree exists (bwrap's mount points).
    assert.deepEqual(lines, [
      'wrote-worktree',
      'no-neighbour',
      'repos[acme-web] repo[tandem-acme-1]',
      'hostname[]',
    ]);
    assert.deepEqual(readdirSync(worktree), ['made-inside']);
    await running.cleanUp();
  });

  it('planConfinement says why when bubblewrap is missing', async () => {
    const missing = await planConfinement({ hidden: [], bwrap: '/nonexistent/bwrap' });
    assert.equal(missing.ok, false);
    const notOnPath = await planConfinement({ hidden: [], pathEnv: '/nonexistent' });
    assert.ok(!notOnPath.ok && /bwrap is not on PATH/.test(notOnPath.why));
  });
});

describe('tandem runner --sandbox confined against a live server', async () => {
  const app = await startTestApp();

  async function scene(title?: string) {
    const s = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const api = client(app, s.token);
    const queue = async (issueTitle: string) => {
      const issue = await buildIssue(app.db, s.workspace, { title: issueTitle });
      return (await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body.data as {
        id: string;
      };
    };
    return { ...s, agent, runtime, api, queue, title };
  }

  const transcriptOf = async (api: ReturnType<typeof client>, runId: string) =>
    ((await api.get(`/runs/${runId}/log`)).body.data as { text: string }[]).map((line) => line.text);

  it('keeps the token, the runner, its files and other runs out of reach; the run directory and the server within', async () => {
    const s = await scene();
    const m = machine(s.runtime.token);
    const runner = startRunnerProcess(
      app.baseUrl,
      s.runtime.token,
      PROBES,
      ['--sandbox', 'confined', '--token-file', m.tokenFile, '--state-dir', m.stateDir],
      m.env,
    );
    await waitFor('the runner to register', () => /runner registered/.test(runner.stderr()));
    assert.match(runner.stderr(), /"sandbox":"confined".*sandbox: confined/);
    const run = await s.queue(`probe ${runner.child.pid}`);
    const done = await waitFor('the run to end', async () => {
      const shown = (await s.api.get(`/runs/${run.id}`)).body.data;
      return ['completed', 'failed'].includes(shown.status) ? shown : null;
    });
    const transcript = await transcriptOf(s.api, run.id);
    assert.equal(done.status, 'completed', transcript.join('\n'));
    const probes = Object.fromEntries(
      transcript.flatMap((line) => {
        const match = /^probe (\S+) (yes|no)$/.exec(line);
        return match ? [[match[1], match[2]]] : [];
      }),
    );
    assert.deepEqual(probes, EXPECTED);
    // Only COMMAND's own processes: the sandbox's init, the shell, `ls` and `grep`.
    const pids = Number(transcript.find((line) => line.startsWith('pids '))!.slice(5));
    assert.ok(pids <= 5, `COMMAND saw ${pids} processes`);
    assert.match(
      transcript.find((line) => line.startsWith('home '))!,
      new RegExp(`^home ${m.stateDir}/homes/[\\w-]+$`),
    );
    // Of the state directory the command saw only the way to its agent's HOME (homes/<agent>), and
    // what it wrote on that way stayed in the sandbox.
    assert.deepEqual(readdirSync(m.stateDir).sort(), ['homes', 'reports', 'secret.txt']);
    assert.deepEqual(readdirSync(m.otherRun), ['secret.txt']);

    // The server heard the truth at registration.
    const agents = (await s.api.get('/agents')).body.data as { runtime: { sandbox: string } }[];
    assert.equal(agents[0]!.runtime.sandbox, 'confined');
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('a canceled run and a runner killed with SIGKILL: COMMAND inside the sandbox is stopped', async () => {
    const s = await scene();
    const m = machine(s.runtime.token);
    const exec = 'sleep 600 & echo working; wait';
    const runner = startRunnerProcess(
      app.baseUrl,
      s.runtime.token,
      exec,
      ['--sandbox', 'confined', '--state-dir', m.stateDir, '--lease-seconds', '10'],
      m.env,
    );
    const first = await s.queue('work until canceled');
    // The watchdog, bwrap, the sandbox's init, the shell and its sleep.
    await waitFor('COMMAND to run', () => processesOfRun(first.id).length >= 5);
    const canceled = await s.api.post(`/runs/${first.id}/cancel`);
    assert.equal(canceled.status, 200, canceled.text);
    await waitFor('COMMAND to be stopped', () => processesOfRun(first.id).length === 0, 30_000);

    const second = await s.queue('work until the runner dies');
    await waitFor('COMMAND to run', () => processesOfRun(second.id).length >= 5);
    runner.child.kill('SIGKILL');
    await waitFor('COMMAND to be stopped', () => processesOfRun(second.id).length === 0, 30_000);
  });

  it('refuses to start when bubblewrap is missing or fails, and never registers', async () => {
    const s = await scene();
    const m = machine(s.runtime.token);
    for (const [args, env, why] of [
      [['--bwrap', '/nonexistent/bwrap'], {}, /\/nonexistent\/bwrap is not an executable/],
      [[], { PATH: '/nonexistent' }, /bwrap is not on PATH/],
      [['--bwrap', '/bin/false'], {}, /a trial run of \/bin\/false failed/],
    ] as const) {
      const runner = startRunnerProcess(
        app.baseUrl,
        s.runtime.token,
        'true',
        ['--sandbox', 'confined', '--state-dir', m.stateDir, ...args],
        { ...m.env, ...env },
      );
      assert.equal(await runner.exited, 1);
      assert.match(runner.stderr(), /^Refusing to start: /m);
      assert.match(runner.stderr(), why);
    }
    const agents = (await s.api.get('/agents')).body.data as { runtime: { sandbox: string } }[];
    assert.equal(agents[0]!.runtime.sandbox, 'unknown');
  });
});
