import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { claudeCodeAdapter, claudeParser } from '../../src/runner/adapters/claude-code.js';
import { codexAdapter, codexMcpArgs, codexParser } from '../../src/runner/adapters/codex.js';
import { commandAdapter } from '../../src/runner/adapters/command.js';
import { skillDirName } from '../../src/runner/adapters/files.js';
import { addUsage, estimateCost } from '../../src/runner/adapters/prices.js';
import { firstPrompt, htmlToText, steeringPrompt } from '../../src/runner/adapters/prompt.js';
import type { RunContext } from '../../src/schemas/daemon.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/adapters/', import.meta.url));
const fixture = (name: string) =>
  readFileSync(join(FIXTURES, name), 'utf8')
    .split('\n')
    .filter((line) => line !== '');

function context(agent: Partial<RunContext['agent']> = {}): RunContext {
  return {
    run: { id: '01JRUN', trigger: 'mention', attempts: 1, queued_at: null },
    workspace: { slug: 'acme', name: 'Acme' },
    issue: {
      id: 'ACME-7',
      key: 7,
      number: 7,
      title: 'The pager drops the last page',
      description:
        '<p>When the total is not a multiple of the size, the last page &amp; its rows vanish.</p>',
      acceptance_criteria: ['A partial last page shows', 'A test covers it'],
      type: 'bug',
      status: 'todo',
      priority: 'high',
    },
    comment: {
      id: 3,
      body: '<p>@Coder please fix this <strong>today</strong></p>',
      author: { type: 'user', id: 1, name: 'Ada Lovelace' } as never,
      created_at: '2026-12-02T09:00:00.000Z',
      withdrawn: false,
    },
    requested_by: null,
    repository: null,
    agent: {
      id: 9,
      name: 'Coder',
      provider: 'claude_code',
      model: null,
      instructions: null,
      custom_env: {},
      custom_args: [],
      mcp_config: null,
      instructions_version: null,
      skills: [],
      secrets: {},
      ...agent,
    },
    previous_session_id: null,
  };
}

function feed(parser: ReturnType<typeof claudeParser>, lines: string[]): string[] {
  return lines.flatMap((line) => parser.line(line));
}

describe('Claude Code stream (stream-json)', () => {
  it('turns the documented stream into transcript lines, summary, usage, cost and session', () => {
    const parser = claudeParser(context());
    const lines = fixture('claude-code/success.jsonl');
    const transcript = feed(parser, lines.slice(0, -1));
    assert.deepEqual(transcript, [
      'Claude Code session 8f0b6c3e-2f4a-4a53-9c1e-5d2b7f0a1c11 (model claude-sonnet-4-5-20250929)',
      "I'll look at the pager first.",
      '→ Read {"file_path":"/home/dev/acme-web/src/pager.ts"}',
      '← 1 export function lastPage(total: number, size: number) { 2 return Math.floor(total / size); 3 }',
      '→ Edit {"file_path":"/home/dev/acme-web/src/pager.ts","old_string":"Math.floor(total / size)","new_string":"Math.ceil(total / size)"}',
      '← The file /home/dev/acme-web/src/pager.ts has been updated.',
      'Fixed the off-by-one in lastPage: it rounds up now.',
      'A partial last page is no longer dropped.',
    ]);
    assert.equal(parser.sessionId(), '8f0b6c3e-2f4a-4a53-9c1e-5d2b7f0a1c11');
    // Before the result: the messages' usage, each message once (its last event), and an estimate.
    const running = parser.usage()!;
    assert.deepEqual(
      { ...running, cost_usd: undefined },
      {
        input_tokens: 12,
        output_tokens: 95 + 160 + 1203,
        cached_tokens: 11000 + 16120 + 26000,
        cache_write_tokens: 5120 + 420 + 1800,
        cost_usd: undefined,
      },
    );
    assert.equal(running.cost_usd, estimateCost('claude-sonnet-4-5-20250929', running));
    assert.ok(running.cost_usd! > 0);

    assert.deepEqual(parser.line(lines.at(-1)!), ['Claude Code finished (success): 5 turns, $0.0874']);
    assert.deepEqual(parser.report(null), {
      summary: 'Fixed the off-by-one in lastPage (src/pager.ts): a partial last page is no longer dropped.',
      usage: {
        input_tokens: 12,
        output_tokens: 1460,
        cached_tokens: 53120,
        cache_write_tokens: 7340,
        cost_usd: 0.0874,
      },
      session_id: '8f0b6c3e-2f4a-4a53-9c1e-5d2b7f0a1c11',
    });
  });

  it('fails a run whose result is an error, keeping its usage and session', () => {
    const parser = claudeParser(context());
    feed(parser, fixture('claude-code/error-max-turns.jsonl'));
    const report = parser.report(null);
    assert.equal(report.failed, true);
    assert.equal(report.error, 'Claude Code failed (error_max_turns).');
    assert.equal(report.summary, undefined);
    assert.equal(report.usage!.cost_usd, 0.0163);
    assert.equal(report.session_id, 'c41d0f2a-9b3e-4d6c-8a1f-2e5b7c9d0a21');
  });

  it('passes lines that are not its JSON through, and fails a stream without a result', () => {
    const parser = claudeParser(context());
    assert.deepEqual(parser.line('npm WARN something'), ['npm WARN something']);
    assert.deepEqual(parser.line('[1,2]'), ['[1,2]']);
    assert.deepEqual(parser.line('{"type":"stream_event"}'), []);
    assert.equal(parser.usage(), null);
    assert.deepEqual(parser.report(null), { failed: true, error: 'Claude Code ended without a result.' });
  });

  it('builds claude -p with stream-json, resume, model, instructions, MCP file and custom args', async () => {
    const root = mkdtempSync(join(tmpdir(), 'adapter-'));
    const workdir = join(root, 'work');
    execFileSync('mkdir', ['-p', workdir]);
    const dir = { root, workdir, contextFile: join(root, 'context.json'), cleanUp: async () => undefined };
    const ctx = context({
      model: 'sonnet',
      instructions: '- Always run the tests.',
      custom_args: ['--permission-mode', 'acceptEdits'],
      mcp_config: { tracker: { command: 'tandem', args: ['mcp'] } },
      skills: [{ name: 'Release Check', description: 'Checks a release.', content: 'Read the notes.' }],
    });
    const adapter = claudeCodeAdapter('/opt/claude');
    await adapter.prepare(ctx, dir);
    const skill = readFileSync(join(workdir, '.claude/skills/release-check/SKILL.md'), 'utf8');
    assert.equal(
      skill,
      '---\nname: release-check\ndescription: "Checks a release."\n---\n\nRead the notes.\n',
    );
    const plan = await adapter.plan({ context: ctx, dir, turn: 1, sessionId: 'sess-1', messages: [] });
    assert.equal(plan.stdinFile, '/dev/null');
    assert.deepEqual(plan.argv.slice(0, 2), ['/opt/claude', '-p']);
    assert.deepEqual(plan.argv.slice(3), [
      '--output-format',
      'stream-json',
      '--verbose',
      '--resume',
      'sess-1',
      '--model',
      'sonnet',
      '--append-system-prompt=- Always run the tests.',
      `--mcp-config=${join(root, 'mcp-config.json')}`,
      '--permission-mode',
      'acceptEdits',
    ]);
    assert.deepEqual(JSON.parse(readFileSync(join(root, 'mcp-config.json'), 'utf8')), {
      mcpServers: { tracker: { command: 'tandem', args: ['mcp'] } },
    });
    assert.equal(adapter.canContinue(null), false);
    assert.equal(adapter.canContinue('sess-1'), true);
  });
});

describe('Codex stream (exec --json)', () => {
  it('turns the documented stream into transcript lines, summary, usage and session; cost by price', () => {
    const parser = codexParser(context({ model: 'gpt-5-codex' }));
    const transcript = fixture('codex/success.jsonl').flatMap((line) => parser.line(line));
    assert.deepEqual(transcript, [
      'Codex thread 0199a213-81c0-7800-8aa1-bbab2a035a53',
      '(thinking) **Looking at the pager**',
      "$ bash -lc 'rg -n lastPage src' (exit 0)",
      'changed src/pager.ts (update)',
      'changed test/pager.test.ts (add)',
      '[x] Fix lastPage rounding',
      '[x] Add a test',
      'Fixed lastPage in src/pager.ts (it rounds up now) and added a test.',
    ]);
    const usage = { input_tokens: 24763 - 24448, cached_tokens: 24448, output_tokens: 122 };
    const cost = (315 * 1.25 + 24448 * 0.125 + 122 * 10) / 1_000_000;
    assert.deepEqual(parser.report(null), {
      summary: 'Fixed lastPage in src/pager.ts (it rounds up now) and added a test.',
      usage: { ...usage, cost_usd: Math.round(cost * 1_000_000) / 1_000_000 },
      session_id: '0199a213-81c0-7800-8aa1-bbab2a035a53',
    });
  });

  it('states no cost for a model without a known price', () => {
    const parser = codexParser(context({ model: null }));
    fixture('codex/success.jsonl').forEach((line) => parser.line(line));
    assert.equal(parser.report(null).usage!.cost_usd, null);
    assert.equal(parser.report(null).usage!.output_tokens, 122);
  });

  it('fails on turn.failed with its message, and when the turn never completed', () => {
    const parser = codexParser(context());
    const transcript = fixture('codex/turn-failed.jsonl').flatMap((line) => parser.line(line));
    assert.ok(transcript.includes('error: Reconnecting... 1/5'));
    const report = parser.report(null);
    assert.equal(report.failed, true);
    assert.equal(
      report.error,
      'Codex failed: stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)',
    );
    assert.equal(report.session_id, '0199b3c1-2d4e-7f60-9a1b-2c3d4e5f6a70');
    const cut = codexParser(context());
    cut.line('{"type":"thread.started","thread_id":"t-1"}');
    assert.equal(cut.report(null).error, 'Codex failed: it ended without completing its turn.');
  });

  it('builds codex exec --json [resume SESSION] PROMPT; instructions in AGENTS.override.md, kept out of git', async () => {
    const root = mkdtempSync(join(tmpdir(), 'adapter-'));
    const workdir = join(root, 'work');
    execFileSync('git', ['init', '-q', workdir]);
    writeFileSync(join(workdir, 'AGENTS.md'), 'Use pnpm.\n');
    const dir = { root, workdir, contextFile: join(root, 'context.json'), cleanUp: async () => undefined };
    const ctx = context({
      model: 'gpt-5-codex',
      instructions: 'Write tests first.',
      custom_args: ['--full-auto'],
      mcp_config: { mcpServers: { tracker: { command: 'tandem', args: ['mcp'], env: { A: 'b"c' } } } },
      skills: [
        {
          name: 'lint',
          description: 'Lints.',
          content: '---\nname: lint\ndescription: Lints.\n---\nRun eslint.',
        },
      ],
    });
    const adapter = codexAdapter('codex');
    await adapter.prepare(ctx, dir);
    assert.equal(
      readFileSync(join(workdir, 'AGENTS.override.md'), 'utf8'),
      'Write tests first.\n\nUse pnpm.\n',
    );
    assert.equal(
      readFileSync(join(workdir, '.agents/skills/lint/SKILL.md'), 'utf8'),
      '---\nname: lint\ndescription: Lints.\n---\nRun eslint.',
    );
    const status = execFileSync('git', ['-C', workdir, 'status', '--porcelain'], { encoding: 'utf8' });
    assert.equal(
      status,
      '?? AGENTS.md\n',
      'what the runner wrote is ignored by git; the repository file is not',
    );

    const first = await adapter.plan({ context: ctx, dir, turn: 1, sessionId: null, messages: [] });
    assert.deepEqual(first.argv.slice(0, -1), [
      'codex',
      'exec',
      '--json',
      '--model',
      'gpt-5-codex',
      '-c',
      'mcp_servers.tracker={command = "tandem", args = ["mcp"], env = {A = "b\\"c"}}',
      '--full-auto',
    ]);
    assert.match(first.argv.at(-1)!, /^You are working on issue ACME-7/);
    const next = await adapter.plan({
      context: ctx,
      dir,
      turn: 2,
      sessionId: 'thread-1',
      messages: [
        {
          id: 1,
          comment_id: 4,
          body: '<p>Also the CHANGELOG</p>',
          author: null,
          created_at: '2026-12-02T09:00:00Z',
        },
      ],
    });
    assert.deepEqual(next.argv.slice(-4, -1), ['--full-auto', 'resume', 'thread-1']);
    assert.match(next.argv.at(-1)!, /Someone wrote:\nAlso the CHANGELOG/);
  });

  it('adds --skip-git-repo-check outside git, and MCP servers given without mcpServers', async () => {
    const root = mkdtempSync(join(tmpdir(), 'adapter-'));
    const workdir = join(root, 'work');
    execFileSync('mkdir', ['-p', workdir]);
    const dir = { root, workdir, contextFile: join(root, 'context.json'), cleanUp: async () => undefined };
    const adapter = codexAdapter('codex');
    await adapter.prepare(context(), dir);
    const plan = await adapter.plan({ context: context(), dir, turn: 1, sessionId: null, messages: [] });
    assert.deepEqual(plan.argv.slice(0, 4), ['codex', 'exec', '--json', '--skip-git-repo-check']);
    assert.deepEqual(codexMcpArgs({ 'my server': { url: 'https://x.test/mcp' } }), [
      '-c',
      'mcp_servers."my server"={url = "https://x.test/mcp"}',
    ]);
    assert.deepEqual(codexMcpArgs(null), []);
    // Only entries that define a server: a stray key never becomes a broken server.
    assert.deepEqual(codexMcpArgs({ servers: {} }), []);
    assert.deepEqual(codexMcpArgs({ mcp_servers: { a: { command: 'x' }, b: 'y' } }), [
      '-c',
      'mcp_servers.a={command = "x"}',
    ]);
  });
});

describe('the command adapter, prompts and prices', () => {
  it('runs sh -c COMMAND, and gives a steering turn its messages in a file and variables', async () => {
    const root = mkdtempSync(join(tmpdir(), 'adapter-'));
    const dir = {
      root,
      workdir: root,
      contextFile: join(root, 'context.json'),
      cleanUp: async () => undefined,
    };
    const adapter = commandAdapter('echo hi');
    assert.deepEqual(
      await adapter.plan({ context: context(), dir, turn: 1, sessionId: null, messages: [] }),
      { argv: ['/bin/sh', '-c', 'echo hi'] },
    );
    const message = {
      id: 5,
      comment_id: 8,
      body: '<p>Use &lt;b&gt;</p>',
      author: null,
      created_at: '2026-12-02T09:00:00Z',
    };
    const plan = await adapter.plan({
      context: context(),
      dir,
      turn: 2,
      sessionId: 's-1',
      messages: [message],
    });
    assert.equal(plan.env!.SERVICE_TURN, '2');
    assert.equal(plan.env!.SERVICE_PREVIOUS_SESSION_ID, 's-1');
    assert.equal(plan.env!.SERVICE_COMMENT, 'Use <b>');
    assert.deepEqual(JSON.parse(readFileSync(plan.env!.SERVICE_MESSAGES_FILE!, 'utf8')), [message]);
    const parser = adapter.parser(context());
    assert.deepEqual(parser.line('{"type":"x"}'), ['{"type":"x"}']);
    assert.deepEqual(parser.report('{"summary":"done","session_id":"s-2"}'), {
      summary: 'done',
      session_id: 's-2',
    });
    assert.equal(parser.sessionId(), 's-2');
  });

  it('builds the prompt from the issue and the mention, and a steering prompt from the messages', () => {
    const prompt = firstPrompt(context());
    assert.equal(
      prompt,
      [
        'You are working on issue ACME-7: The pager drops the last page',
        'Description:\nWhen the total is not a multiple of the size, the last page & its rows vanish.',
        'Acceptance criteria:\n- A partial last page shows\n- A test covers it',
        'Ada Lovelace mentioned you:\n@Coder please fix this today',
        'Do the work, then end with a short summary of what you did.',
      ].join('\n\n'),
    );
    const steer = steeringPrompt(context(), [
      {
        id: 1,
        comment_id: 2,
        body: '<p>a</p>',
        author: { type: 'user', id: 1, name: 'Ada' } as never,
        created_at: '',
      },
      { id: 2, comment_id: 3, body: '<ul><li>b</li></ul>', author: null, created_at: '' },
    ]);
    assert.match(
      steer,
      /^New comments on issue ACME-7 while you were working:\n\nAda wrote:\na\n\nSomeone wrote:\n- b\n\nTake them/,
    );
    assert.equal(htmlToText('x<br>y&#39;s &#x41;&nbsp;z'), "x\ny's A z");
    const huge = firstPrompt(context({}));
    assert.ok(huge.length < 100_100);
  });

  it('knows a few list prices, never guesses, and adds usages', () => {
    assert.equal(estimateCost('gpt-4o', { input_tokens: 1000 }), null);
    assert.equal(estimateCost(null, { input_tokens: 1000 }), null);
    assert.equal(estimateCost('claude-opus-4-1-20250805', { input_tokens: 1_000_000 }), 15);
    assert.equal(estimateCost('claude-opus-4-5-20251101', { output_tokens: 1_000_000 }), 25);
    assert.equal(estimateCost('gpt-5-mini', { output_tokens: 1_000_000 }), 2);
    assert.deepEqual(
      addUsage({ input_tokens: 1, cost_usd: 0.1 }, { input_tokens: 2, cost_usd: 0.2, output_tokens: null }),
      {
        input_tokens: 3,
        cost_usd: 0.3,
        output_tokens: null,
      },
    );
    assert.equal(skillDirName('../../etc/passwd'), 'etc-passwd');
    assert.equal(skillDirName('!!!'), 'skill');
  });
});
