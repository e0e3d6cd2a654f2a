import { Button, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';
import { FormField } from '../../../widgets/form-field/form-field.tsx';
import type { LinkFormViewModel } from './link-form.view-model.ts';

export interface LinkDialogProps {
  readonly model: LinkFormViewModel;
  readonly onApply: (href: string) => void;
  readonly onRemove: () => void;
  readonly onClose: () => void;
}

/** « Lien »: the address of the selection's link (web, mailto:, tel: or a portal route `#/…`). */
export const LinkDialog = observer(function LinkDialog({
  model,
  onApply,
  onRemove,
  onClose,
}: LinkDialogProps) {
  const formId = useId();
  const fieldId = useId();
  return (
    <DialogFrame
      title={model.editing ? 'Modifier le lien' : 'Insérer un lien'}
      onClose={onClose}
      testId="rte-link-dialog"
      footer={
        <>
          {model.editing ? <Button text="Retirer le lien" variant="outlined" onClick={onRemove} /> : null}
          <Button text="Annuler" variant="outlined" onClick={onClose} />
          <Button text="Appliquer" intent="primary" type="submit" form={formId} />
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const href = model.submit();
          if (href !== null) onApply(href);
        }}
      >
        <FormField
          id={fieldId}
          label="Adresse du lien"
          required
          hint="https://…, mailto:adresse@exemple.fr, tel:… ou une page du portail : #/register, #/page/…"
          error={model.error}
          autoComplete="url"
        >
          {(control) => (
            <InputGroup
              {...control}
              type="text"
              inputMode="url"
              value={model.href}
              onValueChange={(value) => model.setHref(value)}
            />
          )}
        </FormField>
      </form>
    </DialogFrame>
  );
});
