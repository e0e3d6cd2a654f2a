import { Deferred } from '@portail/application/src/use-cases/test-support/scripted-call.ts';

/**
 * Test double of a use case (or port call): records every command and answers with the scripted outcomes,
 * in order, then with the default one. `defer()` makes the next call wait until the test settles it.
 */
export class ScriptedUseCase<C, O> {
  readonly commands: C[] = [];
  private readonly queue: (O | Deferred<O>)[] = [];

  constructor(
    private readonly name: string,
    private readonly fallback?: O,
  ) {}

  /** The next calls answer these outcomes, in order. */
  answer(...outcomes: O[]): this {
    this.queue.push(...outcomes);
    return this;
  }

  /** The next call waits for the returned deferred to be resolved. */
  defer(): Deferred<O> {
    const deferred = new Deferred<O>();
    this.queue.push(deferred);
    return deferred;
  }

  get calls(): number {
    return this.commands.length;
  }

  readonly execute = (command: C): Promise<O> => {
    this.commands.push(command);
    const next = this.queue.shift();
    if (next instanceof Deferred) return next.promise;
    if (next !== undefined) return Promise.resolve(next);
    if (this.fallback === undefined) throw new Error(`${this.name}: unexpected call`);
    return Promise.resolve(this.fallback);
  };
}

export { Deferred };
export { flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
