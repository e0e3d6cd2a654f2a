import { Button, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { QUOTE_COMMENT_MAX_CHARS, QUOTE_PRACTITIONER_MAX_CHARS } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import { FileUploadArea } from '../../widgets/file-upload/file-upload-area.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { MemberDialogForm } from '../dialogs/member-dialog-form.tsx';
import type { QuoteField, SendQuoteDialogViewModel } from './send-quote-dialog.view-model.ts';

const FORM_ID = 'envoi-devis';
const FIELD_IDS: Readonly<Record<QuoteField, string>> = {
  beneficiaire: `${FORM_ID}-patient`,
  prixDevis: `${FORM_ID}-prix`,
  praticien: `${FORM_ID}-praticien`,
  commentaire: `${FORM_ID}-commentaire`,
  devis: `${FORM_ID}-fichier`,
};

type Model = SendQuoteDialogViewModel<File>;

const Sent = observer(function Sent({ model }: { model: Model }) {
  const sent = model.sent;
  if (sent === null) return null;
  return (
    <div className="simulator-quote-sent">
      <p role="status">
        Votre devis a été envoyé : demande n° <strong>{sent.reference}</strong>.
      </p>
      <p>
        <Link to={sent.path}>Suivre ma demande {sent.reference} dans « Mes demandes »</Link>
      </p>
      <div className="member-form-buttons">
        <Button type="button" intent="primary" size="large" onClick={() => model.close()}>
          Fermer
        </Button>
      </div>
    </div>
  );
});

/**
 * « Envoyer mon devis » (issue 26 §3): the simulated act, the patient and the price pre-filled, the practitioner,
 * a comment and the quote's upload area; sent as a « Mes demandes » request. The focus goes to the first error.
 */
const SendQuoteDialog = observer(function SendQuoteDialog({ model }: { model: Model }) {
  const firstError = model.invalidFields[0];
  return (
    <DialogFrame
      kind="member"
      title="Envoyer mon devis"
      onClose={() => model.close()}
      className="simulator-quote-dialog"
      testId="envoi-devis-dialog"
    >
      <p>
        Acte : <strong>{model.actLabel}</strong>. Nos services étudient votre devis et vous répondent dans «
        Mes demandes ».
      </p>
      {model.sent === null ? (
        <MemberDialogForm
          id={FORM_ID}
          focusRequest={model.focusRequest}
          firstErrorId={firstError === undefined ? undefined : FIELD_IDS[firstError]}
          summary={model.invalidFields.length === 0 ? null : 'Merci de corriger les données signalées.'}
          onSubmit={() => void model.submit()}
          onCancel={() => model.close()}
          submitLabel="Envoyer mon devis"
          submitting={model.submitting}
        >
          <FormField
            id={FIELD_IDS.beneficiaire}
            label="Patient"
            required
            error={model.errorOf('beneficiaire')}
          >
            {(control) => (
              <HTMLSelect
                {...control}
                value={model.values.beneficiaire}
                onChange={(event) => model.setValue('beneficiaire', event.currentTarget.value)}
                options={[...model.patients]}
              />
            )}
          </FormField>
          <FormField
            id={FIELD_IDS.prixDevis}
            label="Prix du devis (en euros)"
            required
            error={model.errorOf('prixDevis')}
            autoComplete="off"
          >
            {(control) => (
              <InputGroup
                {...control}
                inputMode="decimal"
                value={model.values.prixDevis}
                onValueChange={(value) => model.setValue('prixDevis', value)}
              />
            )}
          </FormField>
          <FormField
            id={FIELD_IDS.praticien}
            label="Professionnel de santé (facultatif)"
            error={model.errorOf('praticien')}
            autoComplete="organization"
          >
            {(control) => (
              <InputGroup
                {...control}
                maxLength={QUOTE_PRACTITIONER_MAX_CHARS}
                value={model.values.praticien}
                onValueChange={(value) => model.setValue('praticien', value)}
              />
            )}
          </FormField>
          <FormField
            id={FIELD_IDS.commentaire}
            label="Commentaire (facultatif)"
            error={model.errorOf('commentaire')}
            autoComplete="off"
          >
            {(control) => (
              <TextArea
                {...control}
                fill
                maxLength={QUOTE_COMMENT_MAX_CHARS}
                value={model.values.commentaire}
                onChange={(event) => model.setValue('commentaire', event.currentTarget.value)}
              />
            )}
          </FormField>
          <FileUploadArea id={FIELD_IDS.devis} label="Votre devis (PDF ou image)" model={model.quote} />
          {model.errorOf('devis') === null || model.quote.error !== null ? null : (
            <div id={`${FIELD_IDS.devis}-erreur-serveur`} className="portal-field-error" role="alert">
              {model.errorOf('devis')}
            </div>
          )}
        </MemberDialogForm>
      ) : (
        <Sent model={model} />
      )}
    </DialogFrame>
  );
});

export default SendQuoteDialog;
