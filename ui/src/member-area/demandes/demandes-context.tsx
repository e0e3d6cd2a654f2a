import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RequestsArea } from './demandes.assembly.ts';

const RequestsAreaContext = createContext<RequestsArea | null>(null);

export function RequestsAreaProvider({ area, children }: { area: RequestsArea; children: ReactNode }) {
  return <RequestsAreaContext.Provider value={area}>{children}</RequestsAreaContext.Provider>;
}

/** The view-model factories of « Mes demandes », for the screens under `espace/demandes`. */
export function useRequestsArea(): RequestsArea {
  const area = useContext(RequestsAreaContext);
  if (area === null) throw new Error('useRequestsArea must be used under <RequestsAreaProvider>');
  return area;
}
