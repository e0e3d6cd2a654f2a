import { Button, Callout, Classes, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FileUploadArea } from '../../../widgets/file-upload/file-upload-area.tsx';
import { FormField } from '../../../widgets/form-field/form-field.tsx';
import { RequiredFieldsLegend } from '../../../widgets/required-marker/required-marker.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import { MEMBER_AREA_PATHS } from '../../member-area.config.ts';
import { useMemberAreaContext } from '../../member-area-context.tsx';
import { COMMENT_MAX_LENGTH } from './supporting-documents.view-model.ts';

const UPLOAD_ID = 'justificatifs';

/** 'Envoyer des justificatifs': several documents uploaded one after another, then sent as an act. */
export const SupportingDocumentsScreen = observer(function SupportingDocumentsScreen() {
  const area = useMemberAreaContext();
  const [model] = useState(() => area.supportingDocuments());
  const form = useRef<HTMLFormElement>(null);
  const { focusRequest } = model;
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>(`#${UPLOAD_ID}`)?.focus();
  }, [focusRequest]);

  return (
    <>
      <PageTitleBar
        title="Envoyer des justificatifs"
        subtitle={area.shell.currentLabel}
        back={{ to: MEMBER_AREA_PATHS.home }}
      />
      <form
        ref={form}
        className={`${Classes.CARD} member-form`}
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
        <FileUploadArea id={UPLOAD_ID} label="Vos justificatifs" model={model.area} />
        <FormField
          id="justificatifs-commentaire"
          label="Commentaire (facultatif)"
          hint={`${COMMENT_MAX_LENGTH} caractères maximum.`}
        >
          {(control) => (
            <TextArea
              {...control}
              fill
              rows={3}
              maxLength={COMMENT_MAX_LENGTH}
              value={model.comment}
              onChange={(event) => model.setComment(event.currentTarget.value)}
            />
          )}
        </FormField>
        <div className="member-form-buttons">
          <Button type="submit" intent="primary" size="large" loading={model.sending}>
            Valider
          </Button>
        </div>
      </form>
    </>
  );
});
