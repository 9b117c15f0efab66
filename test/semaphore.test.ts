import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Semaphore } from '../src/semaphore.js';

/** A promise with its resolve function, so a test decides when each piece of work ends. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('Semaphore', () => {
  it('runs at most its number of slots at once, the rest waiting in arrival order', async () => {
    const slots = new Semaphore(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 6 }, gate);
    const all = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await g.opened;
        running--;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(started, [0, 1]);
    assert.equal(slots.waiting, 4);
    gates[1]!.open();
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(started, [0, 1, 2]);
    for (const g of gates) g.open();
    assert.deepEqual(await Promise.all(all), [0, 1, 2, 3, 4, 5]);
    assert.equal(most, 2);
    assert.equal(slots.waiting, 0);
  });

  it('frees the slot when the work fails', async () => {
    const slots = new Semaphore(1);
    await assert.rejects(
      slots.run(() => Promise.reject(new Error('boom'))),
      /boom/,
    );
    assert.equal(await slots.run(() => Promise.resolve('next')), 'next');
  });

  it('refuses fewer than one slot', () => {
    assert.throws(() => new Semaphore(0), /at least one slot/);
  });
});
