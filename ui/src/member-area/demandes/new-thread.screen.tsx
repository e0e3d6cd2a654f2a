import { Button, Callout, Classes, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FileUploadArea } from '../../widgets/file-upload/file-upload-area.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { RequiredFieldsLegend } from '../../widgets/required-marker/required-marker.tsx';
import { ToggleButtonGroup } from '../../widgets/toggle-button-group/toggle-button-group.tsx';
import { useRequestsArea } from './demandes-context.tsx';
import { DEMANDES_PATHS, requestPath } from './demandes.paths.ts';
import { THREAD_TOPIC_CHOICES } from './new-thread.view-model.ts';
import { MESSAGE_MAX_LENGTH } from './request-detail.view-model.ts';

/** Route `espace/demandes/nouveau-message`: a thread on a topic, with documents. */
export const NewThreadScreen = observer(function NewThreadScreen() {
  const requests = useRequestsArea();
  const navigate = useNavigate();
  const [model] = useState(() => requests.newThread());
  useEffect(() => {
    if (model.sent !== null) void navigate(requestPath(model.sent.id));
  }, [model.sent, navigate]);
  return (
    <>
      <PageTitleBar title="Nouveau message" back={{ to: DEMANDES_PATHS.list }} />
      <form
        className={`${Classes.CARD} member-form`}
        noValidate
        aria-label="Nouveau message"
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
        <ToggleButtonGroup
          id="message-sujet"
          label="Sujet"
          choices={THREAD_TOPIC_CHOICES}
          value={model.topic}
          onChange={(topic) => model.setTopic(topic)}
          required
          error={model.topicError}
        />
        <FormField
          id="message-texte"
          label="Votre message"
          required
          hint={`${MESSAGE_MAX_LENGTH} caractères maximum.`}
          error={model.textError}
        >
          {(control) => (
            <TextArea
              {...control}
              fill
              rows={5}
              maxLength={MESSAGE_MAX_LENGTH}
              value={model.text}
              onChange={(event) => model.setText(event.currentTarget.value)}
            />
          )}
        </FormField>
        <FileUploadArea id="message-documents" label="Documents (facultatif)" model={model.area} />
        <div className="member-form-buttons">
          <Button type="submit" intent="primary" size="large" loading={model.sending}>
            Envoyer
          </Button>
        </div>
      </form>
    </>
  );
});
