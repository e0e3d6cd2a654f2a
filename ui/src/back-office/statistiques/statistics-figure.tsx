import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { StatisticsChart } from './statistics-chart.tsx';
import type { StatisticsFigure } from './statistics-figures.ts';
import type { StatisticsViewModel } from './statistics.view-model.ts';

/** One figure: its title (h2), key numbers, chart, table alternative on demand, CSV download. */
export const StatisticsFigureCard = observer(function StatisticsFigureCard({
  figure,
  model,
}: {
  readonly figure: StatisticsFigure;
  readonly model: StatisticsViewModel;
}) {
  const titleId = `statistiques-${figure.id}-titre`;
  const tableId = `statistiques-${figure.id}-tableau`;
  const shown = model.isTableShown(figure.id);
  const empty = figure.rows.length === 0;
  return (
    <Card className="statistiques-figure" role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>{figure.title}</h2>
      {figure.summary.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {empty ? (
        <p>Aucune donnée sur la période.</p>
      ) : (
        <>
          <StatisticsChart labels={figure.labels} series={figure.series} />
          <div className="statistiques-actions">
            <Button
              variant="outlined"
              aria-expanded={shown}
              aria-controls={tableId}
              onClick={() => model.toggleTable(figure.id)}
              text={shown ? 'Masquer le tableau' : 'Afficher le tableau'}
            />
            <Button
              variant="outlined"
              icon="download"
              onClick={() => model.downloadCsv(figure.id)}
              text="Télécharger (CSV)"
              aria-label={`Télécharger « ${figure.title} » (CSV)`}
            />
          </div>
          <div id={tableId} hidden={!shown}>
            {shown && (
              <HTMLTable compact striped>
                <caption>{figure.title}</caption>
                <thead>
                  <tr>
                    {figure.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {figure.rows.map((row, i) => (
                    <tr key={i}>
                      {row.map((value, j) =>
                        j === 0 ? (
                          <th key={j} scope="row">
                            {value}
                          </th>
                        ) : (
                          <td key={j}>{value}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </div>
        </>
      )}
    </Card>
  );
});
