import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TOOLS } from '../../src/mcp/tools.js';

describe('tandem mcp tools', () => {
  it('are at most 15, each with a description and an object schema, and weigh under 8,000 tokens', () => {
    assert.ok(TOOLS.length <= 15, `${TOOLS.length} tools`);
    assert.equal(new Set(TOOLS.map((tool) => tool.name)).size, TOOLS.length);
    for (const tool of TOOLS) {
      assert.match(tool.name, /^[a-z_]{3,40}$/);
      assert.ok(tool.description.length >= 30, tool.name);
      assert.equal(tool.inputSchema.type, 'object');
      for (const required of tool.inputSchema.required ?? []) {
        assert.ok(required in tool.inputSchema.properties, `${tool.name}.${required}`);
      }
    }
    // What a client sends the model before the first word: names, descriptions and input schemas.
    const listed = TOOLS.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));
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
});
