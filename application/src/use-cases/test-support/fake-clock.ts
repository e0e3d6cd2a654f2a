import type { ScheduledTask, UseCaseClock, UseCaseScheduler } from '../use-case-clock.ts';

interface PendingTask {
  readonly id: number;
  readonly dueAt: number;
  readonly task: () => void;
}

/** A clock and scheduler whose time only moves when the test calls `advance`. */
export class FakeClock implements UseCaseClock, UseCaseScheduler {
  private current: number;
  private sequence = 0;
  private pending: PendingTask[] = [];

  constructor(start: Date | number = new Date('2025-03-10T09:00:00Z')) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.current;
  }

  schedule(delayMs: number, task: () => void): ScheduledTask {
    this.sequence += 1;
    const id = this.sequence;
    this.pending.push({ id, dueAt: this.current + Math.max(0, delayMs), task });
    return {
      cancel: () => {
        this.pending = this.pending.filter((entry) => entry.id !== id);
      },
    };
  }

  /** Number of tasks waiting to run. */
  get pendingCount(): number {
    return this.pending.length;
  }

  /** Moves time forward, running every task that falls due, in due order (tasks may schedule others). */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const next = [...this.pending].sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0];
      if (next === undefined || next.dueAt > target) break;
      this.pending = this.pending.filter((entry) => entry.id !== next.id);
      this.current = next.dueAt;
      next.task();
    }
    this.current = target;
  }
}

/** Lets pending promise callbacks run. */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
