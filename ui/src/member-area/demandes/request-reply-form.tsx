import { Button, Callout, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { FileUploadArea } from '../../widgets/file-upload/file-upload-area.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { MESSAGE_MAX_LENGTH } from './request-detail.view-model.ts';
import type { RequestDetailViewModel } from './request-detail.view-model.ts';

/** The reply to a request (« Complément demandé » first): a message and documents. */
export const RequestReplyForm = observer(function RequestReplyForm({
  model,
}: {
  model: RequestDetailViewModel<File>;
}) {
  return (
    <form
      className="member-form"
      noValidate
      aria-labelledby="demande-reponse-titre"
      onSubmit={(event) => {
        event.preventDefault();
        void model.sendReply();
      }}
    >
      <h2 id="demande-reponse-titre">
        {model.complementAsked ? 'Envoyer le complément demandé' : 'Écrire à la mutuelle'}
      </h2>
      {model.summary === null ? null : (
        <Callout intent="danger" role="alert" className="member-form-summary">
          {model.summary}
        </Callout>
      )}
      <FormField
        id="demande-reponse-texte"
        label="Votre message"
        required
        hint={`${MESSAGE_MAX_LENGTH} caractères maximum.`}
        error={model.textError}
      >
        {(control) => (
          <TextArea
            {...control}
            fill
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            value={model.text}
            onChange={(event) => model.setText(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FileUploadArea id="demande-reponse-documents" label="Documents (facultatif)" model={model.area} />
      <div className="member-form-buttons">
        <Button type="submit" intent="primary" loading={model.sending}>
          Envoyer
        </Button>
      </div>
    </form>
  );
});
