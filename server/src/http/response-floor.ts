/**
 * Anti-enumeration timing: the answer of a sensitive endpoint (known vs unknown member) leaves no earlier
 * than `floorMs` after the request started, so the work done for a known member is not measurable.
 */
export const ENUMERATION_FLOOR_MS = 150;

export async function withTimingFloor<T>(
  work: () => Promise<T>,
  floorMs: number = ENUMERATION_FLOOR_MS,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
