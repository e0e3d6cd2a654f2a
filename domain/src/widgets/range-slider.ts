/**
 * The range slider of spec §9 (the options of angularjs-slider, which the spec's names follow): a track from
 * `floor` to `ceil` in steps of `step`; `minLimit` / `maxLimit` keep the values inside a narrower part of the track;
 * with two thumbs, `minRange` / `maxRange` bound the distance between them, and `pushRange` makes a thumb push (or
 * pull) the other one instead of stopping when a bound is reached. Thumbs never cross. Pure: the widget keeps the
 * values and asks here where a key press or a pointer position takes them.
 */
export interface RangeSliderOptions {
  readonly floor: number;
  readonly ceil: number;
  readonly step: number;
  /** Steps of PageUp / PageDown; a tenth of the track by default. */
  readonly pageStep?: number;
  readonly minLimit?: number;
  readonly maxLimit?: number;
  readonly minRange?: number;
  readonly maxRange?: number;
  readonly pushRange?: boolean;
}

/** One value (a single thumb) or two (low, high). */
export type RangeSliderValues = readonly [number] | readonly [number, number];

export type RangeSliderKey =
  'ArrowLeft' | 'ArrowDown' | 'ArrowRight' | 'ArrowUp' | 'PageUp' | 'PageDown' | 'Home' | 'End';

const KEYS: ReadonlySet<string> = new Set([
  'ArrowLeft',
  'ArrowDown',
  'ArrowRight',
  'ArrowUp',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

export function isRangeSliderKey(key: string): key is RangeSliderKey {
  return KEYS.has(key);
}

/** The lowest and highest value a thumb may take: the track narrowed by the limits. */
export function rangeSliderBounds(options: RangeSliderOptions): {
  readonly low: number;
  readonly high: number;
} {
  const low = Math.max(options.floor, options.minLimit ?? options.floor);
  const high = Math.min(options.ceil, options.maxLimit ?? options.ceil);
  return { low, high: Math.max(low, high) };
}

/** The value snapped to the step grid (from `floor`) and kept within the bounds. */
export function snapRangeSliderValue(value: number, options: RangeSliderOptions): number {
  const { low, high } = rangeSliderBounds(options);
  const steps = Math.round((value - options.floor) / options.step);
  const snapped = Number((options.floor + steps * options.step).toFixed(10));
  return Math.min(high, Math.max(low, snapped));
}

function clampPair(
  moved: 0 | 1,
  values: readonly [number, number],
  options: RangeSliderOptions,
): readonly [number, number] {
  const { low, high } = rangeSliderBounds(options);
  const minRange = Math.max(0, options.minRange ?? 0);
  const maxRange = options.maxRange ?? Number.POSITIVE_INFINITY;
  const [a, b] = values;
  if (options.pushRange === true) {
    if (moved === 0) {
      const first = Math.min(a, high - minRange);
      const second = Math.min(high, Math.max(b, first + minRange), first + maxRange);
      return [first, Math.max(second, first + minRange)];
    }
    const second = Math.max(b, low + minRange);
    const first = Math.max(low, Math.min(a, second - minRange), second - maxRange);
    return [Math.min(first, second - minRange), second];
  }
  if (moved === 0) return [Math.min(b - minRange, Math.max(b - maxRange, a)), b];
  return [a, Math.max(a + minRange, Math.min(a + maxRange, b))];
}

/**
 * The values once thumb `index` is asked to go to `target` (a key press or a pointer position): snapped, limited,
 * then the pair rules (never crossing, min / max range, push-range).
 */
export function moveRangeSliderThumb(
  values: RangeSliderValues,
  index: 0 | 1,
  target: number,
  options: RangeSliderOptions,
): RangeSliderValues {
  const value = snapRangeSliderValue(target, options);
  if (values.length === 1) return [value];
  const next: [number, number] = index === 0 ? [value, values[1]] : [values[0], value];
  return clampPair(index, next, options);
}

/** Where a key sends a thumb's value: arrows one step, Page keys one page, Home / End the bounds. */
export function rangeSliderKeyTarget(
  value: number,
  key: RangeSliderKey,
  options: RangeSliderOptions,
): number {
  const page =
    options.pageStep ??
    Math.max(options.step, Math.round((options.ceil - options.floor) / 10 / options.step) * options.step);
  const { low, high } = rangeSliderBounds(options);
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - options.step;
    case 'ArrowRight':
    case 'ArrowUp':
      return value + options.step;
    case 'PageDown':
      return value - page;
    case 'PageUp':
      return value + page;
    case 'Home':
      return low;
    case 'End':
      return high;
  }
}

/** A pointer at `fraction` of the track's width (0 left, 1 right) as a value. */
export function rangeSliderValueAt(fraction: number, options: RangeSliderOptions): number {
  const clamped = Math.min(1, Math.max(0, fraction));
  return options.floor + clamped * (options.ceil - options.floor);
}

/** Where a value sits along the track, from 0 to 1 (the thumb's and the selection bar's CSS position). */
export function rangeSliderFraction(value: number, options: RangeSliderOptions): number {
  const span = options.ceil - options.floor;
  return span <= 0 ? 0 : Math.min(1, Math.max(0, (value - options.floor) / span));
}

/** With two thumbs, the one a pointer press at `target` moves: the nearer one (the high one on a tie above it). */
export function nearestRangeSliderThumb(values: RangeSliderValues, target: number): 0 | 1 {
  if (values.length === 1) return 0;
  return Math.abs(target - values[0]) < Math.abs(target - values[1]) || target < values[0] ? 0 : 1;
}

/** The values a thumb's `aria-valuemin` / `aria-valuemax` announce: its reachable range given the other thumb. */
export function rangeSliderThumbBounds(
  values: RangeSliderValues,
  index: 0 | 1,
  options: RangeSliderOptions,
): { readonly min: number; readonly max: number } {
  const { low, high } = rangeSliderBounds(options);
  if (values.length === 1 || options.pushRange === true) {
    const minRange = values.length === 2 ? Math.max(0, options.minRange ?? 0) : 0;
    return index === 0 ? { min: low, max: high - minRange } : { min: low + minRange, max: high };
  }
  const minRange = Math.max(0, options.minRange ?? 0);
  const maxRange = options.maxRange ?? Number.POSITIVE_INFINITY;
  return index === 0
    ? { min: Math.max(low, values[1] - maxRange), max: values[1] - minRange }
    : { min: values[0] + minRange, max: Math.min(high, values[0] + maxRange) };
}
