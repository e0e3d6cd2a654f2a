import { useMemo } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { AudienceEditScreen } from './audience-edit.screen.tsx';
import type { AudienceEditorViewModel } from './audience-editor.view-model.ts';
import { AudiencesListScreen } from './audiences-list.screen.tsx';
import type { AudiencesListViewModel } from './audiences-list.view-model.ts';

/** What the area's screens are built from (the assembly makes it). */
export interface AudiencesAreaModels {
  readonly list: AudiencesListViewModel;
  readonly editor: (id: string | null) => AudienceEditorViewModel;
  readonly canCreate: boolean;
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
}

function AudienceEditRoute({ models }: { models: AudiencesAreaModels }) {
  const { id = null } = useParams();
  const editor = useMemo(() => models.editor(id), [models, id]);
  return (
    <AudienceEditScreen
      key={id ?? 'nouvelle'}
      model={editor}
      canSave={id === null ? models.canCreate : models.canUpdate}
    />
  );
}

/** « Audiences »: `#/audiences` the list, `#/audiences/nouvelle` a new one, `#/audiences/<id>` one audience. */
export function AudiencesArea({ models }: { models: AudiencesAreaModels }) {
  return (
    <Routes>
      <Route
        index
        element={
          <AudiencesListScreen
            model={models.list}
            canCreate={models.canCreate}
            canDelete={models.canDelete}
          />
        }
      />
      <Route path="nouvelle" element={<AudienceEditRoute models={models} />} />
      <Route path=":id" element={<AudienceEditRoute models={models} />} />
    </Routes>
  );
}
