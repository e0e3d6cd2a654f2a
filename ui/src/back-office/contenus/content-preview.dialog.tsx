import { Button, Callout, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import { PREVIEW_WIDTHS } from './content-preview.view-model.ts';
import type { ContentPreviewViewModel } from './content-preview.view-model.ts';

/** The desktop width is shown scaled to the dialog (768 px for 1280 px). */
const DESKTOP_SCALE = 0.6;

export interface ContentPreviewDialogProps {
  readonly model: ContentPreviewViewModel;
  /** The text typed (saved or not): what members will read once it is published. */
  readonly title: string;
  readonly html: string;
  readonly onClose: () => void;
}

/**
 * « Aperçu »: the content in the portal's page frame, rendered by the portal's own CMS component and styles, at a
 * phone's width (360 px) or a desktop's (1280 px, scaled down), with the route where members read it.
 */
export const ContentPreviewDialog = observer(function ContentPreviewDialog({
  model,
  title,
  html,
  onClose,
}: ContentPreviewDialogProps) {
  useEffect(() => {
    void model.load();
  }, [model]);
  const preview = model.preview;
  const isPage = preview?.kind === 'page';
  const scale = model.width === 1280 ? DESKTOP_SCALE : 1;
  return (
    <DialogFrame
      title="Aperçu"
      onClose={onClose}
      className="bo-preview-dialog"
      footer={<Button text="Fermer l'aperçu" onClick={onClose} />}
    >
      <div role="group" aria-label="Largeur de l'aperçu" className="bo-preview-widths">
        {PREVIEW_WIDTHS.map((option) => (
          <Button
            key={option.width}
            text={option.label}
            aria-pressed={model.width === option.width}
            active={model.width === option.width}
            onClick={() => model.setWidth(option.width)}
          />
        ))}
      </div>
      {model.status === 'loading' ? <Spinner size={20} aria-label="Chargement de l'aperçu" /> : null}
      {model.failure === null ? null : <Callout intent="danger">{model.failure}</Callout>}
      {preview === null ? null : (
        <>
          <p className="bo-preview-where">
            {preview.route === null
              ? 'Ce contenu paraît à plusieurs endroits du portail.'
              : `Les adhérents le lisent à l'adresse ${preview.route} (${preview.area === 'member' ? 'espace adhérent' : 'pages publiques'}).`}
          </p>
          <div className="bo-preview-viewport" style={{ width: model.width * scale, height: 560 }}>
            <div
              className="bo-preview-page"
              data-testid="content-preview"
              style={{ width: model.width, transform: `scale(${String(scale)})` }}
            >
              <div className="bo-preview-header" aria-hidden="true">
                Portail adhérent
              </div>
              <div className="bo-preview-body">
                <h3 className={isPage ? 'bo-preview-page-title' : undefined}>{title}</h3>
                <CmsContent html={html} headingLevel={3} />
              </div>
            </div>
          </div>
        </>
      )}
    </DialogFrame>
  );
});
