import { Checkbox } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { formFieldIds } from '../../widgets/form-field/form-field-ids.ts';
import { RequiredMark } from '../../widgets/required-marker/required-marker.tsx';
import { ToggleButtonGroup } from '../../widgets/toggle-button-group/toggle-button-group.tsx';
import { staticPagePath } from '../../app/platform/route-paths.ts';
import type { RegisterViewModel } from './register.view-model.ts';

/** The terms page of the CMS (Pages_Statiques item). */
export const TERMS_PAGE_NAME = 'cgu';

/** Dematerialisation, consents and terms of use. */
export const RegisterChoices = observer(function RegisterChoices({
  model,
}: {
  readonly model: RegisterViewModel;
}) {
  const cguError = model.errorOf('cgu');
  const cguIds = formFieldIds('inscription-cgu', { hint: false, error: cguError !== null });
  return (
    <fieldset className="portal-register-fieldset">
      <legend>Vos choix</legend>
      {model.isDematerialisationOffered ? (
        <ToggleButtonGroup
          id="inscription-demat"
          label="Je souhaite recevoir mes relevés de prestations par e-mail plutôt que par courrier"
          value={model.values.dematerialization}
          onChange={(value) => model.setDematerialization(value)}
        />
      ) : null}
      {model.consentDefinitions.map((consent) => (
        <Checkbox
          key={consent.nom}
          id={`inscription-consentement-${consent.nom}`}
          className="portal-register-checkbox"
          checked={model.values.consentAnswer(consent.nom) === true}
          onChange={(event) => model.setConsent(consent.nom, event.currentTarget.checked)}
          labelElement={<span>{consent.libelle}</span>}
        />
      ))}
      <div className="portal-field portal-register-cgu">
        <Checkbox
          id="inscription-cgu"
          className="portal-register-checkbox"
          checked={model.values.cgu}
          required
          aria-invalid={cguError === null ? undefined : true}
          aria-describedby={cguIds.describedBy}
          onChange={(event) => model.setCgu(event.currentTarget.checked)}
          labelElement={
            <span>
              J'accepte les{' '}
              <Link to={staticPagePath(TERMS_PAGE_NAME)} target="_blank" rel="noopener">
                conditions générales d'utilisation (nouvelle fenêtre)
              </Link>
              <RequiredMark />
            </span>
          }
        />
        {cguError === null ? null : (
          <div id={cguIds.errorId} className="portal-field-error">
            {cguError}
          </div>
        )}
      </div>
    </fieldset>
  );
});
