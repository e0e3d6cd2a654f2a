import { AnchorButton, Button } from '@blueprintjs/core';
import type { StaffRequestAttachment } from '@portail/application';
import { formatFileSize } from '@portail/domain';
import { useState } from 'react';

const viewable = (piece: StaffRequestAttachment) =>
  piece.contentType === 'application/pdf' || piece.contentType.startsWith('image/');

/** The preview of one attachment, from its `visionneuse` address: a PDF in a frame, an image as an image. */
function Viewer({ piece }: { piece: StaffRequestAttachment }) {
  if (piece.contentType === 'application/pdf')
    return <iframe className="dem-viewer" src={piece.url} title={`Aperçu de ${piece.fileName}`} />;
  return <img className="dem-viewer-image" src={piece.url} alt={`Aperçu de ${piece.fileName}`} />;
}

/** The request's attachments: each downloadable, PDFs and images viewed inline (one at a time). */
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
