import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Workspace } from '../../src/db/schema.js';
import { ValidationError } from '../../src/errors.js';
import { importIssues, type ImportRequest } from '../../src/domain/integrations/imports/run.js';
import { parseStateMappings } from '../../src/domain/integrations/imports/states.js';
import { client, startTestApp, type ApiClient } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';

const FIXTURES = new URL('../fixtures/imports/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');

/** Importers put issues into the workflow state their source status names (issue 40). */
describe('Imported issues go into the workflow states their source statuses name', async () => {
  const app = await startTestApp();

  async function team(states: { name: string; status: string }[]) {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const ids: Record<string, number> = {};
    for (const state of states) {
      const res = await api.post('/states', { ...state, color: '#3366cc' });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      ids[state.name] = res.body.data.id;
    }
    return { ...scene, api, ids };
  }

  function run(
    workspace: Workspace,
    request: Partial<ImportRequest> & Pick<ImportRequest, 'source' | 'text'>,
  ) {
    return importIssues(app.db, app.system, {
      workspace: workspace.slug,
      dryRun: false,
      people: {},
      options: {},
      ...request,
    });
  }

  async function where(api: ApiClient, identifier: string) {
    const res = await api.get(`/issues/${identifier}`);
    assert.equal(res.status, 200, res.text);
    return [res.body.data.status, res.body.data.state_id];
  }

  it('GitHub: open issues go into a state named Open; closed ones keep their status', async () => {
    const { workspace, api, ids } = await team([{ name: 'open', status: 'todo' }]);
    const report = await run(workspace, { source: 'github', text: fixture('github-issues.json') });
    assert.deepEqual(report.states, { open: 'open' });
    const open = await where(api, report.imported['acme-corp/storefront#7']!);
    assert.deepEqual(open, ['todo', ids.open]);
    const closed = Object.keys(report.imported).map((ref) => report.imported[ref]!);
    const statuses = await Promise.all(closed.map((identifier) => where(api, identifier)));
    assert.ok(
      statuses.some(([status, state]) => status === 'done' && state === null),
      'a closed issue is done, in no state',
    );
    const byState = (await api.get(`/issues?state_id=${ids.open}`)).body.meta.total;
    assert.equal(byState, statuses.filter(([, state]) => state === ids.open).length);
    assert.ok(byState >= 3);
  });

  it('Jira: a state of the same name in any case, a --state mapping, and no unknown-status warning', async () => {
    const { workspace, api, ids } = await team([
      { name: 'in progress', status: 'in_progress' },
      { name: 'QA verified', status: 'in_review' },
      { name: 'Code review', status: 'in_review' },
    ]);
    const report = await run(workspace, {
      source: 'jira',
      text: fixture('jira-export.csv'),
      states: parseStateMappings(['In Review=code REVIEW']),
    });
    assert.deepEqual(report.refused, []);
    assert.deepEqual(await where(api, report.imported['PAY-1']!), ['in_progress', ids['in progress']]);
    // QA Verified was unknown (imported as canceled by its resolution): its state now says where it is.
    assert.deepEqual(await where(api, report.imported['PAY-5']!), ['in_review', ids['QA verified']]);
    assert.deepEqual(
      report.unmapped.filter((item) => item.field === 'status'),
      [],
      'a status a state takes in is no unknown status',
    );
    assert.deepEqual(await where(api, report.imported['PAY-4']!), ['in_review', ids['Code review']]);
    // No state for To Do and Done: the statuses as before, in no state.
    assert.deepEqual(await where(api, report.imported['PAY-2']!), ['todo', null]);
    assert.deepEqual(await where(api, report.imported['PAY-3']!), ['done', null]);
    assert.deepEqual(report.states, {
      'In Progress': 'in progress',
      'In Review': 'Code review',
      'QA Verified': 'QA verified',
    });
    // Every issue of In review went into one of its states: none is left in the status's own column.
    const list = await api.get(`/issues?status=in_review&state_id=none`);
    assert.equal(list.body.meta.total, 0);
  });

  it('Linear: a team state of the same name, and a --state mapping to a state by id', async () => {
    const { workspace, api, ids } = await team([
      { name: 'Ready for QA', status: 'in_review' },
      { name: 'Shipped', status: 'done' },
    ]);
    const report = await run(workspace, {
      source: 'linear',
      text: fixture('linear-export.csv'),
      states: parseStateMappings([`Done=${ids.Shipped}`]),
    });
    assert.deepEqual(await where(api, report.imported['ENG-13']!), ['in_review', ids['Ready for QA']]);
    assert.deepEqual(await where(api, report.imported['ENG-15']!), ['done', ids.Shipped]);
    assert.deepEqual(await where(api, report.imported['ENG-12']!), ['in_progress', null]);
    assert.deepEqual(await where(api, report.imported['ENG-14']!), ['canceled', null]);
    assert.equal(
      report.unmapped.some((item) => item.field === 'status'),
      false,
    );
  });

  it('without states, imports as before; a mapping to no state stops the import before writing', async () => {
    const { workspace, api } = await team([]);
    const plain = await run(workspace, { source: 'linear', text: fixture('linear-export.csv') });
    assert.deepEqual(plain.states, {});
    assert.deepEqual(await where(api, plain.imported['ENG-13']!), ['in_progress', null]);
    assert.ok(plain.unmapped.some((item) => item.field === 'status' && item.value === 'Ready for QA'));

    const other = await team([{ name: 'Doing', status: 'in_progress' }]);
    const before = (await other.api.get('/issues')).body.meta.total;
    await assert.rejects(
      run(other.workspace, {
        source: 'jira',
        text: fixture('jira-export.csv'),
        states: parseStateMappings(['In Review=Reviewing']),
      }),
      (error: unknown) =>
        error instanceof ValidationError &&
        error.errors.state !== undefined &&
        /"Reviewing", no state of .*its states: Doing/.test(error.errors.state[0]!),
    );
    assert.equal((await other.api.get('/issues')).body.meta.total, before, 'nothing written');
  });

  it('refuses a --state without a source or a state, and one source mapped to two states', () => {
    for (const bad of [['In Review'], ['=Code review'], ['In Review='], ['a=b', 'A=c']]) {
      assert.throws(() => parseStateMappings(bad), ValidationError, JSON.stringify(bad));
    }
    assert.deepEqual(parseStateMappings(['  In   Review = Code review ', 'in review=code review']), {
      'in review': 'Code review',
    });
  });
});
