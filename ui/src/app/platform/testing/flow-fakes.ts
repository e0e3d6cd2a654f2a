/** Test doubles of a view-model's surroundings (toasts, navigation, timers) and a scripted use case. */
import type { PortError } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import type { ToastRequest } from '../../../widgets/toasts/toast.service.ts';
import type { CancellableTask, FlowEffects, TaskScheduler } from '../flow-effects.ts';

export class RecordingEffects implements FlowEffects {
  readonly shownToasts: ToastRequest[] = [];
  readonly routes: string[] = [];
  readonly redirects: string[] = [];
  readonly scheduler: FakeScheduler;

  constructor(scheduler = new FakeScheduler()) {
    this.scheduler = scheduler;
  }

  readonly toasts = { show: (toast: ToastRequest) => void this.shownToasts.push(toast) };
  readonly navigation = {
    navigate: (route: string) => void this.routes.push(route),
    redirect: (url: string) => void this.redirects.push(url),
  };
}

/** A manual clock: tasks run when `advance` passes their time. */
export class FakeScheduler implements TaskScheduler {
  private now = 0;
  private tasks: { at: number; task: () => void; cancelled: boolean }[] = [];

  schedule(delayMs: number, task: () => void): CancellableTask {
    const entry = { at: this.now + delayMs, task, cancelled: false };
    this.tasks.push(entry);
    return { cancel: () => void (entry.cancelled = true) };
  }

  advance(ms: number): void {
    this.now += ms;
    const due = this.tasks.filter((entry) => entry.at <= this.now);
    this.tasks = this.tasks.filter((entry) => entry.at > this.now);
    for (const entry of due) if (!entry.cancelled) entry.task();
  }

  get pending(): number {
    return this.tasks.filter((entry) => !entry.cancelled).length;
  }
}

/** A use case double answering from a queue of outcomes and recording its commands. */
export class ScriptedUseCase<C, O> {
  readonly commands: C[] = [];
  private readonly outcomes: O[];

  constructor(...outcomes: O[]) {
    this.outcomes = outcomes;
  }

  answer(...outcomes: O[]): this {
    this.outcomes.push(...outcomes);
    return this;
  }

  execute(command: C): Promise<O> {
    this.commands.push(command);
    const outcome = this.outcomes.shift();
    if (outcome === undefined) throw new Error('ScriptedUseCase: no outcome left for this call');
    return Promise.resolve(outcome);
  }

  /** The command of the last call (fails the test when there was none). */
  get lastCommand(): C {
    const command = this.commands.at(-1);
    if (command === undefined) throw new Error('ScriptedUseCase: never called');
    return command;
  }
}

type CommandOf<U> = U extends { execute(command: infer C): Promise<unknown> } ? C : never;
type OutcomeOf<U> = U extends { execute(command: never): Promise<infer O> } ? O : never;

/** A ScriptedUseCase typed after the use-case interface `U` (its command and outcome). */
export function scriptedUseCase<U>(...outcomes: OutcomeOf<U>[]): ScriptedUseCase<CommandOf<U>, OutcomeOf<U>> {
  return new ScriptedUseCase<CommandOf<U>, OutcomeOf<U>>(...outcomes);
}

/** The port error an outcome of a failed call carries (its text is not what the view-models show). */
export const A_PORT_ERROR: PortError = httpErrorFor(500);
