import assert from 'node:assert/strict';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildAgent, buildScene } from '../helpers/factories.js';

/** The people CLI (`tandem issue|run|time|timer|login`), spawned against the real server. */
describe('tandem issue, run, time, timer, login', async () => {
  const app = await startTestApp();
  const { workspace, token } = await buildScene(app.db);
  const prefix = workspace.issue_prefix;
  const configHome = await mkdtemp(join(tmpdir(), 'tandem-config-'));
  const env = {
    SERVICE_URL: app.baseUrl,
    SERVICE_TOKEN: token,
    SERVICE_WORKSPACE: workspace.slug,
    XDG_CONFIG_HOME: configHome,
    COLUMNS: '60',
  };
  const tandem = (args: string[], extra: Record<string, string> = {}, input?: string) =>
    runCli(args, { ...env, ...extra }, input);

  it('opens, lists, edits, comments on, assigns and shows issues; logs time and runs a timer', async () => {
    const agent = await buildAgent(app.db, workspace, { name: 'Build Bot' });
    const title = 'A rather long title that the table has to cut at the edge of the terminal';
    const created = await tandem([
      'issue',
      'create',
      '--title',
      title,
      '--type',
      'bug',
      '--label',
      'ui',
      '--json',
    ]);
    assert.equal(created.code, 0, created.stderr);
    assert.equal(created.json.id, `${prefix}-1`);
    assert.deepEqual(created.json.labels, ['ui']);

    const edited = await tandem(['issue', 'edit', `${prefix}-1`, '--status', 'todo', '--priority', 'high']);
    assert.equal(edited.code, 0, edited.stderr);
    assert.equal(edited.stdout, `Updated ${prefix}-1: ${title}\n`);

    const list = await tandem(['issue', 'list', '--status', 'todo']);
    assert.equal(list.code, 0, list.stderr);
    const lines = list.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, /^ID\s+STATUS\s+PRIORITY\s+ASSIGNEE\s+TITLE$/);
    assert.match(lines[1]!, new RegExp(`^${prefix}-1\\s+todo\\s+high\\s+—\\s+A rather long`));
    assert.ok(
      lines.every((line) => line.length <= 60),
      'cut to COLUMNS',
    );
    assert.ok(lines[1]!.endsWith('…'));
    assert.equal(lines[0]!.indexOf('STATUS'), lines[1]!.indexOf('todo'), 'columns aligned');

    const comment = await tandem(['issue', 'comment', `${prefix}-1`], {}, 'Seen on <b>staging</b> too\n');
    assert.equal(comment.code, 0, comment.stderr);
    const assigned = await tandem(['issue', 'assign', `${prefix}-1`, 'build bot', '--json']);
    assert.equal(assigned.code, 0, assigned.stderr);
    assert.deepEqual(assigned.json.assignee, { type: 'agent', id: agent.id, name: 'Build Bot' });

    const logged = await tandem(['time', 'log', `${prefix}-1`, '1h30m', '--note', 'triage']);
    assert.equal(logged.code, 0, logged.stderr);
    assert.match(logged.stdout, new RegExp(`^Logged 1h 30m on ${prefix}-1 for \\d{4}-\\d{2}-\\d{2}\\.\\n$`));
    const started = await tandem(['timer', 'start', `${prefix}-1`]);
    assert.equal(started.code, 0, started.stderr);
    assert.match(started.stdout, new RegExp(`Timer running on ${prefix}-1`));
    const stopped = await tandem(['timer', 'stop', '--json']);
    assert.equal(stopped.code, 0, stopped.stderr);
    assert.equal(stopped.json.issue, `${prefix}-1`);

    const shown = await tandem(['issue', 'show', `${prefix}-1`, '--json']);
    assert.equal(shown.code, 0, shown.stderr);
    assert.equal(shown.json.status, 'todo');
    assert.equal(shown.json.spent_minutes >= 90, true);
    assert.equal(shown.json.comments.length, 1);
    const text = await tandem(['issue', 'show', `${prefix}-1`]);
    assert.match(text.stdout, /Assignee:\s+Build Bot/);
    assert.match(text.stdout, /Seen on staging too/);

    const runs = await tandem(['run', 'list', '--json']);
    assert.equal(runs.code, 0, runs.stderr);
    assert.equal(runs.json.length, 1, 'assigning the agent queued a run');
    const run = await tandem(['run', 'show', runs.json[0].id]);
    assert.match(run.stdout, new RegExp(`Issue:\\s+${prefix}-1`));
  });

  it('prints server text without terminal control characters or direction overrides (issue #27)', async () => {
    // A title and comment that would clear the screen, retitle the window and hide text when printed raw.
    const hostile = 'Fix \u001b[2J\u001b]0;pwned\u0007login\u001b[8m hidden\u001b[0m\r\u0007\u202eend';
    const created = await tandem(['issue', 'create', '--title', hostile, '--json']);
    assert.equal(created.code, 0, created.stderr);
    const id = created.json.id as string;
    assert.equal((await tandem(['issue', 'comment', id], {}, `${hostile}\n`)).code, 0);
    /* eslint-disable no-control-regex -- control characters are what is looked for */
    const isClean = (text: string) =>
      !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(text);
    /* eslint-enable no-control-regex */
    for (const args of [
      ['issue', 'list'],
      ['issue', 'show', id],
    ]) {
      const printed = await tandem(args, { COLUMNS: '300' });
      assert.equal(printed.code, 0, printed.stderr);
      assert.ok(isClean(printed.stdout), `${args.join(' ')}: ${JSON.stringify(printed.stdout)}`);
      assert.match(printed.stdout, /Fix .*login.* hidden.*end/);
    }
  });

  it('exits 1 with the API message, 2 on usage errors, 3 when unreachable or refused', async () => {
    const missing = await tandem(['issue', 'show', `${prefix}-999`]);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /not found/i);
    const invalid = await tandem(['issue', 'create', '--title', 'x', '--due', 'tomorrow']);
    assert.equal(invalid.code, 1);
    assert.match(invalid.stderr, /YYYY-MM-DD/);
    const usage = await tandem(['issue', 'list', '--colour', 'red']);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /Unknown option '--colour'/);
    const refused = await tandem(['issue', 'list'], { SERVICE_TOKEN: 'nope' });
    assert.equal(refused.code, 3);
    assert.match(refused.stderr, /tandem login/);
    const nowhere = await tandem(['run', 'list'], { SERVICE_URL: 'http://127.0.0.1:9' });
    assert.equal(nowhere.code, 3);
    assert.match(nowhere.stderr, /Cannot reach http:\/\/127\.0\.0\.1:9/);
  });

  it('tandem login stores the connection (0600) for later commands; the environment wins', async () => {
    const home = await mkdtemp(join(tmpdir(), 'tandem-login-'));
    const bare = { SERVICE_URL: '', SERVICE_TOKEN: '', SERVICE_WORKSPACE: '', XDG_CONFIG_HOME: home };
    const login = await tandem(
      ['login', '--url', app.baseUrl, '--workspace', workspace.slug],
      bare,
      `${token}\n`,
    );
    assert.equal(login.code, 0, login.stderr);
    const path = join(home, 'tandem', 'config.json');
    assert.deepEqual(JSON.parse(await readFile(path, 'utf8')), {
      url: app.baseUrl,
      token,
      workspace: workspace.slug,
    });
    assert.equal((await stat(path)).mode & 0o777, 0o600);

    const stored = await tandem(['issue', 'list', '--json'], bare);
    assert.equal(stored.code, 0, stored.stderr);
    const overridden = await tandem(['issue', 'list'], { ...bare, SERVICE_TOKEN: 'nope' });
    assert.equal(overridden.code, 3);

    const wrong = await tandem(
      ['login', '--url', app.baseUrl, '--workspace', 'elsewhere'],
      bare,
      `${token}\n`,
    );
    assert.equal(wrong.code, 3);
    assert.match(wrong.stderr, /belongs to workspace/);
  });
});
