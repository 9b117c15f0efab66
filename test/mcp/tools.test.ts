import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inputValidator, ToolInputError } from '../../src/mcp/input-validation.js';
import { TOOLS } from '../../src/mcp/tools.js';

const READ_ONLY = [
  'whoami',
  'list_projects_and_agents',
  'find_issues',
  'read_issue',
  'list_runs',
  'read_run',
  'search_knowledge_base',
  'read_article',
];

function toolNamed(name: string) {
  const tool = TOOLS.find((candidate) => candidate.name === name);
  assert.ok(tool, name);
  return tool;
}

function refusal(name: string, input: unknown): ToolInputError {
  const check = inputValidator(name, toolNamed(name).inputSchema);
  try {
    check(input);
  } catch (error) {
    assert.ok(error instanceof ToolInputError, String(error));
    return error;
  }
  assert.fail(`${name} accepted ${JSON.stringify(input)}`);
}

describe('tandem mcp tools', () => {
  it('are at most 16, each with a description and an object schema, and weigh under 8,000 tokens', () => {
    assert.ok(TOOLS.length <= 16, `${TOOLS.length} tools`);
    assert.equal(new Set(TOOLS.map((tool) => tool.name)).size, TOOLS.length);
    for (const tool of TOOLS) {
      assert.match(tool.name, /^[a-z_]{3,40}$/);
      assert.ok(tool.description.length >= 30, tool.name);
      assert.equal(tool.inputSchema.type, 'object');
      assert.equal(tool.inputSchema.additionalProperties, false, tool.name);
      for (const required of tool.inputSchema.required ?? []) {
        assert.ok(required in tool.inputSchema.properties, `${tool.name}.${required}`);
      }
    }
    // What a client sends the model before the first word: names, descriptions, schemas, annotations.
    const listed = TOOLS.map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    }));
    const tokens = JSON.stringify(listed).length / 4;
    assert.ok(tokens < 8000, `${tokens} tokens`);
  });

  it('cover the intents: find, read, create, update, comment, log time, runs, knowledge base', () => {
    const names = TOOLS.map((tool) => tool.name);
    for (const name of [
      'find_issues',
      'read_issue',
      'create_issue',
      'update_issue',
      'comment_on_issue',
      'log_time',
      'list_runs',
      'cancel_run',
      'retry_run',
      'search_knowledge_base',
      'read_article',
    ]) {
      assert.ok(names.includes(name), name);
    }
  });

  it('mark the tools that only read as read-only, and say of each write whether it overwrites or adds', () => {
    assert.deepEqual(
      TOOLS.filter((tool) => tool.annotations.readOnlyHint === true).map((tool) => tool.name),
      READ_ONLY,
    );
    for (const tool of TOOLS) {
      assert.equal(tool.annotations.openWorldHint, false, tool.name);
      if (READ_ONLY.includes(tool.name)) continue;
      assert.equal(tool.annotations.readOnlyHint, false, tool.name);
      assert.equal(typeof tool.annotations.destructiveHint, 'boolean', tool.name);
      assert.equal(typeof tool.annotations.idempotentHint, 'boolean', tool.name);
    }
    assert.equal(toolNamed('update_issue').annotations.destructiveHint, true);
    assert.equal(toolNamed('update_issue').annotations.idempotentHint, true);
    for (const name of ['create_issue', 'comment_on_issue', 'log_time']) {
      assert.equal(toolNamed(name).annotations.destructiveHint, false, name);
      assert.equal(toolNamed(name).annotations.idempotentHint, false, name);
    }
  });

  it('create_issue without a title or a template (issue 40) is refused before asking the API', async () => {
    const untouchable = new Proxy(
      {},
      {
        get() {
          throw new Error('the API was asked');
        },
      },
    ) as Parameters<(typeof TOOLS)[number]['run']>[0];
    await assert.rejects(toolNamed('create_issue').run(untouchable, {}), (error: unknown) => {
      assert.ok(error instanceof ToolInputError);
      assert.deepEqual(error.errors, { title: ['The title field is required.'] });
      assert.match(error.message, /^Invalid arguments for create_issue: .*title/);
      return true;
    });
  });

  it('refuse arguments that do not fit the declared schema, naming each field', () => {
    assert.deepEqual(Object.keys(refusal('create_issue', { template: 7 }).errors), ['template']);
    assert.deepEqual(refusal('create_issue', { title: '' }).errors, {
      title: ['The title field is required.'],
    });
    assert.deepEqual(Object.keys(refusal('read_issue', { issue: 12 }).errors), ['issue']);
    assert.deepEqual(Object.keys(refusal('update_issue', { issue: 'A-1', state: 'done' }).errors), ['state']);
    assert.match(refusal('update_issue', { issue: 'A-1', status: 'finished' }).errors.status![0]!, /todo/);
    assert.deepEqual(Object.keys(refusal('find_issues', { page: 0 }).errors), ['page']);
    assert.deepEqual(Object.keys(refusal('read_run', { run: '01J', lines: 101 }).errors), ['lines']);
    assert.deepEqual(Object.keys(refusal('log_time', { issue: 'A-1' }).errors), ['duration']);
    assert.deepEqual(Object.keys(refusal('whoami', { extra: true }).errors), ['extra']);
  });

  it('accept arguments that fit, unchanged', () => {
    const input = { issue: 'A-1', project_id: null, labels: ['web'], status: 'done' };
    assert.deepEqual(inputValidator('update_issue', toolNamed('update_issue').inputSchema)(input), input);
    assert.deepEqual(inputValidator('whoami', toolNamed('whoami').inputSchema)({}), {});
  });
});
