import { Button, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import type { ReferenceValue } from '@portail/application';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import type { ReferenceValuesViewModel } from './reference-values.view-model.ts';

const controlId = (code: string, control: string) => `ref-${control}-${code}`;

/** Puts the focus where the model asks once the list is read again (a disabled button: its sibling). */
function useModelFocus(model: ReferenceValuesViewModel): void {
  const target = model.focus;
  useEffect(() => {
    if (target === null || model.busy || model.status !== 'loaded') return;
    const sibling = target.control === 'haut' ? 'bas' : 'haut';
    const wanted = document.getElementById(controlId(target.code, target.control));
    const element =
      wanted instanceof HTMLButtonElement && wanted.disabled
        ? document.getElementById(controlId(target.code, sibling))
        : wanted;
    element?.focus();
    model.focused();
  }, [target, model, model.busy, model.status]);
}

const RenameCell = observer(function RenameCell({ model }: { model: ReferenceValuesViewModel }) {
  const renaming = model.renaming;
  if (renaming === null) return null;
  const id = controlId(renaming.code, 'libelle');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.saveRename();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="ref-rename">
      <label htmlFor={id} className="bo-visually-hidden">
        Nouveau libellé de {renaming.code}
      </label>
      <InputGroup
        id={id}
        autoFocus
        autoComplete="off"
        value={renaming.text}
        intent={renaming.error === null ? 'none' : 'danger'}
        aria-invalid={renaming.error === null ? undefined : true}
        aria-describedby={renaming.error === null ? undefined : `${id}-erreur`}
        onValueChange={model.setRenameText}
        onKeyDown={(event) => {
          if (event.key === 'Escape') model.cancelRename();
        }}
      />
      {renaming.error === null ? null : (
        <p id={`${id}-erreur`} className="ref-error">
          {renaming.error}
        </p>
      )}
      <Button type="submit" intent="primary" size="small" loading={model.busy}>
        Enregistrer
      </Button>
      <Button type="button" variant="outlined" size="small" onClick={model.cancelRename}>
        Annuler
      </Button>
    </form>
  );
});

function ValueActions({ model, value }: { model: ReferenceValuesViewModel; value: ReferenceValue }) {
  const named = `${value.label} (${value.code})`;
  return (
    <div className="ref-actions">
      <Button
        id={controlId(value.code, 'haut')}
        size="small"
        variant="outlined"
        icon="arrow-up"
        aria-label={`Monter ${named}`}
        disabled={model.busy || !model.canMove(value, 'haut')}
        onClick={() => void model.move(value, 'haut')}
      />
      <Button
        id={controlId(value.code, 'bas')}
        size="small"
        variant="outlined"
        icon="arrow-down"
        aria-label={`Descendre ${named}`}
        disabled={model.busy || !model.canMove(value, 'bas')}
        onClick={() => void model.move(value, 'bas')}
      />
      <Button
        id={controlId(value.code, 'renommer')}
        size="small"
        variant="outlined"
        aria-label={`Renommer ${named}`}
        onClick={() => model.startRename(value)}
      >
        Renommer
      </Button>
      <Button
        id={controlId(value.code, 'etat')}
        size="small"
        variant="outlined"
        intent={value.enabled ? 'danger' : 'none'}
        aria-label={`${value.enabled ? 'Désactiver' : 'Réactiver'} ${named}`}
        disabled={model.busy}
        onClick={() => (value.enabled ? model.askDisable(value) : void model.enable(value))}
      >
        {value.enabled ? 'Désactiver' : 'Réactiver'}
      </Button>
    </div>
  );
}

/** The values of the kind chosen, in their order, with their actions (buttons: keyboard operable). */
export const ReferenceValuesTable = observer(function ReferenceValuesTable({
  model,
}: {
  model: ReferenceValuesViewModel;
}) {
  useModelFocus(model);
  return (
    <HTMLTable className="ref-table" striped compact>
      <caption className="bo-visually-hidden">
        Valeurs du référentiel « {model.kindLabel} », dans l'ordre des listes
      </caption>
      <thead>
        <tr>
          <th scope="col">Rang</th>
          <th scope="col">Code</th>
          <th scope="col">Libellé</th>
          <th scope="col">État</th>
          {model.canEdit ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {model.values.map((value) => (
          <tr key={value.code}>
            <td>{value.rank}</td>
            <td>{value.code}</td>
            <th scope="row">
              {model.renaming?.code === value.code ? <RenameCell model={model} /> : value.label}
            </th>
            <td>
              {value.enabled ? (
                <Tag intent="success" minimal>
                  Active
                </Tag>
              ) : (
                <Tag minimal>Désactivée</Tag>
              )}
            </td>
            {model.canEdit ? (
              <td>
                <ValueActions model={model} value={value} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
});
