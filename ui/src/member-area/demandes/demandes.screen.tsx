import './demandes.css';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { RequestsAreaProvider } from './demandes-context.tsx';
import { assembleRequests } from './demandes.assembly.ts';
import { DEMANDES_PATHS } from './demandes.paths.ts';
import { NewThreadScreen } from './new-thread.screen.tsx';
import { RequestDetailScreen } from './request-detail.screen.tsx';
import { RequestFormScreen } from './request-form.screen.tsx';
import { RequestListScreen } from './request-list.screen.tsx';
import { ThreadScreen } from './thread.screen.tsx';

/**
 * Route `espace/demandes/*` (issue 25, its own lazily loaded chunk): the list, a typed form, one request and a
 * new thread, over the view-models this chunk assembles once per visit of « Mes demandes ».
 */
export function DemandesScreen() {
  const area = useMemberAreaContext();
  const [requests] = useState(() => assembleRequests(area.services));
  return (
    <RequestsAreaProvider area={requests}>
      <Routes>
        <Route index element={<RequestListScreen />} />
        <Route path="nouveau-message" element={<NewThreadScreen />} />
        <Route path="nouvelle/:kind" element={<RequestFormScreen />} />
        <Route path="messages/:id" element={<ThreadScreen />} />
        <Route path=":id" element={<RequestDetailScreen />} />
        <Route path="*" element={<Navigate to={DEMANDES_PATHS.list} replace />} />
      </Routes>
    </RequestsAreaProvider>
  );
}
