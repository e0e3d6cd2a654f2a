import { Button } from '@blueprintjs/core';
import type { MailTemplatePreview } from '@portail/application';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';

/**
 * « Aperçu »: the texts rendered with sample values. The HTML part is shown in a sandboxed frame (no script, no
 * same-origin access), the text part as it is sent.
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
        <iframe
          className="mail-template-preview-frame"
          title="Aperçu de l'e-mail"
          sandbox=""
          srcDoc={preview.html}
        />
      )}
      <h2 className="mail-template-preview-heading">Version texte</h2>
      <pre className="mail-template-preview-text">{preview.text}</pre>
    </DialogFrame>
  );
}
