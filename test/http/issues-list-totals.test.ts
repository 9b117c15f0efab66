import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { counterKey, type IssueListFilters } from '../../src/repositories/issues.js';
import { client, startTestApp, type ApiClient } from '../helpers/app.js';
import { buildAgent, buildMember, buildProject, buildScene } from '../helpers/factories.js';

/**
 * `meta.total` of `GET /issues` is read from counters for the filters `counterKey` knows and counted
 * for every other combination (issue 17, point 5: fail closed). This walks every query parameter of
 * the list, as the OpenAPI description declares them, alone and in pairs and threes, and compares the
 * total with the issues the page actually holds (every match fits on one page here).
 */
describe('GET /issues totals for every filter', async () => {
  // The walk makes more calls than a token's minute allows: the limit is not what is under test here.
  const app = await startTestApp({ SERVICE_API_THROTTLE: '100000' });

  it('counterKey answers no key for a filter or a value shape it does not know', () => {
    assert.equal(counterKey({}), 'all');
    assert.equal(counterKey({ status: 'todo' }), 'status:todo');
    assert.equal(counterKey({ status: 'todo', labelIds: [7] }), 'label:7&status:todo');
    assert.equal(counterKey({ status: 'todo', type: 'bug' }), null);
    assert.equal(counterKey({ updatedSince: '2026-11-01T00:00:00.000Z' }), null);
    assert.equal(counterKey({ searchWords: ['login'] }), null);
    // A filter added later, or repeated values, before counterKey learns them: counted, never `all`.
    assert.equal(counterKey({ epicId: 4 } as IssueListFilters), null);
    assert.equal(counterKey({ status: ['todo', 'done'] } as unknown as IssueListFilters), null);
    assert.equal(counterKey({ assignee: { type: 'robot', id: 1 } } as unknown as IssueListFilters), null);
    // Repeated values and an epic's children are counted; the order of a list changes no total.
    assert.equal(counterKey({ statusIn: ['todo', 'done'] }), null);
    assert.equal(counterKey({ parentId: 4 }), null);
    assert.equal(counterKey({ sort: { column: 'priority', descending: true } }), 'all');
  });

  it('gives meta.total equal to the matching issues for every filter and combination', async () => {
    const scene = await buildScene(app.db, { cycles: { length_days: 14, first_starts_on: '2026-11-02' } });
    const member = await buildMember(app.db, scene.workspace);
    const agent = await buildAgent(app.db, scene.workspace);
    const project = await buildProject(app.db, scene.workspace);
    const api = client(app, scene.token);

    const statuses = ['backlog', 'todo', 'in_progress', 'done'];
    const types = ['task', 'bug', 'feature'];
    const priorities = ['low', 'medium', 'high', 'urgent'];
    const created: string[] = [];
    for (let n = 0; n < 36; n++) {
      const res = await api.post('/issues', {
        title: `${n % 4 === 0 ? 'Checkout' : 'Login'} issue ${n}`,
        status: statuses[n % 4],
        type: n === 0 ? 'epic' : types[n % 3],
        priority: priorities[(n >> 1) % 4],
        labels: n % 3 === 0 ? ['backend', 'ux'] : n % 3 === 1 ? ['backend'] : [],
        ...(n % 5 === 1
          ? { assignee: `user:${member.id}` }
          : n % 5 === 2
            ? { assignee: `agent:${agent.id}` }
            : {}),
        ...(n % 4 === 1 ? { project_id: project.id } : {}),
        ...(n % 6 === 0 ? { cycle: 1 } : n % 6 === 3 ? { cycle: 2 } : {}),
        ...(n > 0 && n % 7 === 0 ? { parent_id: created[0] } : {}),
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      created.push(res.body.data.id);
    }
    for (const id of [created[5]!, created[11]!])
      assert.equal((await api.delete(`/issues/${id}`)).status, 204);
    assert.equal(
      (await api.patch(`/issues/${created[8]!}`, { status: 'canceled', labels: ['ux'] })).status,
      200,
    );

    // Two workflow states of `todo`, a few of its issues in each.
    const states: string[] = [];
    for (const name of ['Ready', 'Waiting']) {
      const res = await api.post('/states', { name, status: 'todo', color: '#3366cc' });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      states.push(String(res.body.data.id));
    }
    for (const [n, state] of [
      [1, states[0]],
      [13, states[0]],
      [17, states[1]],
    ] as const) {
      const res = await api.patch(`/issues/${created[n]!}`, { state_id: Number(state) });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }

    const document = (await api.get('/openapi.json')).body;
    const parameters = (
      document.paths['/api/v1/issues'].get.parameters as { name: string; schema: any }[]
    ).filter((parameter) => parameter.name !== 'page' && parameter.name !== 'per_page');
    // Values to try for each parameter: a parameter the list gains must be given some here.
    const samples: Record<string, string[]> = {
      status: ['todo', 'done', 'canceled'],
      type: ['bug', 'feature'],
      priority: ['high', 'urgent'],
      assignee: ['none', `user:${member.id}`, `agent:${agent.id}`],
      assignee_type: ['user', 'agent'],
      assignee_id: [String(member.id)],
      project_id: [String(project.id)],
      updated_since: ['2000-01-01', '2199-01-01'],
      q: ['checkout', 'login issue'],
      label: ['backend', 'ux'],
      cycle: ['none', '1', '2'],
      sort: ['number', '-priority', 'updated_at'],
      epic: [created[0]!],
      state_id: [...states, 'none'],
    };
    const names = parameters.map((parameter) => parameter.name);
    assert.deepEqual(
      names.filter((name) => samples[name] === undefined),
      [],
      'every list parameter has values to walk',
    );
    const repeatable = new Set(
      parameters.filter((parameter) => parameter.schema?.type === 'array').map((parameter) => parameter.name),
    );
    const valuesOf = (name: string): string[][] => {
      const values = samples[name]!.map((value) => [value]);
      // A repeated parameter (`?status=todo&status=done`) is walked with two values as well.
      if (repeatable.has(name) && samples[name]!.length > 1) values.push(samples[name]!.slice(0, 2));
      return values;
    };

    const queries: [string, string[]][][] = [];
    for (const name of names) for (const values of valuesOf(name)) queries.push([[name, values]]);
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        for (const first of valuesOf(names[i]!)) {
          queries.push([
            [names[i]!, first],
            [names[j]!, valuesOf(names[j]!)[0]!],
          ]);
        }
      }
    }
    for (let i = 0; i + 2 < names.length; i++) {
      queries.push(names.slice(i, i + 3).map((name) => [name, valuesOf(name).at(-1)!]));
    }

    let compared = 0;
    for (const query of queries) {
      const search = new URLSearchParams({ per_page: '100' });
      for (const [name, values] of query) for (const value of values) search.append(name, value);
      if (
        query.some(([name]) => name === 'assignee_type') &&
        !query.some(([name]) => name === 'assignee_id')
      ) {
        search.append(
          'assignee_id',
          String(query.find(([name]) => name === 'assignee_type')![1][0] === 'agent' ? agent.id : member.id),
        );
      }
      if (
        query.some(([name]) => name === 'assignee_id') &&
        !query.some(([name]) => name === 'assignee_type')
      ) {
        search.append('assignee_type', 'user');
      }
      const res = await totalAndRows(api, search.toString());
      if (res.status !== 200) {
        // Only combinations the contract refuses (assignee given twice, disagreeing) may answer 422.
        assert.equal(res.status, 422, `${search.toString()}: ${res.status}`);
        continue;
      }
      assert.equal(res.total, res.rows, `meta.total of ?${search.toString()}`);
      compared++;
    }
    assert.ok(compared > 100, `${compared} combinations compared`);

    // Repeated values, when the list accepts them, are unions: never counted as only one of them.
    if (repeatable.has('status')) {
      const todo = await totalAndRows(api, 'per_page=100&status=todo');
      const done = await totalAndRows(api, 'per_page=100&status=done');
      const both = await totalAndRows(api, 'per_page=100&status=todo&status=done');
      assert.equal(both.total, todo.total + done.total);
    }
  });

  async function totalAndRows(api: ApiClient, query: string) {
    const res = await api.get(`/issues?${query}`);
    return {
      status: res.status,
      total: res.body?.meta?.total as number,
      rows: res.body?.data?.length as number,
    };
  }
});
