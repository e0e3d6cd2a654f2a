import { Button, Callout, InputGroup, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { cmsImageSource } from '@portail/domain';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';
import { FormField } from '../../../widgets/form-field/form-field.tsx';
import type { ImageChoice, ImagePickerViewModel } from './image-picker.view-model.ts';

export interface ImageDialogProps {
  readonly model: ImagePickerViewModel;
  readonly onInsert: (image: ImageChoice) => void;
  readonly onClose: () => void;
}

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';

/** « Insérer une image »: one of the CMS image store's images (or one uploaded here) with its alternative text. */
export const ImageDialog = observer(function ImageDialog({ model, onInsert, onClose }: ImageDialogProps) {
  const formId = useId();
  const altId = useId();
  const uploadId = useId();
  const imagesErrorId = useId();
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <DialogFrame
      title="Insérer une image"
      onClose={onClose}
      className="rte-image-dialog"
      testId="rte-image-dialog"
      footer={
        <>
          <Button text="Annuler" variant="outlined" onClick={onClose} />
          <Button text="Insérer" intent="primary" type="submit" form={formId} />
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const choice = model.submit();
          if (choice !== null) onInsert(choice);
        }}
      >
        <div role="status" aria-live="polite">
          {model.status === 'loading' || model.uploading ? (
            <Spinner size={20} aria-label="Chargement des images" />
          ) : null}
        </div>
        {model.failure === null ? null : (
          <Callout intent="danger" role="alert">
            {model.failure}
          </Callout>
        )}
        <fieldset
          className="rte-image-list"
          aria-describedby={model.imageError === null ? undefined : imagesErrorId}
        >
          <legend>Images de la médiathèque</legend>
          {model.status === 'ready' && model.images.length === 0 ? <p>Aucune image pour l'instant.</p> : null}
          {model.images.map((image) => (
            <label key={image.id} className="rte-image-choice">
              <input
                type="radio"
                name={`${formId}-image`}
                value={image.id}
                checked={model.selectedId === image.id}
                onChange={() => model.select(image.id)}
              />
              <img src={cmsImageSource(image.id)} alt="" loading="lazy" />
              <span>{image.description}</span>
            </label>
          ))}
          {model.imageError === null ? null : (
            <div id={imagesErrorId} className="portal-field-error">
              {model.imageError}
            </div>
          )}
        </fieldset>
        <div className="rte-upload">
          <label htmlFor={uploadId}>Ajouter une image à la médiathèque</label>
          <input
            id={uploadId}
            type="file"
            accept={ACCEPTED}
            disabled={model.uploading}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file !== undefined) void model.upload(file);
            }}
          />
        </div>
        <FormField id={altId} label="Texte alternatif" required error={model.altError}>
          {(control) => (
            <InputGroup
              {...control}
              type="text"
              value={model.alt}
              onValueChange={(value) => model.setAlt(value)}
            />
          )}
        </FormField>
      </form>
    </DialogFrame>
  );
});
