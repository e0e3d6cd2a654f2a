import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { MemberArea } from './member-area.assembly.ts';

const MemberAreaContext = createContext<MemberArea | null>(null);

export function MemberAreaProvider({ area, children }: { area: MemberArea; children: ReactNode }) {
  return <MemberAreaContext.Provider value={area}>{children}</MemberAreaContext.Provider>;
}

/** The assembled member area, for the screens under the `espace` route. */
export function useMemberAreaContext(): MemberArea {
  const area = useContext(MemberAreaContext);
  if (area === null) throw new Error('useMemberAreaContext must be used under <MemberAreaProvider>');
  return area;
}
