import { useMemo } from 'react';
import { Route, Routes, useParams } from 'react-router';
import type { RichTextImageStore } from '../widgets/rich-text-editor/rich-text-image-store.ts';
import type { ContentEditorViewModel } from './content-editor.view-model.ts';
import { ContentEditScreen } from './content-edit.screen.tsx';
import type { ContentPreviewViewModel } from './content-preview.view-model.ts';
import type { ContentVersionsViewModel } from './content-versions.view-model.ts';
import { ContentsListScreen } from './contents-list.screen.tsx';
import type { ContentsListViewModel } from './contents-list.view-model.ts';
import type { CreateStaticPageViewModel } from './create-static-page.view-model.ts';
import type { PopupAudienceViewModel } from './popup-audience.view-model.ts';

/** What the area's screens are built from (the assembly makes it). */
export interface ContentsAreaModels {
  readonly list: ContentsListViewModel;
  readonly createPage: () => CreateStaticPageViewModel;
  readonly editor: (id: string) => ContentEditorViewModel;
  readonly versions: (id: string) => ContentVersionsViewModel;
  readonly preview: (id: string) => ContentPreviewViewModel;
  /** The audience panel of a popup (issue 27). */
  readonly popupAudience: (id: string) => PopupAudienceViewModel;
  readonly images: RichTextImageStore;
  readonly canEdit: boolean;
}

function ContentEditRoute({ models }: { models: ContentsAreaModels }) {
  const { id = '' } = useParams();
  const opened = useMemo(
    () => ({ editor: models.editor(id), versions: models.versions(id), audience: models.popupAudience(id) }),
    [models, id],
  );
  return (
    <ContentEditScreen
      key={id}
      editor={opened.editor}
      versions={opened.versions}
      audience={opened.audience}
      preview={() => models.preview(id)}
      images={models.images}
      canEdit={models.canEdit}
    />
  );
}

/** « Contenus »: `#/contenus` the list, `#/contenus/<id>` one content. */
export function ContentsArea({ models }: { models: ContentsAreaModels }) {
  return (
    <Routes>
      <Route index element={<ContentsListScreen model={models.list} createPage={models.createPage} />} />
      <Route path=":id" element={<ContentEditRoute models={models} />} />
    </Routes>
  );
}
