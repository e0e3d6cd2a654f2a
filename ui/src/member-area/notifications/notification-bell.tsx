import { Button } from '@blueprintjs/core';
import { NotificationsIcon } from '@blueprintjs/icons/lib/esm/generated/components/notifications';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMemberAreaContext } from '../member-area-context.tsx';

const NotificationPanel = lazy(() =>
  import('./notification-panel.tsx').then((module) => ({ default: module.NotificationPanel })),
);

const PANEL_ID = 'notifications-recentes';

/**
 * The bell of the member bar (issue 25 « Notifications »): a disclosure button named with the unread count, the
 * count also read in a polite live region when it changes, and the panel of the latest notifications (its code
 * downloads at the first opening). Escape or a change of screen closes it; Escape gives the focus back.
 */
export const NotificationBell = observer(function NotificationBell() {
  const centre = useMemberAreaContext().notifications;
  const { bell } = centre;
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    bell.start();
    return () => bell.stop();
  }, [bell]);
  useEffect(() => bell.close(), [bell, pathname]);
  return (
    <div
      className="member-bell"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !bell.open) return;
        bell.close();
        button.current?.focus();
      }}
    >
      <Button
        ref={button}
        className="member-bell-button"
        variant="minimal"
        icon={<NotificationsIcon />}
        aria-label={bell.label}
        aria-expanded={bell.open}
        aria-controls={bell.open ? PANEL_ID : undefined}
        data-testid="notification-bell"
        onClick={() => bell.toggle()}
      >
        {bell.badge === null ? null : (
          <span className="member-bell-badge" aria-hidden="true">
            {bell.badge}
          </span>
        )}
      </Button>
      <span className="portal-visually-hidden" role="status" aria-live="polite">
        {bell.liveText}
      </span>
      {bell.open ? (
        <Suspense fallback={<p id={PANEL_ID}>Chargement des notifications…</p>}>
          <NotificationPanel id={PANEL_ID} centre={centre} onClose={() => bell.close()} />
        </Suspense>
      ) : null}
    </div>
  );
});
