import './statistics.css';
import { Button, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect } from 'react';
import { DatePicker } from '../../widgets/date-picker/date-picker.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { StatisticsFigureCard } from './statistics-figure.tsx';
import { GRANULARITY_CHOICES, type StatisticsViewModel } from './statistics.view-model.ts';

/** « Statistiques » (habilitation statistiques): the period, then every figure with its table and CSV file. */
export const StatisticsScreen = observer(function StatisticsScreen({
  model,
}: {
  model: StatisticsViewModel;
}) {
  useEffect(() => {
    void model.load();
  }, [model]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.load();
  };
  return (
    <BackOfficePage title="Statistiques">
      <form
        className="statistiques-periode"
        onSubmit={onSubmit}
        aria-label="Période des statistiques"
        noValidate
      >
        <DatePicker id="statistiques-du" label="Du" model={model.from} error={model.periodError} />
        <DatePicker id="statistiques-au" label="Au" model={model.to} />
        <FormField id="statistiques-granularite" label="Regroupement">
          {(control) => (
            <HTMLSelect
              {...control}
              value={model.granularity}
              onChange={(event) => model.setGranularity(event.currentTarget.value)}
              options={GRANULARITY_CHOICES.map((choice) => ({ value: choice.value, label: choice.label }))}
            />
          )}
        </FormField>
        <div className="statistiques-periode-bouton">
          <Button type="submit" intent="primary" loading={model.status === 'loading'}>
            Afficher
          </Button>
        </div>
      </form>
      {model.status === 'failed' ? (
        <p role="alert" className="statistiques-erreur">
          Les statistiques n'ont pas pu être lues : {model.failure}
        </p>
      ) : null}
      {model.status === 'loading' && model.dashboard === null ? <p>Chargement des statistiques…</p> : null}
      <div className="statistiques-figures">
        {model.figures.map((figure) => (
          <StatisticsFigureCard key={figure.id} figure={figure} model={model} />
        ))}
      </div>
    </BackOfficePage>
  );
});
