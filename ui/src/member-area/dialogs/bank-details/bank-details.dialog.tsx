import { InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FileUploadArea } from '../../../widgets/file-upload/file-upload-area.tsx';
import { FormField } from '../../../widgets/form-field/form-field.tsx';
import { CmsBlockContent } from '../../cms-block-content.tsx';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';
import { MemberDialogForm } from '../member-dialog-form.tsx';
import { IBAN_HINTS } from './bank-details-dialog.view-model.ts';
import type { BankDetailsDialogViewModel } from './bank-details-dialog.view-model.ts';

const FORM_ID = 'coordonnees-bancaires';
const FIELD_IDS = {
  titulaire: `${FORM_ID}-titulaire`,
  iban: `${FORM_ID}-iban`,
  bic: `${FORM_ID}-bic`,
  rib: `${FORM_ID}-rib`,
} as const;

type Model = BankDetailsDialogViewModel<File>;

const TextField = observer(function TextField({
  model,
  field,
  label,
  hint,
  autoComplete,
}: {
  model: Model;
  field: 'titulaire' | 'iban' | 'bic';
  label: string;
  hint?: ReactNode;
  autoComplete?: string;
}) {
  return (
    <FormField
      id={FIELD_IDS[field]}
      label={label}
      required
      hint={hint}
      error={model.errorOf(field)}
      autoComplete={autoComplete}
    >
      {(control) => (
        <InputGroup
          {...control}
          spellCheck={false}
          autoCapitalize={field === 'titulaire' ? 'words' : 'characters'}
          className={field === 'titulaire' ? undefined : 'member-uppercase'}
          value={model.values[field]}
          onValueChange={(value) => model.setValue(field, value)}
          onBlur={() => model.touch(field)}
        />
      )}
    </FormField>
  );
});

/**
 * Bank-details popup (spec §2, §5): holder, IBAN (uppercase, hints), BIC, RIB document (required in manual
 * mode); Valider, and Annuler unless the popup is blocking. The focus goes to the first error on submit.
 */
const BankDetailsDialog = observer(function BankDetailsDialog({ model }: { model: Model }) {
  const firstError = model.invalidFields[0];
  return (
    <DialogFrame
      kind="member"
      title={model.title}
      onClose={() => model.cancel()}
      closable={model.cancelVisible}
      className="member-bank-details-dialog"
      testId="bank-details-dialog"
    >
      <CmsBlockContent cms={model.cms} />
      <p className="member-bank-details-contract">
        Contrat concerné : <strong>{model.contractLabel}</strong>
      </p>
      <MemberDialogForm
        id={FORM_ID}
        focusRequest={model.focusRequest}
        firstErrorId={firstError === undefined ? undefined : FIELD_IDS[firstError]}
        summary={model.summary}
        onSubmit={() => void model.submit()}
        onCancel={model.cancelVisible ? () => model.cancel() : undefined}
        submitting={model.submitting}
      >
        <TextField model={model} field="titulaire" label="Titulaire du compte" autoComplete="name" />
        <TextField
          model={model}
          field="iban"
          label="IBAN"
          hint={IBAN_HINTS.map((hint) => (
            <span key={hint} className="member-hint-line">
              {hint}
            </span>
          ))}
        />
        <TextField model={model} field="bic" label="BIC" />
        <FileUploadArea id={FIELD_IDS.rib} label="Relevé d'identité bancaire (RIB)" model={model.rib} />
      </MemberDialogForm>
    </DialogFrame>
  );
});

export default BankDetailsDialog;
