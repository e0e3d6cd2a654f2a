import { observer } from 'mobx-react-lite';
import { useService } from '../platform/services-context.tsx';
import { LIVE_ANNOUNCER } from '../platform/platform.tokens.ts';

/** The two persistent live regions (present from the first render so every message is announced). */
export const LiveRegion = observer(function LiveRegion() {
  const announcer = useService(LIVE_ANNOUNCER);
  return (
    <>
      <div className="portal-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        <span key={announcer.sequence}>{announcer.polite}</span>
      </div>
      <div className="portal-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        <span key={announcer.sequence}>{announcer.assertive}</span>
      </div>
    </>
  );
});
