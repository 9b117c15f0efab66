import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  filtersFromSaved,
  filtersToSaved,
  issueQuery,
  nextSort,
  searchFromView,
  viewFromSearch,
} from '../../web/src/lib/issue-filters.js';
import { isTypingTarget } from '../../web/src/lib/keyboard.js';

describe('the board’s address and filters', () => {
  it('round-trips filters, mode, grouping and sort through the address', () => {
    const search = new URLSearchParams(
      'view=list&group=assignee&sort=-priority&status=todo&status=in_progress&label=ui&label=auth&assignee=none&q=login&cycle=3&project_id=2&updated_since=2026-11-01',
    );
    const view = viewFromSearch(search);
    assert.deepEqual(view.filters.status, ['todo', 'in_progress']);
    assert.deepEqual(view.filters.label, ['ui', 'auth']);
    assert.equal(view.mode, 'list');
    assert.equal(view.group, 'assignee');
    assert.equal(view.sort, '-priority');
    assert.deepEqual(viewFromSearch(searchFromView(view)), view);
    assert.equal(searchFromView(viewFromSearch(new URLSearchParams(''))).toString(), '');
    assert.equal(viewFromSearch(new URLSearchParams('sort=colour&group=mood')).sort, null);
  });

  it('sends one value per key to a server that takes one, and narrows a column', () => {
    const { filters } = viewFromSearch(new URLSearchParams('status=todo&status=done&label=a&label=b'));
    const single = new URLSearchParams(issueQuery(filters, {}, { multi: false }));
    assert.deepEqual(single.getAll('status'), ['todo']);
    assert.deepEqual(single.getAll('label'), ['a', 'b']);
    const column = new URLSearchParams(issueQuery(filters, { status: 'done' }, { multi: true, perPage: 50 }));
    assert.deepEqual(column.getAll('status'), ['done']);
    assert.equal(column.get('per_page'), '50');
  });

  it('saves filters with the GET /issues keys and reads the older assignee form', () => {
    const { filters } = viewFromSearch(
      new URLSearchParams('status=todo&label=ui&priority=high&priority=low'),
    );
    assert.deepEqual(filtersToSaved(filters), { status: 'todo', priority: ['high', 'low'], label: ['ui'] });
    assert.deepEqual(filtersFromSaved(filtersToSaved(filters)), filters);
    assert.deepEqual(filtersFromSaved({ assignee_type: 'user', assignee_id: 4, project_id: 2 }).assignee, [
      'user:4',
    ]);
  });

  it('cycles a column’s sort and keeps shortcuts out of fields', () => {
    assert.equal(nextSort(null, 'priority'), 'priority');
    assert.equal(nextSort('priority', 'priority'), '-priority');
    assert.equal(nextSort('-priority', 'priority'), null);
    assert.equal(isTypingTarget({ tagName: 'INPUT' }), true);
    assert.equal(isTypingTarget({ tagName: 'DIV', isContentEditable: true }), true);
    assert.equal(isTypingTarget({ tagName: 'ARTICLE', closest: () => null }), false);
  });
});
