import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  moveRangeSliderThumb,
  nearestRangeSliderThumb,
  rangeSliderFraction,
  rangeSliderKeyTarget,
  rangeSliderThumbBounds,
  rangeSliderValueAt,
  type RangeSliderKey,
  type RangeSliderOptions,
  type RangeSliderValues,
} from './range-slider.ts';

const TRACK: RangeSliderOptions = { floor: 0, ceil: 100, step: 1 };

describe('range slider (spec §9)', () => {
  it('snaps a single thumb to the step and keeps it on the track', () => {
    const options = { floor: 30, ceil: 1500, step: 5 };
    expect(moveRangeSliderThumb([450], 0, 452.6, options)).toEqual([455]);
    expect(moveRangeSliderThumb([450], 0, 9999, options)).toEqual([1500]);
    expect(moveRangeSliderThumb([450], 0, -3, options)).toEqual([30]);
  });

  it('keeps the values within the min and max limits, inside the track', () => {
    const options = { ...TRACK, minLimit: 10, maxLimit: 60 };
    expect(moveRangeSliderThumb([30], 0, 95, options)).toEqual([60]);
    expect(moveRangeSliderThumb([30], 0, 2, options)).toEqual([10]);
    expect(rangeSliderKeyTarget(30, 'End', options)).toBe(60);
    expect(rangeSliderKeyTarget(30, 'Home', options)).toBe(10);
  });

  it('stops a thumb at the min range from the other one', () => {
    const options = { ...TRACK, minRange: 10 };
    expect(moveRangeSliderThumb([20, 50], 0, 48, options)).toEqual([40, 50]);
    expect(moveRangeSliderThumb([20, 50], 1, 21, options)).toEqual([20, 30]);
  });

  it('stops a thumb at the max range from the other one', () => {
    const options = { ...TRACK, maxRange: 30 };
    expect(moveRangeSliderThumb([20, 50], 1, 90, options)).toEqual([20, 50]);
    expect(moveRangeSliderThumb([40, 50], 1, 90, options)).toEqual([40, 70]);
    expect(moveRangeSliderThumb([40, 50], 0, 0, options)).toEqual([20, 50]);
  });

  it('with push-range, pushes the other thumb instead of stopping, up to the track end', () => {
    const options = { ...TRACK, minRange: 10, pushRange: true };
    expect(moveRangeSliderThumb([20, 50], 0, 48, options)).toEqual([48, 58]);
    expect(moveRangeSliderThumb([20, 50], 0, 100, options)).toEqual([90, 100]);
    expect(moveRangeSliderThumb([20, 50], 1, 5, options)).toEqual([0, 10]);
  });

  it('with push-range and a max range, pulls the other thumb along', () => {
    const options = { ...TRACK, maxRange: 30, pushRange: true };
    expect(moveRangeSliderThumb([20, 50], 1, 90, options)).toEqual([60, 90]);
    expect(moveRangeSliderThumb([40, 50], 0, 0, options)).toEqual([0, 30]);
  });

  it('never lets the thumbs cross without a min range', () => {
    expect(moveRangeSliderThumb([20, 50], 0, 80, TRACK)).toEqual([50, 50]);
  });

  it('moves one step with the arrows, a page with PageUp / PageDown', () => {
    const options = { floor: 0, ceil: 1500, step: 5 };
    const keys: [RangeSliderKey, number][] = [
      ['ArrowRight', 455],
      ['ArrowUp', 455],
      ['ArrowLeft', 445],
      ['ArrowDown', 445],
      ['PageUp', 600],
      ['PageDown', 300],
    ];
    for (const [key, expected] of keys) expect(rangeSliderKeyTarget(450, key, options)).toBe(expected);
    expect(rangeSliderKeyTarget(450, 'PageUp', { ...options, pageStep: 50 })).toBe(500);
  });

  it('turns pointer positions into values and back', () => {
    const options = { floor: 100, ceil: 300, step: 1 };
    expect(rangeSliderValueAt(0.25, options)).toBe(150);
    expect(rangeSliderValueAt(1.4, options)).toBe(300);
    expect(rangeSliderFraction(250, options)).toBe(0.75);
    expect(nearestRangeSliderThumb([120, 200], 130)).toBe(0);
    expect(nearestRangeSliderThumb([120, 200], 180)).toBe(1);
  });

  it('announces each thumb’s reachable range', () => {
    expect(rangeSliderThumbBounds([20, 50], 0, { ...TRACK, minRange: 10, maxRange: 40 })).toEqual({
      min: 10,
      max: 40,
    });
    expect(rangeSliderThumbBounds([20, 50], 1, { ...TRACK, minRange: 10, maxRange: 40 })).toEqual({
      min: 30,
      max: 60,
    });
    expect(rangeSliderThumbBounds([20], 0, { ...TRACK, maxLimit: 70 })).toEqual({ min: 0, max: 70 });
  });

  it('keeps every invariant over any sequence of moves (property)', () => {
    const options = fc
      .record({
        minRange: fc.integer({ min: 0, max: 20 }),
        extra: fc.integer({ min: 0, max: 60 }),
        pushRange: fc.boolean(),
        minLimit: fc.integer({ min: 0, max: 10 }),
        maxLimit: fc.integer({ min: 90, max: 100 }),
      })
      .map(({ minRange, extra, ...rest }): RangeSliderOptions => ({
        ...TRACK,
        ...rest,
        minRange,
        maxRange: minRange + extra,
      }));
    const moves = fc.array(fc.tuple(fc.constantFrom<0 | 1>(0, 1), fc.integer({ min: -50, max: 150 })), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(options, moves, (opts, steps) => {
        let values: RangeSliderValues = [opts.minLimit ?? 0, (opts.minLimit ?? 0) + (opts.minRange ?? 0)];
        for (const [index, target] of steps) {
          values = moveRangeSliderThumb(values, index, target, opts);
          const [low, high] = values as readonly [number, number];
          expect(low).toBeGreaterThanOrEqual(opts.minLimit ?? 0);
          expect(high).toBeLessThanOrEqual(opts.maxLimit ?? 100);
          expect(high - low).toBeGreaterThanOrEqual(opts.minRange ?? 0);
          expect(high - low).toBeLessThanOrEqual(opts.maxRange ?? 100);
        }
      }),
      { numRuns: 500 },
    );
  });
});
