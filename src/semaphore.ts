/**
 * At most `slots` holders at a time; the others wait their turn in arrival order. Used to bound work
 * that costs much CPU and memory per call (decoding images) whatever the number of requests asking.
 */
export class Semaphore {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error('A semaphore needs at least one slot.');
    this.#free = slots;
  }

  /** Runs `work` once a slot is free, and frees the slot when it settles, whatever its outcome. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  /** Callers waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  #acquire(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    // The slot passes straight to the next in line, so a newcomer cannot overtake it.
    if (next) next();
    else this.#free++;
  }
}
