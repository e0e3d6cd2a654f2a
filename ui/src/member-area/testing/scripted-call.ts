/**
 * Test double of one port method: records the arguments of every call and answers the scripted values in
 * order, then the default one; `defer()` makes the next call wait until the test resolves it.
 */
export class ScriptedCall<A extends unknown[], R> {
  readonly calls: A[] = [];
  private readonly queue: (R | Deferred<R>)[] = [];

  constructor(
    private readonly name: string,
    private fallback?: R,
  ) {}

  answer(...values: R[]): this {
    this.queue.push(...values);
    return this;
  }

  /** Every later call answers `value` once the queue is empty. */
  answerAlways(value: R): this {
    this.fallback = value;
    return this;
  }

  defer(): Deferred<R> {
    const deferred = new Deferred<R>();
    this.queue.push(deferred);
    return deferred;
  }

  get count(): number {
    return this.calls.length;
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

export class Deferred<T> {
  resolve!: (value: T) => void;
  readonly promise = new Promise<T>((resolve) => {
    this.resolve = resolve;
  });
}
