import { Button, Callout, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FileUploadArea } from '../../widgets/file-upload/file-upload-area.tsx';
import { useFocusFirstError } from '../../widgets/form-field/use-focus-first-error.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { RequiredFieldsLegend } from '../../widgets/required-marker/required-marker.tsx';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { useRequestsArea } from './demandes-context.tsx';
import type { RequestFormKind } from './demandes.paths.ts';
import { DEMANDES_PATHS } from './demandes.paths.ts';
import { RequestFormFields } from './request-form-fields.tsx';
import { isRequestFormKind } from './request-forms.config.ts';

const DOCUMENTS_ID = 'demande-documents';

const RequestForm = observer(function RequestForm({ kind }: { kind: RequestFormKind }) {
  const area = useMemberAreaContext();
  const requests = useRequestsArea();
  const navigate = useNavigate();
  const [model] = useState(() => requests.form(kind));
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    void model.load();
  }, [model]);
  useEffect(() => {
    if (model.sent !== null) void navigate(DEMANDES_PATHS.list);
  }, [model.sent, navigate]);
  const { feedback } = model;
  useFocusFirstError(form, feedback.attempt, feedback.summary !== null);
  useEffect(() => {
    if (feedback.attempt > 0 && feedback.summary !== null && model.area.issues.length > 0) {
      if (form.current?.querySelector('[aria-invalid="true"]') === null) {
        form.current.querySelector<HTMLElement>(`#${DOCUMENTS_ID}`)?.focus();
      }
    }
  }, [feedback.attempt, feedback.summary, model.area.issues.length]);
  const allowMonaco = area.services.settings.client?.isDonneesROMonegasquesActivated === true;
  return (
    <>
      <PageTitleBar
        title={model.spec.title}
        subtitle={area.shell.currentLabel}
        back={{ to: DEMANDES_PATHS.list }}
      />
      <form
        ref={form}
        className={`${Classes.CARD} member-form`}
        noValidate
        aria-label={model.spec.title}
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit();
        }}
      >
        <p>{model.spec.intro}</p>
        <RequiredFieldsLegend />
        {feedback.summary === null ? null : (
          <Callout intent="danger" role="alert" className="member-form-summary">
            {feedback.summary}
          </Callout>
        )}
        <RequestFormFields model={model} idPrefix="demande" allowMonaco={allowMonaco} />
        {model.spec.documents === null ? null : (
          <FileUploadArea id={DOCUMENTS_ID} label={model.spec.documents.label} model={model.area} />
        )}
        <div className="member-form-buttons">
          <Button type="submit" intent="primary" size="large" loading={model.sending}>
            Envoyer ma demande
          </Button>
        </div>
      </form>
    </>
  );
});

/** Route `espace/demandes/nouvelle/:kind`: the form of one kind of request (an unknown kind goes to the list). */
export function RequestFormScreen() {
  const { kind } = useParams();
  if (!isRequestFormKind(kind)) return <Navigate to={DEMANDES_PATHS.list} replace />;
  return <RequestForm key={kind} kind={kind} />;
}
