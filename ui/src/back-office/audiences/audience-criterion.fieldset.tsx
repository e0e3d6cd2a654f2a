import { Button, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ContractState } from '@portail/domain';
import {
  AUDIENCE_CRITERION_LABELS,
  CONTRACT_STATE_LABELS,
  CONTRACT_STATES,
  MEMBER_ROLES,
  roleLabel,
} from '@portail/domain';
import { observer } from 'mobx-react-lite';
import type { CriterionRow } from './audience-criterion-row.ts';
import { toggled } from './audience-criterion-row.ts';
import type { AudienceEditorViewModel } from './audience-editor.view-model.ts';

function Choices({
  name,
  options,
  chosen,
  onChange,
}: {
  name: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (values: readonly string[]) => void;
}) {
  return (
    <div className="bo-audience-choices">
      {options.map((option) => (
        <Checkbox
          key={option.value}
          name={name}
          label={option.label}
          checked={chosen.includes(option.value)}
          onChange={(event) => onChange(toggled(chosen, option.value, event.currentTarget.checked))}
        />
      ))}
    </div>
  );
}

/** One criterion of the editor: a fieldset named by its type, its values, « Retirer ». */
export const AudienceCriterionFieldset = observer(function AudienceCriterionFieldset({
  model,
  row,
  index,
}: {
  model: AudienceEditorViewModel;
  row: CriterionRow;
  index: number;
}) {
  const id = `critere-${String(row.key)}`;
  const error = model.rowError(index);
  const errorId = `${id}-erreur`;
  const update = (change: Partial<Omit<CriterionRow, 'key' | 'type'>>) =>
    model.updateCriterion(row.key, change);
  const label = AUDIENCE_CRITERION_LABELS[row.type];
  return (
    <fieldset className="bo-audience-criterion" aria-describedby={error === null ? undefined : errorId}>
      <legend>{label}</legend>
      {row.type === 'offre' ? (
        <Choices
          name={id}
          options={model.choices.offres.map((offre) => ({ value: offre, label: offre }))}
          chosen={row.offres}
          onChange={(offres) => update({ offres })}
        />
      ) : null}
      {row.type === 'etat-contrat' ? (
        <Choices
          name={id}
          options={CONTRACT_STATES.map((etat: ContractState) => ({
            value: etat,
            label: CONTRACT_STATE_LABELS[etat],
          }))}
          chosen={row.etats}
          onChange={(etats) => update({ etats })}
        />
      ) : null}
      {row.type === 'role' ? (
        <Choices
          name={id}
          options={MEMBER_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
          chosen={row.roles}
          onChange={(roles) => update({ roles })}
        />
      ) : null}
      {row.type === 'fonctionnalite' ? (
        <>
          <label htmlFor={`${id}-valeur`}>Fonctionnalité</label>
          <HTMLSelect
            id={`${id}-valeur`}
            value={row.fonctionnalite}
            onChange={(event) => update({ fonctionnalite: event.currentTarget.value })}
            options={[
              { value: '', label: 'Choisir…' },
              ...model.choices.fonctionnalites.map((f) => ({ value: f, label: f })),
            ]}
          />
        </>
      ) : null}
      {row.type === 'sans-connexion' ? (
        <>
          <label htmlFor={`${id}-valeur`}>Nombre de mois sans connexion</label>
          <InputGroup
            id={`${id}-valeur`}
            inputMode="numeric"
            autoComplete="off"
            value={row.mois}
            onValueChange={(mois) => update({ mois })}
            rightElement={<span className="bo-audience-unit">mois</span>}
          />
        </>
      ) : null}
      {error === null ? null : (
        <p id={errorId} className="bo-audience-error">
          {error}
        </p>
      )}
      <Button
        variant="minimal"
        intent="danger"
        text="Retirer"
        aria-label={`Retirer le critère « ${label} »`}
        onClick={() => model.removeCriterion(row.key)}
      />
    </fieldset>
  );
});
