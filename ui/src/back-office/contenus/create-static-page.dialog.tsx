import { Button, Callout, InputGroup } from '@blueprintjs/core';
import type { ContentDetail } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import type { CreateStaticPageViewModel } from './create-static-page.view-model.ts';

export interface CreateStaticPageDialogProps {
  readonly model: CreateStaticPageViewModel;
  readonly onCreated: (page: ContentDetail) => void;
  readonly onClose: () => void;
}

/** « Créer une page statique »: name and title; the page opens in the editor, unpublished. */
export const CreateStaticPageDialog = observer(function CreateStaticPageDialog({
  model,
  onCreated,
  onClose,
}: CreateStaticPageDialogProps) {
  return (
    <DialogFrame
      title="Créer une page statique"
      onClose={onClose}
      footer={
        <>
          <Button variant="outlined" text="Annuler" onClick={onClose} />
          <Button
            intent="primary"
            type="submit"
            form="contenu-creer-page"
            text="Créer la page"
            loading={model.busy}
          />
        </>
      }
    >
      <form
        id="contenu-creer-page"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit().then((page) => {
            if (page !== null) onCreated(page);
          });
        }}
      >
        {model.failure === null ? null : (
          <Callout intent="danger" role="alert">
            {model.failure}
          </Callout>
        )}
        <FormField
          id="contenu-page-nom"
          label="Nom de la page"
          required
          hint={`Lettres minuscules, chiffres et tirets. Adresse : ${model.route}`}
        >
          {(control) => (
            <InputGroup
              {...control}
              value={model.pageName}
              onValueChange={(value) => model.setPageName(value)}
            />
          )}
        </FormField>
        <FormField id="contenu-page-titre" label="Titre" required>
          {(control) => (
            <InputGroup {...control} value={model.title} onValueChange={(value) => model.setTitle(value)} />
          )}
        </FormField>
      </form>
    </DialogFrame>
  );
});
