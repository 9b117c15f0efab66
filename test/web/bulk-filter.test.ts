import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bulkFilter, viewFromSearch } from '../../web/src/lib/issue-filters.js';

/** "Select all matching the filter" (issue 40): the list's filters as the bulk request's `filter`. */
describe('bulkFilter', () => {
  it('sends the keys the list query sends, with the project as a number and empty filters left out', () => {
    const { filters } = viewFromSearch(
      new URLSearchParams('status=todo&status=done&label=ui&project_id=4&q=pay&cycle=none'),
    );
    assert.deepEqual(bulkFilter(filters, true), {
      status: ['todo', 'done'],
      label: ['ui'],
      project_id: 4,
      q: 'pay',
      cycle: 'none',
    });
    assert.deepEqual(bulkFilter(viewFromSearch(new URLSearchParams('')).filters, true), {});
  });

  it('keeps one value where the server takes one before multi-value filters', () => {
    const { filters } = viewFromSearch(new URLSearchParams('status=todo&status=done'));
    assert.deepEqual(bulkFilter(filters, false).status, ['todo']);
  });
});
