import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildAgent, buildMember, buildScene, buildToken } from '../helpers/factories.js';

const SECRET = 'xoxb-the-secret-value-from-stdin';

/** `tandem agent …` and `tandem skill …` (decisions §12.4), spawned against the real server. */
describe('tandem agent, tandem skill', async () => {
  const app = await startTestApp({ SERVICE_SECRET_KEY: 'cli-test-secret-key-0123456789abcdefgh' });
  const { workspace, token } = await buildScene(app.db);
  const dir = await mkdtemp(join(tmpdir(), 'tandem-agent-cli-'));
  const env = {
    SERVICE_URL: app.baseUrl,
    SERVICE_TOKEN: token,
    SERVICE_WORKSPACE: workspace.slug,
    XDG_CONFIG_HOME: dir,
  };
  const tandem = (args: string[], input?: string, extra: Record<string, string> = {}) =>
    runCli(args, { ...env, ...extra }, input);

  it('configures an agent from files: skills, instructions, environment, arguments, MCP', async () => {
    const agent = await buildAgent(app.db, workspace, { name: 'Fleet Bot', instructions: null });
    const skillFile = join(dir, 'SKILL.md');
    await writeFile(skillFile, '---\nname: code-review\ndescription: Reviews a diff.\n---\nLook for bugs.\n');
    const added = await tandem(['skill', 'add', '--file', skillFile]);
    assert.equal(added.code, 0, added.stderr);
    assert.equal(added.stdout, 'Added code-review.\n');
    // The same file again replaces it: applying a configuration twice changes nothing.
    await writeFile(
      skillFile,
      '---\nname: code-review\ndescription: Reviews a diff well.\n---\nLook harder.\n',
    );
    const again = await tandem(['skill', 'add', '--file', skillFile, '--json']);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.json.description, 'Reviews a diff well.');
    const skills = await tandem(['skill', 'list']);
    assert.match(skills.stdout, /code-review\s+Reviews a diff well\./);

    const instructions = join(dir, 'instructions.md');
    await writeFile(instructions, '# Rules\nKeep changes small.\n');
    const mcp = join(dir, 'mcp.json');
    await writeFile(mcp, '{"mcpServers": {"tandem": {"command": "tandem", "args": ["mcp"]}}}');
    const set = await tandem([
      'agent',
      'set',
      String(agent.id),
      '--instructions-file',
      instructions,
      '--model',
      'sonnet',
      '--skill',
      'code-review',
      '--env',
      'LOG_LEVEL=debug',
      '--arg',
      '--max-turns',
      '--arg',
      '30',
      '--mcp-config-file',
      mcp,
      '--json',
    ]);
    assert.equal(set.code, 0, set.stderr);
    assert.equal(set.json.model, 'sonnet');
    assert.equal(set.json.instructions, '# Rules\nKeep changes small.\n');
    assert.equal(set.json.instructions_version, 1);
    assert.deepEqual(set.json.skill_ids, [again.json.id]);
    assert.deepEqual(set.json.custom_env, { LOG_LEVEL: 'debug' });
    assert.deepEqual(set.json.custom_args, ['--max-turns', '30']);
    assert.deepEqual(set.json.mcp_config, { mcpServers: { tandem: { command: 'tandem', args: ['mcp'] } } });

    const shown = await tandem(['agent', 'show', String(agent.id)]);
    assert.equal(shown.code, 0, shown.stderr);
    assert.match(shown.stdout, /Instructions:\s+version 1/);
    const text = await tandem(['agent', 'show', String(agent.id), '--instructions']);
    assert.equal(text.stdout, '# Rules\nKeep changes small.\n');
    const list = await tandem(['agent', 'list']);
    assert.match(list.stdout, /Fleet Bot/);

    const cleared = await tandem(['agent', 'set', String(agent.id), '--no-skills', '--no-args', '--json']);
    assert.equal(cleared.code, 0, cleared.stderr);
    assert.deepEqual(cleared.json.skill_ids, []);
    assert.deepEqual(cleared.json.custom_args, []);

    // Dispatch and its repository (decisions §12.3, §12.7), by name.
    assert.equal((await tandem(['repository', 'add', 'web', 'git@github.com:acme/web.git'])).code, 0);
    const dispatch = await tandem([
      ...['agent', 'set', String(agent.id), '--repository', 'web', '--max-concurrent-runs', '3'],
      ...['--stall-minutes', 'none', '--max-attempts', '5', '--json'],
    ]);
    assert.equal(dispatch.code, 0, dispatch.stderr);
    assert.equal(typeof dispatch.json.repository_id, 'number');
    assert.equal(dispatch.json.max_concurrent_runs, 3);
    assert.equal(dispatch.json.stall_minutes, null);
    assert.equal(dispatch.json.max_attempts, 5);
    const noRepository = await tandem(['agent', 'set', String(agent.id), '--repository', 'none', '--json']);
    assert.equal(noRepository.json.repository_id, null);
    const badRepository = await tandem(['agent', 'set', String(agent.id), '--repository', 'nowhere']);
    assert.equal(badRepository.code, 2);
    assert.match(badRepository.stderr, /No repository named "nowhere"/);

    const unknown = await tandem(['agent', 'set', String(agent.id), '--skill', 'no-such-skill']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /No skill named "no-such-skill"/);
    const nothing = await tandem(['agent', 'set', String(agent.id)]);
    assert.equal(nothing.code, 2);

    const removed = await tandem(['skill', 'remove', 'code-review']);
    assert.equal(removed.code, 0, removed.stderr);
    assert.equal((await tandem(['skill', 'list'])).stdout, 'No skills.\n');
  });

  it('sets a secret from standard input, lists names only, removes it; members are refused', async () => {
    const agent = await buildAgent(app.db, workspace);
    const set = await tandem(['agent', 'secret', 'set', String(agent.id), 'SLACK_TOKEN'], `${SECRET}\n`);
    assert.equal(set.code, 0, set.stderr);
    assert.equal(set.stdout, 'Set SLACK_TOKEN.\n');
    assert.ok(!set.stdout.includes(SECRET) && !set.stderr.includes(SECRET));
    const claimed = await app.db
      .selectFrom('agent_secrets')
      .selectAll()
      .where('agent_id', '=', agent.id)
      .execute();
    assert.equal(claimed.length, 1);

    const list = await tandem(['agent', 'secret', 'list', String(agent.id), '--json']);
    assert.equal(list.code, 0, list.stderr);
    assert.deepEqual(
      list.json.map((secret: { name: string }) => secret.name),
      ['SLACK_TOKEN'],
    );
    assert.ok(!list.stdout.includes(SECRET));

    const empty = await tandem(['agent', 'secret', 'set', String(agent.id), 'EMPTY'], '');
    assert.equal(empty.code, 2);
    assert.match(empty.stderr, /expected on standard input/);
    const badName = await tandem(['agent', 'secret', 'set', String(agent.id), 'bad-name'], 'x\n');
    assert.equal(badName.code, 1);

    const member = await buildMember(app.db, workspace);
    const memberToken = (await buildToken(app.db, workspace, member)).token;
    const refused = await tandem(['agent', 'secret', 'list', String(agent.id)], undefined, {
      SERVICE_TOKEN: memberToken,
    });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /owners and admins/);

    const removed = await tandem(['agent', 'secret', 'remove', String(agent.id), 'SLACK_TOKEN']);
    assert.equal(removed.code, 0, removed.stderr);
    assert.equal((await tandem(['agent', 'secret', 'list', String(agent.id)])).stdout, 'No secrets.\n');
  });
});
