import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { RefundsViewModel } from './refunds.view-model.ts';

/** Filters and search of the list; applied on submit (Entrée or « Filtrer »). */
export const RefundsFilters = observer(function RefundsFilters({ model }: { model: RefundsViewModel }) {
  const { form } = model;
  const dateErrorId = 'refunds-date-error';
  return (
    <form
      className="refunds-filters"
      aria-label="Filtrer les remboursements"
      onSubmit={(event) => {
        event.preventDefault();
        void model.applyFilters();
      }}
    >
      <div className="refunds-field refunds-field-search">
        <label htmlFor="refunds-search">Rechercher un acte ou un professionnel</label>
        <InputGroup
          id="refunds-search"
          type="search"
          value={form.recherche}
          onValueChange={(value) => model.setField('recherche', value)}
        />
      </div>
      <div className="refunds-field">
        <label htmlFor="refunds-beneficiary">Bénéficiaire</label>
        <HTMLSelect
          id="refunds-beneficiary"
          value={form.beneficiaire}
          onChange={(event) => model.setField('beneficiaire', event.currentTarget.value)}
          options={[
            { value: '', label: 'Tous' },
            ...model.beneficiaries.map((person) => ({
              value: person.numPers,
              label: `${person.prenom} ${person.nom}`,
            })),
          ]}
        />
      </div>
      {model.showsCareTypeFilter ? (
        <div className="refunds-field">
          <label htmlFor="refunds-type">Type de soins</label>
          <HTMLSelect
            id="refunds-type"
            value={form.typeSoin}
            onChange={(event) => model.setField('typeSoin', event.currentTarget.value)}
            options={[{ value: '', label: 'Tous' }, ...model.careTypes]}
          />
        </div>
      ) : null}
      <div className="refunds-field">
        <label htmlFor="refunds-status">Statut</label>
        <HTMLSelect
          id="refunds-status"
          value={form.statut}
          onChange={(event) => model.setField('statut', event.currentTarget.value)}
          options={[{ value: '', label: 'Tous' }, ...model.statuses]}
        />
      </div>
      <div className="refunds-field">
        <label htmlFor="refunds-from">Soins du</label>
        <InputGroup
          id="refunds-from"
          type="date"
          value={form.dateDebut}
          aria-invalid={model.dateError !== null}
          aria-describedby={model.dateError === null ? undefined : dateErrorId}
          onValueChange={(value) => model.setField('dateDebut', value)}
        />
      </div>
      <div className="refunds-field">
        <label htmlFor="refunds-to">au</label>
        <InputGroup
          id="refunds-to"
          type="date"
          value={form.dateFin}
          aria-invalid={model.dateError !== null}
          aria-describedby={model.dateError === null ? undefined : dateErrorId}
          onValueChange={(value) => model.setField('dateFin', value)}
        />
      </div>
      <div className="refunds-filter-actions">
        <Button type="submit" intent="primary">
          Filtrer
        </Button>
        {model.filtered ? (
          <Button variant="outlined" onClick={() => void model.resetFilters()}>
            Effacer les filtres
          </Button>
        ) : null}
      </div>
      {model.dateError === null ? null : (
        <p id={dateErrorId} className="refunds-error" role="alert">
          {model.dateError}
        </p>
      )}
    </form>
  );
});
