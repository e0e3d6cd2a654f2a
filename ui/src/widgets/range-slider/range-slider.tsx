import './range-slider.css';
import type { RangeSliderOptions, RangeSliderValues } from '@portail/domain';
import {
  isRangeSliderKey,
  moveRangeSliderThumb,
  nearestRangeSliderThumb,
  rangeSliderBounds,
  rangeSliderFraction,
  rangeSliderKeyTarget,
  rangeSliderThumbBounds,
  rangeSliderValueAt,
} from '@portail/domain';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';

export interface RangeSliderProps {
  readonly id: string;
  /** The id of the visible label the thumbs are named by. */
  readonly labelledBy: string;
  readonly values: RangeSliderValues;
  readonly options: RangeSliderOptions;
  readonly onChange: (values: RangeSliderValues) => void;
  /** What a screen reader says for a value (`aria-valuetext`), e.g. « 450 euros ». */
  readonly valueText: (value: number) => string;
  /** With two thumbs, what each one is (« minimum », « maximum »), added to the label. */
  readonly thumbLabels?: readonly [string, string];
  /** Id of a text describing the slider (limits), if any. */
  readonly describedBy?: string;
}

/**
 * The range slider of spec §9: one or two thumbs on a track, the min / max limits shown as a shaded part of the
 * track, min / max range and push-range between two thumbs (the rules are the domain's `range-slider`). Each thumb
 * is a `role="slider"` with its reachable range and `aria-valuetext`; keyboard: arrows one step, PageUp / PageDown
 * one page, Home / End the limits. A press on the track moves the nearer thumb there, and it follows the pointer.
 */
export function RangeSlider({
  id,
  labelledBy,
  values,
  options,
  onChange,
  valueText,
  thumbLabels,
  describedBy,
}: RangeSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef<0 | 1 | null>(null);
  const { low, high } = rangeSliderBounds(options);
  const percent = (value: number) => `${String(rangeSliderFraction(value, options) * 100)}%`;

  const valueAtPointer = (event: PointerEvent<HTMLDivElement>): number => {
    const box = track.current?.getBoundingClientRect();
    if (box === undefined || box.width === 0) return values[0];
    return rangeSliderValueAt((event.clientX - box.left) / box.width, options);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = valueAtPointer(event);
    const index = nearestRangeSliderThumb(values, target);
    dragging.current = index;
    event.currentTarget.setPointerCapture(event.pointerId);
    document.getElementById(`${id}-poignee-${String(index)}`)?.focus();
    onChange(moveRangeSliderThumb(values, index, target, options));
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === null) return;
    onChange(moveRangeSliderThumb(values, dragging.current, valueAtPointer(event), options));
  };

  const onKeyDown = (index: 0 | 1) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isRangeSliderKey(event.key)) return;
    event.preventDefault();
    const current = values[index] ?? values[0];
    onChange(moveRangeSliderThumb(values, index, rangeSliderKeyTarget(current, event.key, options), options));
  };

  const first = values[0];
  const last = values.length === 2 ? values[1] : values[0];
  return (
    <div className="range-slider" id={id}>
      <div
        ref={track}
        className="range-slider-track"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (dragging.current = null)}
        onPointerCancel={() => (dragging.current = null)}
      >
        <div className="range-slider-limit" style={{ left: 0, width: percent(low) }} />
        <div className="range-slider-limit" style={{ left: percent(high), right: 0 }} />
        <div
          className="range-slider-selection"
          style={
            values.length === 2
              ? { left: percent(first), width: `calc(${percent(last)} - ${percent(first)})` }
              : { left: 0, width: percent(first) }
          }
        />
        {values.map((value, position) => {
          const index = position === 0 ? 0 : 1;
          const bounds = rangeSliderThumbBounds(values, index, options);
          const extra = thumbLabels?.[index];
          return (
            <div
              key={index}
              id={`${id}-poignee-${String(index)}`}
              className="range-slider-thumb"
              role="slider"
              tabIndex={0}
              aria-labelledby={
                extra === undefined ? labelledBy : `${labelledBy} ${id}-poignee-${String(index)}-nom`
              }
              aria-describedby={describedBy}
              aria-orientation="horizontal"
              aria-valuemin={bounds.min}
              aria-valuemax={bounds.max}
              aria-valuenow={value}
              aria-valuetext={valueText(value)}
              style={{ left: percent(value) }}
              onKeyDown={onKeyDown(index)}
            >
              {extra === undefined ? null : (
                <span id={`${id}-poignee-${String(index)}-nom`} className="range-slider-thumb-name">
                  {extra}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div className="range-slider-ends" aria-hidden="true">
        <span>{valueText(options.floor)}</span>
        <span>{valueText(options.ceil)}</span>
      </div>
    </div>
  );
}
