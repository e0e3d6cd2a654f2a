import './mail-templates.css';
import { Route, Routes, useParams } from 'react-router';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { MailTemplateEditor } from './mail-template-editor.tsx';
import type { MailTemplateEditorViewModel } from './mail-template-editor.view-model.ts';
import { MailTemplateList } from './mail-template-list.tsx';
import type { MailTemplateListViewModel } from './mail-template-list.view-model.ts';

export interface MailTemplatesScreenProps {
  readonly list: MailTemplateListViewModel;
  readonly editor: MailTemplateEditorViewModel;
}

function EditorRoute({ editor }: { editor: MailTemplateEditorViewModel }) {
  const { key = '' } = useParams();
  return <MailTemplateEditor model={editor} templateKey={key} />;
}

/** « Modèles de mails » (habilitation modeles-mails): `#/modeles-mails` the list, `#/modeles-mails/<clé>` one template. */
export function MailTemplatesScreen({ list, editor }: MailTemplatesScreenProps) {
  return (
    <Routes>
      <Route
        index
        element={
          <BackOfficePage title="Modèles de mails">
            <MailTemplateList model={list} />
          </BackOfficePage>
        }
      />
      <Route path=":key" element={<EditorRoute editor={editor} />} />
    </Routes>
  );
}
