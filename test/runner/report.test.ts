import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backoffDelay, daemonBaseUrl } from '../../src/runner/client.js';
import { commandEnvironment } from '../../src/runner/command.js';
import { outcomeOf, parseReport } from '../../src/runner/report.js';
import type { RunContext } from '../../src/schemas/daemon.js';

describe('reading what COMMAND reports', () => {
  it('takes the known fields of a JSON object on the last line', () => {
    assert.deepEqual(
      parseReport(
        JSON.stringify({
          summary: 'Done',
          error: 'x',
          session_id: 's',
          post_summary: false,
          changed_paths: ['a', 3, '', 'b'],
          deliveries: [{ type: 'branch', reference: 'x' }, 'nope', null],
          usage: { input_tokens: 10.4, output_tokens: -1, cost_usd: 0.5, cached_tokens: 'many', extra: 1 },
          other: true,
        }),
      ),
      {
        summary: 'Done',
        error: 'x',
        session_id: 's',
        post_summary: false,
        changed_paths: ['a', 'b'],
        deliveries: [{ type: 'branch', reference: 'x' }],
        usage: { input_tokens: 10, cost_usd: 0.5 },
      },
    );
  });

  it('reports nothing when the last line is not a JSON object', () => {
    for (const line of [null, '', 'done!', '[1,2]', '"text"', '{broken', 'null']) {
      assert.deepEqual(parseReport(line), {}, String(line));
    }
    assert.deepEqual(parseReport(JSON.stringify({ usage: { input_tokens: 'x' } })), {});
  });

  it('completes on exit status 0 and fails otherwise, with the reported error or the status', () => {
    assert.deepEqual(outcomeOf({ exitCode: 0, signal: null, lastLine: null }, { error: 'ignored' }), {
      outcome: 'complete',
    });
    assert.deepEqual(outcomeOf({ exitCode: 3, signal: null, lastLine: null }, {}), {
      outcome: 'fail',
      error: 'COMMAND exited with status 3.',
    });
    assert.deepEqual(outcomeOf({ exitCode: 1, signal: null, lastLine: null }, { error: 'Build broke' }), {
      outcome: 'fail',
      error: 'Build broke',
    });
    assert.equal(
      outcomeOf({ exitCode: null, signal: 'SIGKILL', lastLine: null }, {}).error,
      'COMMAND was stopped by SIGKILL.',
    );
  });
});

describe('the runner’s plumbing', () => {
  it('finds the runner API under the base URL', () => {
    assert.equal(daemonBaseUrl('http://h:1'), 'http://h:1/api/daemon/v1');
    assert.equal(daemonBaseUrl('http://h:1/'), 'http://h:1/api/daemon/v1');
    assert.equal(daemonBaseUrl('http://h:1/api/daemon/v1/'), 'http://h:1/api/daemon/v1');
  });

  it('backs off exponentially with jitter up to a ceiling', () => {
    const options = { initialMs: 100, maxMs: 1000 };
    for (let i = 0; i < 50; i++) {
      const first = backoffDelay(0, options);
      assert.ok(first >= 80 && first <= 120);
      const third = backoffDelay(2, options);
      assert.ok(third >= 320 && third <= 480);
      assert.ok(backoffDelay(30, options) <= 1200);
    }
  });

  it('gives COMMAND the context in variables, the agent’s environment and run token, never the runner’s token', () => {
    const context: RunContext = {
      run: { id: 'R1', trigger: 'mention', attempts: 2, queued_at: null },
      workspace: { slug: 'acme', name: 'Acme' },
      issue: null,
      comment: { id: 1, body: '<p>go</p>', author: null, created_at: 'x', withdrawn: false },
      requested_by: null,
      agent: {
        id: 7,
        name: 'Bot',
        provider: 'codex',
        model: null,
        instructions: 'Be brief',
        custom_env: { API_KEY: 'k', SERVICE_RUN_ID: 'spoofed', SERVICE_TOKEN: 'spoofed' },
        custom_args: ['--x'],
        mcp_config: { a: 1 },
        instructions_version: 3,
        skills: [],
        secrets: { API_KEY: 'from-secrets', DEPLOY_TOKEN: 'deploy-secret' },
      },
      previous_session_id: 'sess-1',
      repository: null,
    };
    const env = commandEnvironment(
      context,
      '/tmp/ctx.json',
      { url: 'https://tandem.example', runToken: 'tdmrun_the_run_token' },
      {
        PATH: '/bin',
        SERVICE_RUNTIME_TOKEN: 'tdmr_secret',
        SERVICE_TOKEN: 'tdm_secret',
        SERVICE_URL: 'https://elsewhere.example',
        SERVICE_WORKSPACE: 'other',
      },
    );
    assert.equal(env.PATH, '/bin');
    assert.equal(env.SERVICE_RUNTIME_TOKEN, undefined);
    // The agent's own access: the run token, the service's URL and the run's workspace.
    assert.equal(env.SERVICE_TOKEN, 'tdmrun_the_run_token');
    assert.equal(env.SERVICE_URL, 'https://tandem.example');
    assert.equal(env.SERVICE_WORKSPACE, 'acme');
    assert.equal(env.SERVICE_PREVIOUS_SESSION_ID, 'sess-1');
    // A secret wins over a custom environment variable of the same name (decisions §12.4).
    assert.equal(env.API_KEY, 'from-secrets');
    assert.equal(env.DEPLOY_TOKEN, 'deploy-secret');
    assert.equal(env.SERVICE_RUN_ID, 'R1', 'the agent’s environment cannot override the run’s variables');
    assert.equal(env.SERVICE_RUN_TRIGGER, 'mention');
    assert.equal(env.SERVICE_RUN_ATTEMPT, '2');
    assert.equal(env.SERVICE_ISSUE, '');
    assert.equal(env.SERVICE_COMMENT, '<p>go</p>');
    assert.equal(env.SERVICE_AGENT_INSTRUCTIONS, 'Be brief');
    assert.equal(env.SERVICE_AGENT_ARGS, '["--x"]');
    assert.equal(env.SERVICE_MCP_CONFIG, '{"a":1}');
    assert.equal(env.SERVICE_CONTEXT_FILE, '/tmp/ctx.json');
  });
});
