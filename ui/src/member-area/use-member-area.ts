import { useEffect, useState } from 'react';
import { MEMBER_AREA } from './member-area.tokens.ts';
import { useService } from '../app/platform/services-context.tsx';
import type { MemberArea } from './member-area.assembly.ts';

type AreaState = { readonly area: MemberArea } | { readonly error: unknown } | null;

/**
 * The member area (null while its code downloads); its shell starts the first time it is shown and keeps
 * its state for the page's lifetime (the shell's route transition remounts the screen at each navigation).
 * A chunk that fails to download goes to the route's error screen.
 */
export function useMemberArea(): MemberArea | null {
  const factory = useService(MEMBER_AREA);
  const [state, setState] = useState<AreaState>(null);
  useEffect(() => {
    let current = true;
    factory().then(
      (area) => {
        if (!current) return;
        setState({ area });
        void area.shell.ensureStarted();
      },
      (error: unknown) => {
        if (current) setState({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [factory]);
  if (state !== null && 'error' in state) throw state.error;
  return state === null ? null : state.area;
}
