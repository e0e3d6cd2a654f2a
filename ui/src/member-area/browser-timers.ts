import type { ScheduledTask, UseCaseClock, UseCaseScheduler } from '@portail/application';

/** Date.now behind the use cases' clock. */
export const browserClock: UseCaseClock = Object.freeze({ now: () => Date.now() });

/** setTimeout behind the use cases' scheduler. */
export const browserScheduler: UseCaseScheduler = Object.freeze({
  schedule(delayMs: number, task: () => void): ScheduledTask {
    const handle = setTimeout(task, delayMs);
    return { cancel: () => clearTimeout(handle) };
  },
});
