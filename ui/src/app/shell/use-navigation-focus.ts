import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useService } from '../platform/services-context.tsx';
import { HEADING_FOCUS } from '../platform/platform.tokens.ts';

/**
 * Tells the heading-focus coordinator about every committed navigation after the first page. The location
 * object is compared, not its key: a hash typed or changed by script yields the key 'default' every time.
 */
export function useNavigationFocus(): void {
  const location = useLocation();
  const headingFocus = useService(HEADING_FOCUS);
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    headingFocus.navigated();
  }, [location, headingFocus]);
}
