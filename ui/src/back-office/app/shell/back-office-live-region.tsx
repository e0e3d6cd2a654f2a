import { observer } from 'mobx-react-lite';
import type { LiveAnnouncerStore } from '../../../widgets/toasts/live-announcer.store.ts';

/** The shell's two live regions, present from the first render so every announcement is read. */
export const BackOfficeLiveRegion = observer(function BackOfficeLiveRegion({
  announcer,
}: {
  announcer: LiveAnnouncerStore;
}) {
  return (
    <>
      <div className="bo-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        <span key={announcer.sequence}>{announcer.polite}</span>
      </div>
      <div className="bo-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        <span key={announcer.sequence}>{announcer.assertive}</span>
      </div>
    </>
  );
});
