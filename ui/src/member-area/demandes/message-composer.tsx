import { Button, Callout, TextArea } from '@blueprintjs/core';
import type { UploadFileLike } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FileUploadArea } from '../../widgets/file-upload/file-upload-area.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import type { MessageComposerViewModel } from './message-composer.view-model.ts';
import { MESSAGE_MAX_LENGTH } from './message-composer.view-model.ts';

/** A message form: summary, (extra fields), text, documents, send button. Ids `<idPrefix>-texte`, `-documents`. */
export const MessageComposer = observer(function MessageComposer({
  composer,
  idPrefix,
  label,
  onSend,
  children,
}: {
  composer: MessageComposerViewModel<File & UploadFileLike>;
  idPrefix: string;
  /** The form's accessible name (its heading's text). */
  label: string;
  onSend: () => void;
  children?: ReactNode;
}) {
  return (
    <form
      className="member-form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {composer.summary === null ? null : (
        <Callout intent="danger" role="alert" className="member-form-summary">
          {composer.summary}
        </Callout>
      )}
      {children}
      <FormField
        id={`${idPrefix}-texte`}
        label="Votre message"
        hint={`${MESSAGE_MAX_LENGTH} caractères maximum.`}
        error={composer.errorOf('texte')}
      >
        {(control) => (
          <TextArea
            {...control}
            fill
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            value={composer.text}
            onChange={(event) => composer.setText(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FileUploadArea id={`${idPrefix}-documents`} label="Documents (facultatif)" model={composer.area} />
      <div className="member-form-buttons">
        <Button type="submit" intent="primary" loading={composer.sending}>
          Envoyer
        </Button>
      </div>
    </form>
  );
});
