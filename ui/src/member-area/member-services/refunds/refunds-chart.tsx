import { HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { RefundsChartData, RefundsMonthRow } from './refund-rows.ts';

/** Whole euros on the y axis, French grouping (`12 000 €`). */
const EUROS = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
function euroTick(value: number): string {
  return `${EUROS.format(value)} €`;
}

/** Series colours (3:1 at least against white, told apart by the legend order too). */
export const CHART_COLOURS = Object.freeze({ secu: '#1f5fa8', mutuelle: '#2e7d32', reste: '#b45309' });

/**
 * Draws the stacked bars with uPlot, loaded only when the chart is shown (its own chunk). uPlot has no
 * stacking: each series is drawn as the running total of the shares below it, tallest first.
 */
function useStackedBars(host: React.RefObject<HTMLDivElement | null>, data: RefundsChartData): void {
  useEffect(() => {
    const element = host.current;
    if (element === null || data.labels.length === 0) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const x = data.labels.map((_, index) => index);
      const secu = data.secu;
      const mutuelle = secu.map((value, index) => value + (data.mutuelle[index] ?? 0));
      const total = mutuelle.map((value, index) => value + (data.resteACharge[index] ?? 0));
      const bars = UPlot.paths.bars?.({ size: [0.6, 48] });
      const series = (label: string, colour: string) => ({
        label,
        fill: colour,
        stroke: colour,
        points: { show: false },
        ...(bars === undefined ? {} : { paths: bars }),
      });
      chart = new UPlot(
        {
          width: Math.max(280, element.clientWidth - 8),
          height: 260,
          // Room on the right for half of the last month's label, centred on its bar (« nov. 2025 », not « nov. 202 »).
          padding: [12, 32, 0, 0],
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            { values: (_u: unknown, ticks: number[]) => ticks.map((tick) => data.labels[tick] ?? '') },
            { values: (_u: unknown, ticks: number[]) => ticks.map(euroTick), size: 84 },
          ],
          series: [
            {},
            series('Reste à charge', CHART_COLOURS.reste),
            series('Mutuelle', CHART_COLOURS.mutuelle),
            series('Sécurité sociale', CHART_COLOURS.secu),
          ],
        },
        [x, total, mutuelle, [...secu]],
        element,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [host, data]);
}

/** « Mes remboursements sur 12 mois »: the stacked chart (hidden from screen readers) and its data table. */
export const RefundsChart = observer(function RefundsChart({
  data,
  rows,
}: {
  data: RefundsChartData;
  rows: readonly RefundsMonthRow[];
}) {
  const host = useRef<HTMLDivElement>(null);
  useStackedBars(host, data);
  return (
    <figure className="refunds-chart" aria-labelledby="refunds-chart-title">
      <figcaption id="refunds-chart-title">
        <h2>Vos remboursements des 12 derniers mois</h2>
      </figcaption>
      <ul className="refunds-legend" aria-hidden="true">
        <li>
          <span style={{ background: CHART_COLOURS.secu }} /> Sécurité sociale
        </li>
        <li>
          <span style={{ background: CHART_COLOURS.mutuelle }} /> Mutuelle
        </li>
        <li>
          <span style={{ background: CHART_COLOURS.reste }} /> Reste à charge
        </li>
      </ul>
      <div ref={host} className="refunds-chart-canvas" aria-hidden="true" data-testid="refunds-chart" />
      <details className="refunds-chart-data">
        <summary>Afficher les données du graphique en tableau</summary>
        <HTMLTable className="member-table member-table-stacked" compact data-testid="refunds-months-table">
          <caption className="portal-visually-hidden">
            Montants remboursés par mois : Sécurité sociale, mutuelle et reste à charge
          </caption>
          <thead>
            <tr>
              <th scope="col">Mois</th>
              <th scope="col">Sécurité sociale</th>
              <th scope="col">Mutuelle</th>
              <th scope="col">Reste à charge</th>
              <th scope="col">Total des soins</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.mois}>
                <th scope="row" data-label="Mois">
                  {row.label}
                </th>
                <td className="refunds-amount" data-label="Sécurité sociale">
                  {row.secu}
                </td>
                <td className="refunds-amount" data-label="Mutuelle">
                  {row.mutuelle}
                </td>
                <td className="refunds-amount" data-label="Reste à charge">
                  {row.resteACharge}
                </td>
                <td className="refunds-amount" data-label="Total des soins">
                  {row.total}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </details>
    </figure>
  );
});
