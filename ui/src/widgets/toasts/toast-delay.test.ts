import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_DELAY_MS, toastDelayFromSeconds } from './toast-delay.ts';

describe('toast delay', () => {
  it('converts the client delaiToasts from seconds to milliseconds', () => {
    expect(toastDelayFromSeconds(3)).toBe(3000);
    expect(toastDelayFromSeconds(2.5)).toBe(2500);
  });

  it('falls back to 5000 ms when the client gives no usable delay', () => {
    expect(DEFAULT_TOAST_DELAY_MS).toBe(5000);
    for (const missing of [undefined, null, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(toastDelayFromSeconds(missing)).toBe(5000);
    }
  });
});
