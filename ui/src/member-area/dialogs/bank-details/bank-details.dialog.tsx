import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { FileUploadArea } from '../../../widgets/file-upload/file-upload-area.tsx';
import { FormField } from '../../../widgets/form-field/form-field.tsx';
import { RequiredFieldsLegend } from '../../../widgets/required-marker/required-marker.tsx';
import { CmsBlockContent } from '../../cms-block-content.tsx';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';
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
  const form = useRef<HTMLFormElement>(null);
  const { focusRequest } = model;
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = model.invalidFields[0];
    if (first !== undefined) form.current?.querySelector<HTMLElement>(`#${FIELD_IDS[first]}`)?.focus();
  }, [focusRequest, model]);

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
      <form
        ref={form}
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit();
        }}
      >
        <RequiredFieldsLegend />
        {model.summary === null ? null : (
          <Callout intent="danger" role="alert" className="member-form-summary">
            {model.summary}
          </Callout>
        )}
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
        <div className="member-form-buttons">
          {model.cancelVisible ? (
            <Button type="button" variant="outlined" size="large" onClick={() => model.cancel()}>
              Annuler
            </Button>
          ) : null}
          <Button type="submit" intent="primary" size="large" loading={model.submitting}>
            Valider
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
});

export default BankDetailsDialog;
