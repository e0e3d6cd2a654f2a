import './referentiels.css';
import { Button, Callout, HTMLTable, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import type { RequestDelaysViewModel } from './request-delays.view-model.ts';

/** « Référentiels » › « Délais de traitement » (habilitation referentiels; editable with Modification). */
export const RequestDelaysScreen = observer(function RequestDelaysScreen({
  model,
}: {
  model: RequestDelaysViewModel;
}) {
  useEffect(() => {
    void model.load();
  }, [model]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.save();
  };
  return (
    <BackOfficePage title="Délais de traitement des demandes">
      <p>
        La date de réponse attendue d'une demande est sa date d'envoi plus le délai de son type. Une demande
        non traitée à cette date est signalée « En retard ».
      </p>
      {model.status === 'failed' ? (
        <Callout intent="danger" title="Les délais n'ont pas pu être lus">
          {model.failure}
        </Callout>
      ) : null}
      {model.status === 'loading' ? <p>Chargement des délais…</p> : null}
      {model.server === null ? null : (
        <form onSubmit={onSubmit} noValidate aria-label="Délais de traitement">
          <HTMLTable className="ref-table" striped compact>
            <caption className="bo-visually-hidden">Délai cible de chaque type de demande</caption>
            <thead>
              <tr>
                <th scope="col">Type de demande</th>
                <th scope="col">Délai enregistré</th>
                <th scope="col">Délai (heures)</th>
              </tr>
            </thead>
            <tbody>
              {model.rows.map((row) => {
                const id = `delai-${row.type}`;
                return (
                  <tr key={row.type}>
                    <th scope="row">
                      <label htmlFor={id}>{row.label}</label>
                    </th>
                    <td>{row.saved}</td>
                    <td>
                      <InputGroup
                        id={id}
                        inputMode="numeric"
                        autoComplete="off"
                        readOnly={!model.canEdit}
                        value={row.typed}
                        intent={row.error === null ? 'none' : 'danger'}
                        aria-invalid={row.error === null ? undefined : true}
                        aria-describedby={row.error === null ? undefined : `${id}-erreur`}
                        onValueChange={(value) => model.setHours(row.type, value)}
                        rightElement={<span className="ref-unit">h</span>}
                      />
                      {row.error === null ? null : (
                        <p id={`${id}-erreur`} className="ref-error">
                          {row.error}
                        </p>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
          <div role="alert">
            {model.staleMessage === null ? null : <Callout intent="warning">{model.staleMessage}</Callout>}
            {model.failure === null || model.status !== 'loaded' ? null : (
              <Callout intent="danger">{model.failure}</Callout>
            )}
          </div>
          {model.canEdit ? (
            <p className="ref-buttons">
              <Button type="submit" intent="primary" loading={model.saving}>
                Enregistrer
              </Button>
              <Button type="button" variant="outlined" disabled={!model.isDirty} onClick={model.discard}>
                Annuler les modifications
              </Button>
            </p>
          ) : (
            <p>
              Consultation seule : la modification demande l'habilitation « Référentiels » en modification.
            </p>
          )}
        </form>
      )}
    </BackOfficePage>
  );
});
