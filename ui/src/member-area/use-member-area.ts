import { useEffect, useState } from 'react';
import { MEMBER_AREA } from '../app/member-area.tokens.ts';
import { useService } from '../app/services-context.tsx';
import type { MemberArea } from './member-area.assembly.ts';

type AreaState = { readonly area: MemberArea } | { readonly error: unknown } | null;

/**
 * The member area assembled for this mount of the route (null while its code downloads); the shell starts
 * when it arrives and is disposed when the route is left. A chunk that fails to download goes to the
 * route's error screen.
 */
export function useMemberArea(): MemberArea | null {
  const factory = useService(MEMBER_AREA);
  const [state, setState] = useState<AreaState>(null);
  useEffect(() => {
    let current = true;
    let assembled: MemberArea | null = null;
    factory().then(
      (area) => {
        if (!current) return;
        assembled = area;
        setState({ area });
        void area.shell.start();
      },
      (error: unknown) => {
        if (current) setState({ error });
      },
    );
    return () => {
      current = false;
      assembled?.shell.dispose();
    };
  }, [factory]);
  if (state !== null && 'error' in state) throw state.error;
  return state === null ? null : state.area;
}
