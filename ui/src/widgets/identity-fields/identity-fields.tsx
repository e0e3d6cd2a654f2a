import '../form-feedback/account-recovery.css';
import { InputGroup } from '@blueprintjs/core';
import { isRegisterFieldMarkedRequired, ONE_OF_TWO_IDENTIFIERS_HINT } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { DatePicker } from '../date-picker/date-picker.tsx';
import { FormField } from '../form-field/form-field.tsx';
import { NirInput } from '../nir-input/nir-input.tsx';
import type { IdentityFieldsViewModel } from './identity-fields.view-model.ts';

export interface IdentityFieldsProps {
  readonly model: IdentityFieldsViewModel;
  /** Prefix of the element ids (several groups on one page stay unique). */
  readonly idPrefix: string;
  /** Label of the e-mail field ('Nouvel identifiant (adresse e-mail)' on forgot-username). */
  readonly emailLabel: string;
  readonly emailHint?: string | undefined;
}

/**
 * The registration form's identity fields (spec §2, §5): member number and/or social-security number as
 * the tenant's mode says (with 'et' / 'ou' between them), last and first names, birth date, postal code
 * when verified, e-mail. Labels, required marks, autocomplete tokens and errors come with each field.
 */
export const IdentityFields = observer(function IdentityFields({
  model,
  idPrefix,
  emailLabel,
  emailHint,
}: IdentityFieldsProps) {
  const { fields, identifierSeparator } = model.layout;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      {identifierSeparator === 'ou' ? (
        <p className="portal-identity-hint">{ONE_OF_TWO_IDENTIFIERS_HINT}</p>
      ) : null}
      {fields.numeroContrat.visible ? (
        <FormField
          id={id('numero-adherent')}
          label="Numéro d'adhérent"
          required={isRegisterFieldMarkedRequired(model.layout, 'numeroContrat')}
          error={model.errorOf('numeroContrat')}
        >
          {(control) => (
            <InputGroup
              {...control}
              inputMode="numeric"
              spellCheck={false}
              value={model.numeroContrat}
              onValueChange={(value) => model.set('numeroContrat', value)}
              onBlur={() => model.touch('numeroContrat')}
            />
          )}
        </FormField>
      ) : null}
      {identifierSeparator === undefined || !fields.nir.visible || !fields.numeroContrat.visible ? null : (
        <p className="portal-identity-separator">{identifierSeparator}</p>
      )}
      {fields.nir.visible ? (
        <NirInput
          id={id('nir')}
          model={model.nir}
          required={isRegisterFieldMarkedRequired(model.layout, 'nir')}
          error={model.errorOf('nir')}
        />
      ) : null}
      <FormField id={id('nom')} label="Nom" required error={model.errorOf('nom')} autoComplete="family-name">
        {(control) => (
          <InputGroup
            {...control}
            value={model.nom}
            onValueChange={(value) => model.set('nom', value)}
            onBlur={() => model.touch('nom')}
          />
        )}
      </FormField>
      <FormField
        id={id('prenom')}
        label="Prénom"
        required
        error={model.errorOf('prenom')}
        autoComplete="given-name"
      >
        {(control) => (
          <InputGroup
            {...control}
            value={model.prenom}
            onValueChange={(value) => model.set('prenom', value)}
            onBlur={() => model.touch('prenom')}
          />
        )}
      </FormField>
      <DatePicker
        id={id('date-naissance')}
        label="Date de naissance"
        model={model.birthDate}
        required
        error={model.errorOf('dateNaissance')}
        autoComplete="bday"
      />
      {fields.codePostal.visible ? (
        <FormField
          id={id('code-postal')}
          label="Code postal"
          required
          hint="5 chiffres"
          error={model.errorOf('codePostal')}
          autoComplete="postal-code"
        >
          {(control) => (
            <InputGroup
              {...control}
              inputMode="numeric"
              maxLength={5}
              value={model.codePostal}
              onValueChange={(value) => model.set('codePostal', value)}
              onBlur={() => model.touch('codePostal')}
            />
          )}
        </FormField>
      ) : null}
      <FormField
        id={id('email')}
        label={emailLabel}
        required
        hint={emailHint}
        error={model.errorOf('email')}
        autoComplete="email"
      >
        {(control) => (
          <InputGroup
            {...control}
            type="email"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="off"
            value={model.email}
            onValueChange={(value) => model.set('email', value)}
            onBlur={() => model.touch('email')}
          />
        )}
      </FormField>
    </>
  );
});
