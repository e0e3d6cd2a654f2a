import './audiences.css';
import { Button, Callout, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { AUDIENCE_CRITERION_LABELS } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { AudienceCriterionFieldset } from './audience-criterion.fieldset.tsx';
import type { AudienceEditorViewModel } from './audience-editor.view-model.ts';

/** One audience: its name, its criteria (all met at once) and the members they select now, counted live. */
export const AudienceEditScreen = observer(function AudienceEditScreen({
  model,
  canSave,
}: {
  model: AudienceEditorViewModel;
  canSave: boolean;
}) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState('');
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.save().then((saved) => {
      if (saved !== null) void navigate('..');
    });
  };
  const criteriaError = model.issues.criteres[0]?.message ?? null;
  const addable = model.addableTypes;
  const chosen = addable.find((type) => type === adding) ?? addable[0] ?? '';
  return (
    <BackOfficePage
      title={model.id === null ? 'Nouvelle audience' : `Audience « ${model.saved?.nom ?? ''} »`}
      actions={<Link to="..">Retour aux audiences</Link>}
    >
      {model.status === 'loading' ? <p role="status">Chargement…</p> : null}
      <div role="alert">
        {model.failure === null ? null : <Callout intent="danger">{model.failure}</Callout>}
        {model.staleMessage === null ? null : <Callout intent="warning">{model.staleMessage}</Callout>}
      </div>
      {model.status !== 'ready' ? null : (
        <form onSubmit={onSubmit} noValidate aria-label="Audience">
          <FormField
            id="audience-nom"
            label="Nom de l’audience"
            required
            error={model.issues.nom[0]?.message}
          >
            {(control) => (
              <InputGroup {...control} autoComplete="off" value={model.nom} onValueChange={model.setNom} />
            )}
          </FormField>
          <h2 className="bo-section-title">Critères (tous à la fois)</h2>
          {model.rows.length === 0 ? <p>Aucun critère pour l’instant.</p> : null}
          {model.rows.map((row, index) => (
            <AudienceCriterionFieldset key={row.key} model={model} row={row} index={index} />
          ))}
          {criteriaError === null ? null : (
            <p id="audience-criteres-erreur" className="bo-audience-error">
              {criteriaError}
            </p>
          )}
          {addable.length === 0 ? null : (
            <div className="bo-audience-add">
              <label htmlFor="audience-ajout">Critère à ajouter</label>
              <HTMLSelect
                id="audience-ajout"
                value={chosen}
                onChange={(event) => setAdding(event.currentTarget.value)}
                options={addable.map((type) => ({ value: type, label: AUDIENCE_CRITERION_LABELS[type] }))}
                aria-describedby={criteriaError === null ? undefined : 'audience-criteres-erreur'}
              />
              <Button
                variant="outlined"
                text="Ajouter le critère"
                onClick={() => model.addCriterion(chosen)}
              />
            </div>
          )}
          <p
            className="bo-audience-count"
            role="status"
            aria-live="polite"
            aria-busy={model.count.state === 'counting'}
          >
            {model.count.text}
          </p>
          {canSave ? (
            <div className="bo-actions">
              <Button type="submit" intent="primary" text="Enregistrer l’audience" loading={model.saving} />
            </div>
          ) : null}
        </form>
      )}
    </BackOfficePage>
  );
});
