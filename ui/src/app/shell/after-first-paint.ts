/** Longest wait for a frame: a page opened in a background tab gets no animation frame until shown. */
export const FIRST_PAINT_FALLBACK_MS = 200;

/**
 * Runs `start` once the browser has painted a frame (a task queued from an animation frame runs after that
 * frame's paint), or after FIRST_PAINT_FALLBACK_MS when no frame comes. The static page is on screen before
 * the scripts are parsed and run.
 */
export function afterFirstPaint(
  start: () => void,
  timers: {
    readonly requestAnimationFrame: (callback: () => void) => unknown;
    readonly setTimeout: (callback: () => void, ms: number) => unknown;
  } = window,
): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  timers.requestAnimationFrame(() => timers.setTimeout(once, 0));
  timers.setTimeout(once, FIRST_PAINT_FALLBACK_MS);
}
