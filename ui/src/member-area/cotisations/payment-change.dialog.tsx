import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import { FileUploadArea } from '../../widgets/file-upload/file-upload-area.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { MemberDialogForm } from '../dialogs/member-dialog-form.tsx';
import { IBAN_HINTS, type PaymentChangeViewModel } from './payment-change.view-model.ts';

const FORM_ID = 'modifier-paiement';
const FIELD_IDS = {
  codeModePaiement: `${FORM_ID}-mode`,
  codePeriodicite: `${FORM_ID}-periodicite`,
  titulaire: `${FORM_ID}-titulaire`,
  iban: `${FORM_ID}-iban`,
  bic: `${FORM_ID}-bic`,
  rib: `${FORM_ID}-rib`,
} as const;

const AccountField = observer(function AccountField({
  model,
  field,
  label,
  autoComplete,
  hints,
}: {
  model: PaymentChangeViewModel<File>;
  field: 'titulaire' | 'iban' | 'bic';
  label: string;
  autoComplete?: string;
  hints?: readonly string[];
}) {
  return (
    <FormField
      id={FIELD_IDS[field]}
      label={label}
      required
      error={model.errorOf(field)}
      autoComplete={autoComplete}
      hint={hints?.map((hint) => (
        <span key={hint} className="member-hint-line">
          {hint}
        </span>
      ))}
    >
      {(control) => (
        <InputGroup
          {...control}
          spellCheck={false}
          className={field === 'titulaire' ? undefined : 'member-uppercase'}
          value={model.values[field]}
          onValueChange={(value) => model.setValue(field, value)}
        />
      )}
    </FormField>
  );
});

/**
 * « Modifier mon paiement »: mode and frequency from the reference data, the direct-debit account with the
 * bank-details popup's fields and rules; effective from the next due date. The focus goes to the first error.
 */
export const PaymentChangeDialog = observer(function PaymentChangeDialog({
  model,
}: {
  model: PaymentChangeViewModel<File>;
}) {
  const firstError = model.invalidFields[0];
  return (
    <DialogFrame
      kind="member"
      title="Modifier mon paiement"
      onClose={() => model.cancel()}
      testId="payment-change-dialog"
    >
      <p>
        {model.effectiveDate === null
          ? 'Aucune échéance à venir.'
          : `La modification s'appliquera à partir de l'échéance du ${model.effectiveDate}. Un nouveau mandat SEPA est établi pour un prélèvement.`}
      </p>
      <MemberDialogForm
        id={FORM_ID}
        focusRequest={model.focusRequest}
        firstErrorId={firstError === undefined ? undefined : FIELD_IDS[firstError]}
        summary={model.summary}
        onSubmit={() => void model.submit()}
        onCancel={() => model.cancel()}
        submitting={model.submitting}
      >
        <FormField
          id={FIELD_IDS.codeModePaiement}
          label="Mode de paiement"
          required
          error={model.errorOf('codeModePaiement')}
        >
          {(control) => (
            <HTMLSelect
              {...control}
              value={model.codeModePaiement}
              onChange={(event) => model.setMode(event.currentTarget.value)}
              options={model.modes.map((option) => ({ value: option.code, label: option.libelle }))}
            />
          )}
        </FormField>
        <FormField
          id={FIELD_IDS.codePeriodicite}
          label="Périodicité"
          required
          error={model.errorOf('codePeriodicite')}
        >
          {(control) => (
            <HTMLSelect
              {...control}
              value={model.codePeriodicite}
              onChange={(event) => model.setFrequency(event.currentTarget.value)}
              options={model.frequencies.map((option) => ({ value: option.code, label: option.libelle }))}
            />
          )}
        </FormField>
        {model.asksAccount ? (
          <fieldset className="cotisations-account">
            <legend>Compte à prélever</legend>
            <AccountField model={model} field="titulaire" label="Titulaire du compte" autoComplete="name" />
            <AccountField model={model} field="iban" label="IBAN" hints={IBAN_HINTS} />
            <AccountField model={model} field="bic" label="BIC" />
            {model.rib === null ? (
              model.errorOf('rib') === null ? null : (
                <p className="portal-field-error" id={FIELD_IDS.rib} tabIndex={-1}>
                  {model.errorOf('rib')}
                </p>
              )
            ) : (
              <>
                <FileUploadArea
                  id={FIELD_IDS.rib}
                  label="Relevé d'identité bancaire (RIB)"
                  model={model.rib}
                />
                {model.ribServerError === null ? null : (
                  <p className="portal-field-error" id={`${FIELD_IDS.rib}-server`} role="alert">
                    {model.ribServerError}
                  </p>
                )}
              </>
            )}
          </fieldset>
        ) : null}
      </MemberDialogForm>
    </DialogFrame>
  );
});
