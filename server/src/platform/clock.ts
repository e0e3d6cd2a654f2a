/** Time source; tests use {@link FakeClock} to expire tokens without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. */
export class FakeClock implements Clock {
  #current: number;

  constructor(start: Date = new Date('2025-01-15T09:00:00.000Z')) {
    this.#current = start.getTime();
  }

  now(): Date {
    return new Date(this.#current);
  }

  advance(milliseconds: number): void {
    this.#current += milliseconds;
  }

  set(date: Date): void {
    this.#current = date.getTime();
  }
}
