import { useEffect, useRef } from 'react';
import type { FigureSeries } from './statistics-figures.ts';

/** Series colours (3:1 at least against white), told apart by the legend too. */
const COLOURS = ['#1f5fa8', '#b45309', '#2e7d32', '#8e24aa'];

/**
 * A figure's chart drawn with uPlot (lines with points, one per series), loaded on first draw in its own chunk:
 * never in the portal's or the back office's first load. Hidden from screen readers: the figure's table says
 * the same.
 */
export function StatisticsChart({
  labels,
  series,
}: {
  readonly labels: readonly string[];
  readonly series: readonly FigureSeries[];
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (element === null || labels.length === 0) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      chart = new UPlot(
        {
          width: Math.max(280, element.clientWidth - 8),
          height: 220,
          padding: [12, 24, 0, 0],
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            { values: (_u: unknown, ticks: number[]) => ticks.map((tick) => labels[tick] ?? '') },
            { values: (_u: unknown, ticks: number[]) => ticks.map((tick) => String(tick)), size: 56 },
          ],
          series: [
            {},
            ...series.map((s, i) => ({
              label: s.label,
              stroke: COLOURS[i % COLOURS.length] ?? '#1f5fa8',
              width: 2,
              points: { show: true, size: 5 },
            })),
          ],
        },
        [labels.map((_, i) => i), ...series.map((s) => [...s.values])],
        element,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series]);
  return <div ref={host} className="statistiques-chart" aria-hidden="true" />;
}
