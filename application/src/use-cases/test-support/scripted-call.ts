import { expect } from 'vitest';

/**
 * One method of a hand-written fake port, in the two styles the tests of both packages use (one module, the
 * UI's tests import it as they import fake-clock.ts):
 * - ScriptedCall answers synchronously (the application's fake ports): queued answers first, in order, then
 *   the standing answer;
 * - ScriptedAsyncCall answers with a promise (the UI's fake ports): queued answers or deferred ones
 *   (`defer()`: the call waits until the test resolves it), then the fallback; a call with nothing to answer
 *   rejects.
 * Both record the arguments of every call.
 */
abstract class RecordedCalls<A extends readonly unknown[]> {
  readonly calls: A[] = [];

  constructor(protected readonly name: string) {}

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

/** Synchronous style: `invoke` returns the answer itself. */
export class ScriptedCall<A extends readonly unknown[], R> extends RecordedCalls<A> {
  private readonly queued: R[] = [];

  constructor(
    name: string,
    private standing: R,
  ) {
    super(name);
  }

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
}

/** Asynchronous style: `invoke` (bound, to be passed as the port's method) returns a promise. */
export class ScriptedAsyncCall<A extends readonly unknown[], R> extends RecordedCalls<A> {
  private readonly queue: (R | Deferred<R>)[] = [];

  constructor(
    name: string,
    private fallback?: R,
  ) {
    super(name);
  }

  /** The next calls answer these values in order, then the fallback. */
  answer(...values: R[]): this {
    this.queue.push(...values);
    return this;
  }

  /** Every later call answers `value` once the queue is empty. */
  answerAlways(value: R): this {
    this.fallback = value;
    return this;
  }

  /** The next call waits until the returned deferred is resolved. */
  defer(): Deferred<R> {
    const deferred = new Deferred<R>();
    this.queue.push(deferred);
    return deferred;
  }

  /** The number of calls (callCount, as the UI's tests name it). */
  get count(): number {
    return this.callCount;
  }

  readonly invoke = (...args: A): Promise<R> => {
    this.calls.push(args);
    const next = this.queue.shift();
    if (next instanceof Deferred) return next.promise;
    if (next !== undefined) return Promise.resolve(next);
    if (this.fallback === undefined) return Promise.reject(new Error(`${this.name}: unexpected call`));
    return Promise.resolve(this.fallback);
  };
}

/** A promise the test resolves when it chooses. */
export class Deferred<T> {
  resolve!: (value: T) => void;
  readonly promise = new Promise<T>((resolve) => {
    this.resolve = resolve;
  });
}
