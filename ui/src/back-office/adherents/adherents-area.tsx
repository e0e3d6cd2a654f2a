import './adherents.css';
import { useMemo } from 'react';
import { Route, Routes, useParams } from 'react-router';
import type { AdherentExtraActions } from './adherent-page.screen.tsx';
import { AdherentPageScreen } from './adherent-page.screen.tsx';
import type { AdherentPageViewModel } from './adherent-page.view-model.ts';
import { AdherentSearchScreen } from './adherent-search.screen.tsx';
import type { AdherentSearchViewModel } from './adherent-search.view-model.ts';

/** What the area's screens are built from (the assembly makes it). */
export interface AdherentsAreaModels {
  readonly search: AdherentSearchViewModel;
  readonly page: () => AdherentPageViewModel;
  /** Buttons of other areas in the member's toolbar (« Actions sur l'adhérent »). */
  readonly extraActions?: AdherentExtraActions;
}

function AdherentRoute({ models }: { models: AdherentsAreaModels }) {
  const { id = '' } = useParams();
  const page = useMemo(() => models.page(), [models, id]);
  return <AdherentPageScreen key={id} model={page} id={id} extraActions={models.extraActions} />;
}

/** « Adhérents »: `#/adherents` the search, `#/adherents/<id>` a member's page. */
export function AdherentsArea({ models }: { models: AdherentsAreaModels }) {
  return (
    <Routes>
      <Route index element={<AdherentSearchScreen model={models.search} />} />
      <Route path=":id" element={<AdherentRoute models={models} />} />
    </Routes>
  );
}
