import { HttpAdminContentsAdapter, HttpAudiencesAdapter, HttpPopupAudienceAdapter } from '@portail/adapters';
import {
  CreateStaticPage,
  ok,
  PublishContent,
  RestoreContentVersion,
  SaveContentDraft,
  SearchContents,
  UnpublishStaticPage,
  UploadContentImage,
  err,
} from '@portail/application';
import { ContentEditorViewModel } from '../../contenus/content-editor.view-model.ts';
import { ContentPreviewViewModel } from '../../contenus/content-preview.view-model.ts';
import { ContentVersionsViewModel } from '../../contenus/content-versions.view-model.ts';
import { ContentsArea } from '../../contenus/contents-area.tsx';
import type { ContentsAreaModels } from '../../contenus/contents-area.tsx';
import { ContentsListViewModel } from '../../contenus/contents-list.view-model.ts';
import { CreateStaticPageViewModel } from '../../contenus/create-static-page.view-model.ts';
import { PopupAudienceViewModel } from '../../contenus/popup-audience.view-model.ts';
import type { RichTextImageStore } from '../../widgets/rich-text-editor/rich-text-image-store.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** « Contenus »: the contents API, its use cases, the list and one view-model set per content opened. */
const assembleContents: BackOfficeAssembly = (kit) => {
  const contents = new HttpAdminContentsAdapter(kit.http);
  const announce = (text: string) => kit.announcer.announce(text);
  const canEdit = kit.staff.can('contenus', 'update');
  const upload = new UploadContentImage(contents);
  const images: RichTextImageStore = {
    list: () => contents.listImages(),
    upload: async (file, description) => {
      const added = await upload.execute(file, description);
      return added.kind === 'done' ? ok(added.value) : err({ message: added.message.message });
    },
  };
  const models: ContentsAreaModels = {
    list: new ContentsListViewModel(new SearchContents(contents), canEdit),
    createPage: () => new CreateStaticPageViewModel(new CreateStaticPage(contents)),
    editor: (id) =>
      new ContentEditorViewModel(
        {
          contents,
          save: new SaveContentDraft(contents),
          publish: new PublishContent(contents),
          unpublish: new UnpublishStaticPage(contents),
          announce,
        },
        id,
      ),
    versions: (id) =>
      new ContentVersionsViewModel({ contents, restore: new RestoreContentVersion(contents), announce }, id),
    preview: (id) => new ContentPreviewViewModel(contents, id),
    popupAudience: (id) =>
      new PopupAudienceViewModel(
        {
          audiences: new HttpAudiencesAdapter(kit.http),
          popup: new HttpPopupAudienceAdapter(kit.http),
          notify: (message) => kit.toasts.show({ intent: 'success', message }),
          announce,
        },
        id,
      ),
    images,
    canEdit,
  };
  return function ContentsAreaScreen() {
    return <ContentsArea models={models} />;
  };
};

export default assembleContents;
