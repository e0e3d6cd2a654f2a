/**
 * Time for the use cases (no port file yet: see "Port requests" in notes/use-cases.md). Use cases never
 * read `Date.now()` or call `setTimeout` themselves, so tests drive time with a fake clock.
 */

/** The current time in milliseconds since the epoch. */
export interface UseCaseClock {
  now(): number;
}

/** A scheduled callback that can be called off. */
export interface ScheduledTask {
  cancel(): void;
}

/** Runs a callback once after a delay (setTimeout behind it in the browser). */
export interface UseCaseScheduler {
  schedule(delayMs: number, task: () => void): ScheduledTask;
}

/** The member's current day, for rules such as "birth date not after today". */
export function todayOf(clock: UseCaseClock): Date {
  return new Date(clock.now());
}
