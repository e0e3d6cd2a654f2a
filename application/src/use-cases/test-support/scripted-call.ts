import { expect } from 'vitest';

/**
 * One method of a hand-written fake port: records its arguments and answers what the test scripted
 * (queued answers first, in order, then the standing answer).
 */
export class ScriptedCall<A extends readonly unknown[], R> {
  readonly calls: A[] = [];
  private readonly queued: R[] = [];

  constructor(
    private readonly name: string,
    private standing: R,
  ) {}

  /** Every later call answers `value`. */
  answers(value: R): this {
    this.standing = value;
    this.queued.length = 0;
    return this;
  }

  /** The next calls answer these values in order, then the standing answer. */
  answersOnce(...values: readonly R[]): this {
    this.queued.push(...values);
    return this;
  }

  invoke(...args: A): R {
    this.calls.push(args);
    const next = this.queued.shift();
    return next === undefined ? this.standing : next;
  }

  get callCount(): number {
    return this.calls.length;
  }

  lastCall(): A {
    const last = this.calls.at(-1);
    if (last === undefined) throw new Error(`${this.name} was never called`);
    return last;
  }

  expectCalledOnceWith(...args: A): void {
    expect(this.calls, `${this.name} calls`).toEqual([args]);
  }

  expectNotCalled(): void {
    expect(this.calls, `${this.name} calls`).toEqual([]);
  }
}
