import './referentiels.css';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { REFERENCE_DATA_KINDS, REFERENCE_DATA_KIND_LABELS } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { ReferenceValuesTable } from './reference-values-table.tsx';
import type { ReferenceValuesViewModel } from './reference-values.view-model.ts';

const AddForm = observer(function AddForm({ model }: { model: ReferenceValuesViewModel }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.add();
  };
  const { code, libelle } = model.addErrors;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ref-ajout-titre" className="ref-add">
      <h2 id="ref-ajout-titre">Ajouter une valeur</h2>
      <FormGroup label="Code" labelFor="ref-nouveau-code" helperText={code} intent={code ? 'danger' : 'none'}>
        <InputGroup
          id="ref-nouveau-code"
          autoComplete="off"
          value={model.newCode}
          aria-invalid={code ? true : undefined}
          aria-describedby={code ? 'ref-nouveau-code-erreur' : undefined}
          onValueChange={model.setNewCode}
        />
        {code ? (
          <span id="ref-nouveau-code-erreur" className="bo-visually-hidden">
            {code}
          </span>
        ) : null}
      </FormGroup>
      <FormGroup
        label="Libellé"
        labelFor="ref-nouveau-libelle"
        helperText={libelle}
        intent={libelle ? 'danger' : 'none'}
      >
        <InputGroup
          id="ref-nouveau-libelle"
          autoComplete="off"
          value={model.newLabel}
          aria-invalid={libelle ? true : undefined}
          aria-describedby={libelle ? 'ref-nouveau-libelle-erreur' : undefined}
          onValueChange={model.setNewLabel}
        />
        {libelle ? (
          <span id="ref-nouveau-libelle-erreur" className="bo-visually-hidden">
            {libelle}
          </span>
        ) : null}
      </FormGroup>
      <Button type="submit" intent="primary" loading={model.busy}>
        Ajouter
      </Button>
    </form>
  );
});

/** « Référentiels » › « Valeurs »: the nine kinds of spec §3 and the values of the one chosen. */
export const ReferenceValuesScreen = observer(function ReferenceValuesScreen({
  model,
}: {
  model: ReferenceValuesViewModel;
}) {
  useEffect(() => {
    void model.load();
  }, [model]);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void model.load();
  };
  const confirming = model.confirmingDisable;
  return (
    <BackOfficePage title="Valeurs des référentiels">
      <div className="ref-layout">
        <nav aria-label="Référentiels" className="ref-kinds">
          <ul>
            {REFERENCE_DATA_KINDS.map((kind) => (
              <li key={kind}>
                <Button
                  variant="minimal"
                  fill
                  alignText="start"
                  active={model.kind === kind}
                  aria-current={model.kind === kind ? 'true' : undefined}
                  onClick={() => model.selectKind(kind)}
                >
                  {REFERENCE_DATA_KIND_LABELS[kind]}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="ref-valeurs-titre" className="ref-values">
          <h2 id="ref-valeurs-titre">{model.kindLabel}</h2>
          <p>
            Une valeur désactivée n'est plus proposée dans les formulaires mais reste affichée là où elle est
            déjà utilisée ; aucune valeur n'est supprimée.
          </p>
          <form role="search" onSubmit={onSearch} className="ref-search">
            <label htmlFor="ref-recherche">Rechercher (code ou libellé)</label>
            <InputGroup
              id="ref-recherche"
              type="search"
              autoComplete="off"
              value={model.search}
              onValueChange={model.setSearch}
            />
            <Button type="submit" variant="outlined">
              Rechercher
            </Button>
          </form>
          <div role="alert">
            {model.alert === null ? null : <Callout intent="warning">{model.alert}</Callout>}
          </div>
          {model.status === 'loading' ? <p>Chargement des valeurs…</p> : null}
          {model.status === 'loaded' && model.values.length === 0 ? <p>Aucune valeur trouvée.</p> : null}
          {model.values.length === 0 ? null : <ReferenceValuesTable model={model} />}
          {model.next === null ? null : (
            <Button variant="outlined" onClick={() => void model.load(true)}>
              Afficher les valeurs suivantes
            </Button>
          )}
          {model.canCreate ? <AddForm model={model} /> : null}
          {model.canEdit ? null : (
            <p>
              Consultation seule : la modification demande l'habilitation « Référentiels » en modification.
            </p>
          )}
        </section>
      </div>
      {confirming === null ? null : (
        <ConfirmDialog
          title={`Désactiver « ${confirming.label} » ?`}
          confirmLabel="Désactiver"
          intent="danger"
          busy={model.busy}
          onConfirm={() => void model.confirmDisable()}
          onCancel={model.cancelDisable}
        >
          <p>
            « {confirming.label} » ({confirming.code}) ne sera plus proposée dans les formulaires. Elle reste
            affichée là où elle est déjà utilisée et peut être réactivée à tout moment.
          </p>
        </ConfirmDialog>
      )}
    </BackOfficePage>
  );
});
