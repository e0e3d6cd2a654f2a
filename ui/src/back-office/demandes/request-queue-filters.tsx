import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import {
  AGE_CHOICES,
  LATE_CHOICES,
  SORT_CHOICES,
  STATUS_CHOICES,
  TYPE_CHOICES,
} from './request-queue-filters.view-model.ts';
import type { RequestQueueViewModel } from './request-queue.view-model.ts';

/** The queue's filters and order; « Filtrer » and « Effacer les filtres ». */
export const RequestQueueFilters = observer(function RequestQueueFilters({
  model,
}: {
  model: RequestQueueViewModel;
}) {
  const f = model.filters;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.apply();
  };
  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: readonly { value: string; label: string }[],
  ) => (
    <FormField id={id} label={label}>
      {(control) => (
        <HTMLSelect
          {...control}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
        />
      )}
    </FormField>
  );
  return (
    <form className="dem-filters" onSubmit={onSubmit} aria-label="Filtres des demandes" noValidate>
      {select('demandes-type', 'Type', f.type, f.setType, TYPE_CHOICES)}
      {select('demandes-statut', 'Statut', f.status, f.setStatus, STATUS_CHOICES)}
      {select('demandes-age', 'Âge', f.age, f.setAge, AGE_CHOICES)}
      {select('demandes-retard', 'Retard', f.late, f.setLate, LATE_CHOICES)}
      {select('demandes-attribuee', 'Attribuée à', f.assignedTo, f.setAssignedTo, model.assigneeChoices)}
      <FormField id="demandes-offre" label="Offre (code)">
        {(control) => (
          <InputGroup {...control} autoComplete="off" value={f.offer} onValueChange={f.setOffer} />
        )}
      </FormField>
      <FormField id="demandes-adherent" label="N° adhérent">
        {(control) => (
          <InputGroup
            {...control}
            autoComplete="off"
            inputMode="numeric"
            value={f.memberNumber}
            onValueChange={f.setMemberNumber}
          />
        )}
      </FormField>
      {select('demandes-tri', 'Trier par', f.sort, f.setSort, SORT_CHOICES)}
      <div className="dem-filters-buttons">
        <Button type="submit" intent="primary" loading={model.list.status === 'loading'}>
          Filtrer
        </Button>
        <Button type="button" variant="outlined" onClick={() => void model.clear()}>
          Effacer les filtres
        </Button>
      </div>
    </form>
  );
});
