import { Checkbox, Classes, Radio } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { staticPagePath } from '../../app/platform/route-paths.ts';
import { RequiredMark } from '../../widgets/required-marker/required-marker.tsx';
import type { ActivateUserViewModel } from './activate-user.view-model.ts';

/** Static CMS page holding the terms of use (reference seed: Pages_Statiques / cgu). */
const TERMS_PAGE = 'cgu';

/**
 * Terms and consents added to the activation form of an account created by an administrator (spec §2, §6):
 * the terms checkbox, then each consent answered Oui / Non (radio buttons in a fieldset).
 */
export const ActivationTerms = observer(function ActivationTerms({
  model,
}: {
  model: ActivateUserViewModel;
}) {
  const termsError = model.errorOf('CGU');
  const consentsError = model.errorOf('consentements');
  return (
    <>
      {model.consents.length === 0 ? null : (
        <fieldset
          className="portal-consents"
          aria-describedby={consentsError === null ? undefined : 'consentements-erreur'}
        >
          <legend>
            Mes consentements
            <RequiredMark />
          </legend>
          {model.consents.map((consent, index) => {
            const missing = model.isConsentMissing(consent.nom);
            const name = `consentement-${String(index + 1)}`;
            return (
              <fieldset key={consent.nom} className="portal-consent" data-missing={missing}>
                <legend>{consent.libelle}</legend>
                <div className="portal-consent-choices">
                  <Radio
                    name={name}
                    label="Oui"
                    checked={consent.accepted === true}
                    onChange={() => model.answerConsent(consent.nom, true)}
                    aria-invalid={missing ? true : undefined}
                    required
                  />
                  <Radio
                    name={name}
                    label="Non"
                    checked={consent.accepted === false}
                    onChange={() => model.answerConsent(consent.nom, false)}
                    aria-invalid={missing ? true : undefined}
                    required
                  />
                </div>
              </fieldset>
            );
          })}
          {consentsError === null ? null : (
            <div id="consentements-erreur" className="portal-field-error">
              {consentsError}
            </div>
          )}
        </fieldset>
      )}
      <div className={`${Classes.FORM_GROUP} portal-field`}>
        <Checkbox
          id="cgu"
          checked={model.cgu}
          onChange={(event) => model.setCgu(event.currentTarget.checked)}
          aria-invalid={termsError === null ? undefined : true}
          aria-describedby={termsError === null ? undefined : 'cgu-erreur'}
          required
          labelElement={
            <>
              J'ai lu et j'accepte les conditions générales d'utilisation
              <RequiredMark />
            </>
          }
        />
        <a href={`#${staticPagePath(TERMS_PAGE)}`} target="_blank" rel="noopener noreferrer">
          Consulter les conditions générales d'utilisation (nouvelle fenêtre)
        </a>
        {termsError === null ? null : (
          <div id="cgu-erreur" className="portal-field-error">
            {termsError}
          </div>
        )}
      </div>
    </>
  );
});
