import { Button, Spinner } from '@blueprintjs/core';
import { HelpIcon } from '@blueprintjs/icons/lib/esm/generated/components/help';
import { ONE_OF_TWO_IDENTIFIERS_HINT, POSTAL_CODE_LENGTH } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { DatePicker } from '../../widgets/date-picker/date-picker.tsx';
import { NirInput } from '../../widgets/nir-input/nir-input.tsx';
import { RegisterTextInput } from './register-text-field.tsx';
import type { RegisterViewModel } from './register.view-model.ts';

/** Who the member is: member number and/or NIR (by mode), names, birth date, postal code. */
export const RegisterIdentityFields = observer(function RegisterIdentityFields({
  model,
}: {
  readonly model: RegisterViewModel;
}) {
  const separator = model.layout?.identifierSeparator;
  // Not Blueprint's `loading` (it disables the button, which drops the focus to the page while the help
  // loads, so the dialog could not give it back on close): a spinner icon and aria-busy instead.
  const nirHelpLoading = model.nirHelp.status === 'loading';
  return (
    <fieldset className="portal-register-fieldset">
      <legend>Votre identité</legend>
      {separator === 'ou' ? <p className="portal-register-hint">{ONE_OF_TWO_IDENTIFIERS_HINT}</p> : null}
      {model.isVisible('numeroContrat') ? (
        <RegisterTextInput model={model} field="numeroContrat" label="Numéro d'adhérent" maxLength={30} />
      ) : null}
      {separator === undefined ? null : <p className="portal-register-separator">{separator}</p>}
      {model.isVisible('nir') ? (
        <div className="portal-register-nir">
          <NirInput
            id="inscription-nir"
            model={model.nir}
            allowMonaco={model.context?.monacoNumbers === true}
            required={model.isRequired('nir')}
            error={model.errorOf('nir')}
          />
          <Button
            variant="minimal"
            intent="primary"
            icon={nirHelpLoading ? <Spinner size={16} aria-hidden="true" /> : <HelpIcon />}
            aria-haspopup="dialog"
            aria-busy={nirHelpLoading}
            onClick={() => {
              if (!nirHelpLoading) void model.nirHelp.open();
            }}
          >
            Où trouver mon numéro de sécurité sociale ?
          </Button>
        </div>
      ) : null}
      <RegisterTextInput model={model} field="nom" label="Nom" autoComplete="family-name" maxLength={100} />
      <RegisterTextInput
        model={model}
        field="prenom"
        label="Prénom"
        autoComplete="given-name"
        maxLength={100}
      />
      <DatePicker
        id="inscription-dateNaissance"
        label="Date de naissance"
        model={model.birthDate}
        required
        error={model.errorOf('dateNaissance')}
        autoComplete="bday"
      />
      {model.isVisible('codePostal') ? (
        <RegisterTextInput
          model={model}
          field="codePostal"
          label="Code postal"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
          hint="5 chiffres"
        />
      ) : null}
    </fieldset>
  );
});
