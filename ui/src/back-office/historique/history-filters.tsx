import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { DatePicker } from '../../widgets/date-picker/date-picker.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { AREA_CHOICES } from './history-filters.view-model.ts';
import type { HistoryViewModel } from './history.view-model.ts';

/** The filters' form: staff member, area, item, period; « Filtrer » and « Effacer les filtres ». */
export const HistoryFilters = observer(function HistoryFilters({ model }: { model: HistoryViewModel }) {
  const filters = model.filters;
  const issues = model.submitted ? filters.issues : {};
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.apply();
  };
  return (
    <form className="bo-filters" onSubmit={onSubmit} aria-label="Filtres de l'historique" noValidate>
      <FormField id="historique-collaborateur" label="Collaborateur (identifiant)">
        {(control) => (
          <InputGroup
            {...control}
            type="email"
            autoComplete="off"
            value={filters.login}
            onValueChange={filters.setLogin}
          />
        )}
      </FormField>
      <FormField id="historique-rubrique" label="Rubrique">
        {(control) => (
          <HTMLSelect
            {...control}
            value={filters.area}
            onChange={(event) => filters.setArea(event.currentTarget.value)}
            options={AREA_CHOICES.map((choice) => ({ value: choice.value, label: choice.label }))}
          />
        )}
      </FormField>
      <FormField id="historique-element" label="Élément">
        {(control) => (
          <InputGroup {...control} autoComplete="off" value={filters.item} onValueChange={filters.setItem} />
        )}
      </FormField>
      <DatePicker id="historique-du" label="Du" model={filters.from} error={issues.from} />
      <DatePicker id="historique-au" label="Au" model={filters.to} error={issues.to} />
      <div className="bo-filters-buttons">
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
