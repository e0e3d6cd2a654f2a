import { AnchorButton, Button } from '@blueprintjs/core';
import type { StaffRequestAttachment } from '@portail/application';
import { formatFileSize } from '@portail/domain';
import { useState } from 'react';

const isPdf = (piece: StaffRequestAttachment) => piece.contentType === 'application/pdf';
const viewable = (piece: StaffRequestAttachment) => piece.contentType.startsWith('image/');

/** The preview of an image attachment, from its `visionneuse` address. */
function Viewer({ piece }: { piece: StaffRequestAttachment }) {
  return <img className="dem-viewer-image" src={piece.url} alt={`Aperçu de ${piece.fileName}`} />;
}

/**
 * The request's attachments: each downloadable; a PDF opens in the browser's own viewer in a new tab (its
 * `visionneuse` answer is never framed: every answer of the portal forbids framing), an image is shown here.
 */
export function RequestAttachments({ attachments }: { attachments: readonly StaffRequestAttachment[] }) {
  const [shown, setShown] = useState<string | null>(attachments.find(viewable)?.id ?? null);
  const current = attachments.find((piece) => piece.id === shown);
  if (attachments.length === 0) return <p>Aucune pièce jointe.</p>;
  return (
    <>
      <ul className="dem-list">
        {attachments.map((piece) => (
          <li key={piece.id}>
            {piece.fileName} ({formatFileSize(piece.size)}
            {piece.origin === 'gestionnaire' ? ', émise par la mutuelle' : ''}){' '}
            {isPdf(piece) ? (
              <AnchorButton
                size="small"
                variant="outlined"
                href={piece.url}
                target="_blank"
                rel="noopener"
                aria-label={`Ouvrir ${piece.fileName} (nouvel onglet)`}
              >
                Ouvrir
              </AnchorButton>
            ) : null}
            {viewable(piece) ? (
              <Button
                size="small"
                variant="outlined"
                aria-pressed={piece.id === shown}
                aria-label={`Afficher ${piece.fileName}`}
                onClick={() => setShown(piece.id)}
              >
                Afficher
              </Button>
            ) : null}{' '}
            <AnchorButton
              size="small"
              variant="outlined"
              href={piece.url}
              download={piece.fileName}
              aria-label={`Télécharger ${piece.fileName}`}
            >
              Télécharger
            </AnchorButton>
          </li>
        ))}
      </ul>
      {current === undefined ? null : <Viewer piece={current} />}
    </>
  );
}
