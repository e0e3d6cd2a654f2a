import { Button } from '@blueprintjs/core';
import type { MailTemplatePreview } from '@portail/application';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import SanitizedHtml from '../../widgets/sanitized-html/sanitized-html.tsx';

/**
 * « Aperçu »: the texts rendered with sample values. The HTML part is shown sanitised again (DOMPurify: the server
 * already escaped every value), inside the dialog rather than in a frame, so that it is read and audited with the
 * page; the text part as it is sent.
 */
export function MailTemplatePreviewDialog({
  preview,
  onClose,
}: {
  readonly preview: MailTemplatePreview;
  readonly onClose: () => void;
}) {
  return (
    <DialogFrame
      title="Aperçu avec des données d'exemple"
      onClose={onClose}
      footer={
        <Button variant="outlined" onClick={onClose}>
          Fermer
        </Button>
      }
    >
      <p>
        <strong>Objet :</strong> {preview.subject}
      </p>
      {preview.html === null ? null : (
        <SanitizedHtml className="mail-template-preview-frame" html={preview.html} />
      )}
      <h2 className="mail-template-preview-heading">Version texte</h2>
      <pre className="mail-template-preview-text">{preview.text}</pre>
    </DialogFrame>
  );
}
