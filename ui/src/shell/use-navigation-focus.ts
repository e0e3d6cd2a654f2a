import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useService } from '../app/services-context.tsx';
import { HEADING_FOCUS } from '../app/platform.tokens.ts';

/** Tells the heading-focus coordinator about every committed navigation after the first page. */
export function useNavigationFocus(): void {
  const { key } = useLocation();
  const headingFocus = useService(HEADING_FOCUS);
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    headingFocus.navigated();
  }, [key, headingFocus]);
}
