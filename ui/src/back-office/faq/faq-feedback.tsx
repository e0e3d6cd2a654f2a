import { Button, Callout, HTMLTable, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import type { FaqFeedbackViewModel } from './faq-feedback.view-model.ts';

type Column = 'titre' | 'clics' | 'oui' | 'non' | 'commentaires';
const COLUMNS: readonly (readonly [Column, string])[] = [
  ['titre', 'Question'],
  ['clics', 'Clics'],
  ['oui', 'Oui'],
  ['non', 'Non'],
  ['commentaires', 'Commentaires'],
];
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' });

/** « Avis des adhérents »: the period filter, the per-question table (sortable headers), the missed searches. */
export const FaqFeedback = observer(function FaqFeedback({ model }: { model: FaqFeedbackViewModel }) {
  useEffect(() => {
    void model.apply();
  }, [model]);
  const sortState = (column: Column) =>
    model.sort === column ? (model.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <section aria-labelledby="faq-avis-titre">
      <h2 id="faq-avis-titre">Avis des adhérents</h2>
      <form
        className="faq-feedback-filters"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.apply();
        }}
      >
        <FormField
          id="faq-avis-du"
          label="Du"
          hint="AAAA-MM-JJ"
          error={model.submitted ? model.fromError : undefined}
        >
          {(control) => (
            <InputGroup {...control} type="date" value={model.from} onValueChange={(v) => model.setFrom(v)} />
          )}
        </FormField>
        <FormField
          id="faq-avis-au"
          label="Au"
          hint="AAAA-MM-JJ"
          error={model.submitted ? model.toError : undefined}
        >
          {(control) => (
            <InputGroup {...control} type="date" value={model.to} onValueChange={(v) => model.setTo(v)} />
          )}
        </FormField>
        <Button type="submit">Filtrer</Button>
        <Button variant="outlined" onClick={() => void model.exportCsv()} loading={model.exporting}>
          Exporter en CSV
        </Button>
      </form>
      {model.error === null ? null : <Callout intent="danger">{model.error}</Callout>}
      {model.feedback === null ? (
        <p>Chargement des avis…</p>
      ) : (
        <>
          <HTMLTable className="faq-feedback-table" striped>
            <caption>Clics, réponses « Oui » / « Non » et commentaires par question</caption>
            <thead>
              <tr>
                {COLUMNS.map(([column, label]) => (
                  <th key={column} scope="col" aria-sort={sortState(column)}>
                    <Button variant="minimal" onClick={() => void model.sortBy(column)}>
                      {label}
                    </Button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {model.feedback.questions.map((q) => (
                <tr key={q.id}>
                  <th scope="row">{q.title}</th>
                  <td>{q.clicks}</td>
                  <td>{q.yes}</td>
                  <td>{q.no}</td>
                  <td>
                    {q.comments.length === 0 ? (
                      '—'
                    ) : (
                      <ul>
                        {q.comments.map((c, index) => (
                          <li key={`${c.date}-${String(index)}`}>
                            {day.format(new Date(c.date))} : {c.text}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <h3>Recherches sans résultat</h3>
          {model.feedback.missedSearches.length === 0 ? (
            <p>Aucune recherche sans résultat sur la période.</p>
          ) : (
            <HTMLTable className="faq-feedback-table" compact>
              <caption>Recherches des adhérents qui n&apos;ont trouvé aucune question</caption>
              <thead>
                <tr>
                  <th scope="col">Recherche</th>
                  <th scope="col">Nombre</th>
                </tr>
              </thead>
              <tbody>
                {model.feedback.missedSearches.map((s) => (
                  <tr key={s.search}>
                    <th scope="row">{s.search}</th>
                    <td>{s.count}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </>
      )}
    </section>
  );
});
