import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { CONTENT_KIND_LABELS } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import { LazyRichTextEditor } from '../widgets/rich-text-editor/lazy-rich-text-editor.tsx';
import type { RichTextImageStore } from '../widgets/rich-text-editor/rich-text-image-store.ts';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { ContentConflictPanel } from './content-conflict.panel.tsx';
import type { ContentEditorViewModel } from './content-editor.view-model.ts';
import { ContentPreviewDialog } from './content-preview.dialog.tsx';
import type { ContentPreviewViewModel } from './content-preview.view-model.ts';
import { ContentVersionsPanel } from './content-versions.panel.tsx';
import { PopupAudiencePanel } from './popup-audience.panel.tsx';
import type { PopupAudienceViewModel } from './popup-audience.view-model.ts';
import type { ContentVersionsViewModel } from './content-versions.view-model.ts';

export interface ContentEditScreenProps {
  readonly editor: ContentEditorViewModel;
  readonly versions: ContentVersionsViewModel;
  /** Who sees a popup (shown for popups only). */
  readonly audience: PopupAudienceViewModel;
  readonly preview: () => ContentPreviewViewModel;
  readonly images: RichTextImageStore;
  readonly canEdit: boolean;
}

/** One content: its title and text in the editor, « Aperçu », « Publier », « Dépublier » (pages), its versions. */
export const ContentEditScreen = observer(function ContentEditScreen({
  editor,
  versions,
  audience,
  preview,
  images,
  canEdit,
}: ContentEditScreenProps) {
  const [previewing, setPreviewing] = useState<ContentPreviewViewModel | null>(null);
  const [asking, setAsking] = useState<'publish' | 'unpublish' | null>(null);
  useEffect(() => {
    void editor.load();
  }, [editor]);
  const item = editor.item;
  const heading = item === null ? 'Contenu' : `${canEdit ? 'Modifier' : 'Consulter'} « ${item.draft.title} »`;
  return (
    <BackOfficePage title={heading} actions={<Link to="..">Retour aux contenus</Link>}>
      {editor.status === 'loading' ? <p role="status">Chargement du contenu…</p> : null}
      {editor.failure === null ? null : (
        <Callout intent="danger" role="alert">
          {editor.failure}
        </Callout>
      )}
      <ContentConflictPanel model={editor} />
      {item === null ? null : (
        <>
          <p className="bo-content-meta">
            {CONTENT_KIND_LABELS[item.kind]}{' '}
            <code>{item.itemName === '' ? item.name : `${item.name} / ${item.itemName}`}</code> —{' '}
            {item.published ? `en ligne (version ${String(item.live?.number ?? '')})` : 'non publié'}
            {item.draftPending ? ', brouillon en cours' : ''}
          </p>
          <h2 className="bo-section-title">Brouillon</h2>
          <FormField id="contenu-titre" label="Titre" required={canEdit}>
            {(control) => (
              <InputGroup
                {...control}
                readOnly={!canEdit}
                value={editor.title}
                onValueChange={(value) => editor.setTitle(value)}
              />
            )}
          </FormField>
          {canEdit ? (
            <LazyRichTextEditor
              key={editor.textRevision}
              label="Texte"
              labelHeadingLevel={3}
              initialHtml={editor.content}
              onChange={(html) => editor.setContent(html)}
              images={images}
            />
          ) : (
            <section className="bo-readonly-content" aria-label="Texte">
              <CmsContent html={editor.content} headingLevel={3} />
            </section>
          )}
          <div className="bo-actions">
            {canEdit ? (
              <Button
                intent="primary"
                text="Enregistrer le brouillon"
                loading={editor.busy === 'save'}
                onClick={() => void editor.save()}
              />
            ) : null}
            <Button variant="outlined" text="Aperçu" onClick={() => setPreviewing(preview())} />
            {canEdit ? <Button intent="success" text="Publier" onClick={() => setAsking('publish')} /> : null}
            {canEdit && editor.canUnpublish ? (
              <Button
                intent="danger"
                variant="outlined"
                text="Dépublier"
                onClick={() => setAsking('unpublish')}
              />
            ) : null}
          </div>
          {item.kind === 'popup' ? <PopupAudiencePanel model={audience} canEdit={canEdit} /> : null}
          <ContentVersionsPanel
            model={versions}
            canRestore={canEdit}
            onRestore={() =>
              void versions.confirmRestore(item.version).then((restored) => {
                if (restored !== null) editor.replaceWith(restored);
              })
            }
          />
        </>
      )}
      {previewing === null ? null : (
        <ContentPreviewDialog
          model={previewing}
          title={editor.title}
          html={editor.content}
          onClose={() => setPreviewing(null)}
        />
      )}
      {asking === null ? null : (
        <ConfirmDialog
          title={asking === 'publish' ? 'Publier ce contenu ?' : 'Dépublier cette page ?'}
          confirmLabel={asking === 'publish' ? 'Publier' : 'Dépublier'}
          intent={asking === 'publish' ? 'primary' : 'danger'}
          busy={editor.busy !== null}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            void (asking === 'publish' ? editor.publish() : editor.unpublish()).then((done) => {
              setAsking(null);
              if (done) void versions.load();
            })
          }
        >
          <p>
            {asking === 'publish'
              ? 'Le texte (enregistré d’abord s’il a changé) devient celui que lisent les adhérents, aussitôt.'
              : 'Les adhérents ne pourront plus ouvrir cette page. Ses versions sont gardées.'}
          </p>
        </ConfirmDialog>
      )}
    </BackOfficePage>
  );
});
