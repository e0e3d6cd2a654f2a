import { Button, Callout, HTMLTable, InputGroup } from '@blueprintjs/core';
import { ADHERENT_ACCOUNT_STATE_LABELS } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import type { AdherentSearchViewModel } from './adherent-search.view-model.ts';

const BIRTH = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });

/** « Adhérents » (habilitation adherents / Visualisation): find a member who phones. */
export const AdherentSearchScreen = observer(function AdherentSearchScreen({
  model,
}: {
  model: AdherentSearchViewModel;
}) {
  return (
    <BackOfficePage title="Adhérents">
      <form
        className="adh-search"
        role="search"
        aria-label="Rechercher un adhérent"
        onSubmit={(event) => {
          event.preventDefault();
          void model.search();
        }}
      >
        <FormField
          id="adherents-recherche"
          label="Nom, n° d'adhérent, NIR, e-mail ou téléphone"
          hint="Le début du nom suffit, sans accents ni majuscules (« dupont », « marie dup »)."
          error={model.fieldError}
          autoComplete="off"
        >
          {(control) => (
            <InputGroup
              {...control}
              type="search"
              maxLength={100}
              value={model.query}
              onValueChange={(value) => model.setQuery(value)}
            />
          )}
        </FormField>
        <Button type="submit" intent="primary" loading={model.status === 'searching'}>
          Rechercher
        </Button>
      </form>
      {model.status === 'failed' ? (
        <Callout intent="danger">
          <h2 className="adh-callout-title">La recherche n'a pas abouti</h2>
          {model.failure}
        </Callout>
      ) : null}
      {model.status === 'done' ? <p>{model.summary}</p> : null}
      {model.hits.length === 0 ? null : (
        <div className="adh-table-scroll">
          <HTMLTable className="adh-table" striped compact>
            <caption className="bo-visually-hidden">Adhérents trouvés pour « {model.searched} »</caption>
            <thead>
              <tr>
                <th scope="col">Adhérent</th>
                <th scope="col">N° d'adhérent</th>
                <th scope="col">Naissance</th>
                <th scope="col">Code postal</th>
                <th scope="col">Compte</th>
              </tr>
            </thead>
            <tbody>
              {model.hits.map((hit) => (
                <tr key={hit.id} data-testid="adherent-row">
                  <th scope="row">
                    <Link to={hit.id}>
                      {hit.firstName} {hit.lastName}
                    </Link>
                  </th>
                  <td>{hit.number}</td>
                  <td>
                    <time dateTime={hit.birthDate}>{BIRTH.format(new Date(hit.birthDate))}</time>
                  </td>
                  <td>{hit.postalCode}</td>
                  <td>{ADHERENT_ACCOUNT_STATE_LABELS[hit.account]}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </BackOfficePage>
  );
});
