import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_FALLBACK_MS, afterFirstPaint } from './after-first-paint.ts';

/** Animation frames and timers run by hand. */
function fakeTimers() {
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  return {
    frames,
    timers,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    runTimer(ms: number) {
      const index = timers.findIndex((timer) => timer.ms === ms);
      const [timer] = timers.splice(index, 1);
      timer?.callback();
    },
  };
}

describe('starting the portal after the first paint', () => {
  it('starts in a task queued by the next animation frame, not before', () => {
    const clock = fakeTimers();
    let starts = 0;
    afterFirstPaint(() => (starts += 1), clock);
    expect(starts).toBe(0);
    clock.frames.shift()?.();
    expect(starts).toBe(0);
    clock.runTimer(0);
    expect(starts).toBe(1);
  });

  it('starts once, even when the fallback timer fires afterwards', () => {
    const clock = fakeTimers();
    let starts = 0;
    afterFirstPaint(() => (starts += 1), clock);
    clock.frames.shift()?.();
    clock.runTimer(0);
    clock.runTimer(FIRST_PAINT_FALLBACK_MS);
    expect(starts).toBe(1);
  });

  it('starts after the fallback delay when no frame comes (background tab)', () => {
    const clock = fakeTimers();
    let starts = 0;
    afterFirstPaint(() => (starts += 1), clock);
    clock.runTimer(FIRST_PAINT_FALLBACK_MS);
    expect(starts).toBe(1);
    clock.frames.shift()?.();
    clock.runTimer(0);
    expect(starts).toBe(1);
  });
});
