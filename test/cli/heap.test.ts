import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { limitHeapGrowth } from '../../src/cli/heap.js';

describe('limitHeapGrowth', () => {
  it('sets the heap growth of serve and worker unless the operator chose one', () => {
    assert.equal(limitHeapGrowth([], ''), true);
    assert.equal(limitHeapGrowth(['--heap-growing-percent=20'], ''), false);
    assert.equal(limitHeapGrowth([], '--max-old-space-size=512 --heap_growing_percent=80'), false);
    assert.equal(limitHeapGrowth(['--max-old-space-size=512'], '--enable-source-maps'), true);
  });
});
