import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  boardColumnSpecs,
  columnOfIssue,
  columnStateParam,
  moveInto,
  stateGroups,
  visibleColumns,
} from '../../web/src/lib/board-columns.js';

const STATUSES = ['todo', 'in_progress', 'on_hold', 'done'] as const;
const STATES = [
  { id: 8, name: 'In development', status: 'in_progress', color: '#16a34a', position: 1 },
  { id: 3, name: 'In design', status: 'in_progress', color: '#7c3aed', position: 0 },
  { id: 5, name: 'Blocked', status: 'on_hold', color: '#dc2626', position: 0 },
];

describe('the board’s columns per workflow state (issue 40)', () => {
  const all = boardColumnSpecs(STATUSES, STATES);

  it('gives a status with states its own column, then one per state in their order', () => {
    assert.deepEqual(
      all.map((column) => column.key),
      [
        'todo',
        'in_progress:own',
        'in_progress:state:3',
        'in_progress:state:8',
        'on_hold:own',
        'on_hold:state:5',
        'done',
      ],
    );
    assert.deepEqual(
      all.map((column) => columnStateParam(column)),
      [undefined, 'none', '3', '8', 'none', '5', undefined],
    );
  });

  it('shows a status’s own column beside its states only while it holds issues', () => {
    const shown = (totals: Record<string, number>) => visibleColumns(all, totals).map((column) => column.key);
    assert.deepEqual(shown({}), [
      'todo',
      'in_progress:state:3',
      'in_progress:state:8',
      'on_hold:state:5',
      'done',
    ]);
    assert.deepEqual(shown({ 'in_progress:own': 2, 'on_hold:own': 0, in_progress: 9 }).slice(0, 3), [
      'todo',
      'in_progress:own',
      'in_progress:state:3',
    ]);
    // The status's only column's total (drawn before the states were known) shows no own column.
    assert.equal(shown({ in_progress: 9 }).includes('in_progress:own'), false);
    // Without states the board is the seven statuses' columns, empty or not.
    assert.deepEqual(
      visibleColumns(boardColumnSpecs(STATUSES, []), {}).map((column) => column.key),
      [...STATUSES],
    );
  });

  it('finds an issue’s column and says what a move into a column sends', () => {
    const shown = visibleColumns(all, {});
    assert.equal(
      shown[columnOfIssue(shown, { status: 'in_progress', state_id: 8 })]!.key,
      'in_progress:state:8',
    );
    assert.equal(shown[columnOfIssue(shown, { status: 'todo', state_id: null })]!.key, 'todo');
    // In no state while the own column is hidden: where its status starts.
    assert.equal(columnOfIssue(shown, { status: 'in_progress', state_id: null }), 1);
    assert.equal(columnOfIssue(shown, { status: 'canceled', state_id: null }), -1);
    assert.deepEqual(moveInto(all[0]!), { status: 'todo' });
    assert.deepEqual(moveInto(all[1]!), { status: 'in_progress', state_id: null });
    assert.deepEqual(moveInto(all[3]!), { status: 'in_progress', state_id: 8 });
    assert.deepEqual(stateGroups(shown), [
      { status: 'in_progress', start: 1, count: 2 },
      { status: 'on_hold', start: 3, count: 1 },
    ]);
  });
});
