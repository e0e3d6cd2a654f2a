import { OverlayToaster } from '@blueprintjs/core';
import type { Intent } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons/lib/esm/generated/components/error';
import { InfoSignIcon } from '@blueprintjs/icons/lib/esm/generated/components/info-sign';
import { TickCircleIcon } from '@blueprintjs/icons/lib/esm/generated/components/tick-circle';
import { WarningSignIcon } from '@blueprintjs/icons/lib/esm/generated/components/warning-sign';
import type { RenderedToast, ToastIntent, ToastRenderer } from './toast.service.ts';

const ICONS: Readonly<Record<ToastIntent, React.JSX.Element>> = {
  success: <TickCircleIcon />,
  danger: <ErrorIcon />,
  warning: <WarningSignIcon />,
  primary: <InfoSignIcon />,
};

const INTENTS: Readonly<Record<ToastIntent, Intent>> = {
  success: 'success',
  danger: 'danger',
  warning: 'warning',
  primary: 'primary',
};

/**
 * Blueprint's OverlayToaster behind the ToastRenderer port. Loaded with a dynamic import on the first toast.
 * The text is announced by the shell's live region, so the visual copy is hidden from assistive technology
 * (Blueprint marks it role="alert", which would read it twice); the French 'Fermer' action replaces
 * Blueprint's English close button.
 */
export async function createBlueprintToastRenderer(): Promise<ToastRenderer> {
  const toaster = await OverlayToaster.create({ position: 'top', maxToasts: 5, className: 'portal-toaster' });
  return {
    render(toast: RenderedToast): void {
      // An identical toast still shown is updated (its timer restarts), not stacked.
      toaster.show(
        {
          intent: INTENTS[toast.intent],
          icon: ICONS[toast.intent],
          timeout: toast.timeoutMs,
          isCloseButtonShown: false,
          action: { text: 'Fermer' },
          message: (
            <span aria-hidden="true">
              {toast.message}
              {toast.detail === null ? null : <span className="portal-toast-detail">{toast.detail}</span>}
            </span>
          ),
        },
        toast.key,
      );
    },
  };
}
