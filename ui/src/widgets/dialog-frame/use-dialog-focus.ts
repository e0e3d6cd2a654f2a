import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefCallback } from 'react';

/** Controls that can take the focus, in document order (first one used when the dialog has no title). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Props spread on Blueprint's `Dialog` so the focus starts inside the `role="dialog"` element. */
export interface DialogFocusProps {
  /**
   * Blueprint's own auto-focus puts the focus on its start focus-trap sentinel, an empty div outside the
   * `role="dialog"` element: a screen reader then announces neither the dialog nor its title. The focus
   * trap itself (`enforceFocus`) stays on.
   */
  readonly autoFocus: false;
  /**
   * Blueprint's `containerRef` (the element around `role="dialog"`): focuses the dialog when it mounts, and
   * takes that wrapper out of the Tab order — Blueprint makes it a tab stop (`tabIndex=0`), so its trap sent
   * the focus there, outside `role="dialog"`, when Tab wrapped around from the last control.
   */
  readonly containerRef: RefCallback<HTMLDivElement>;
}

/** The element that was focused before the dialog opened (the page itself does not count). */
function focusedOpener(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Puts the focus inside a just-opened dialog (ARIA APG dialog pattern, RGAA 7.1/7.3): nothing to do when a
 * control of the dialog already took it (e.g. an `autoFocus` field); otherwise its title — the element
 * naming the dialog through `aria-labelledby`, made focusable by script only (`tabIndex=-1`) — or, without
 * one, its first control.
 */
export function focusInsideDialog(container: HTMLElement): void {
  const dialog = container.querySelector<HTMLElement>('[role="dialog"]') ?? container;
  if (dialog.contains(document.activeElement)) return;
  const titleId = dialog.getAttribute('aria-labelledby');
  const title = titleId === null ? null : document.getElementById(titleId);
  const target = title ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.tabIndex = -1;
  target.focus();
}

/**
 * Focus management of a modal dialog: on opening the focus lands inside `role="dialog"` (see
 * `focusInsideDialog`), once per opening — Blueprint calls the container ref again on each render; when the
 * component unmounts and the focus was lost with the dialog, it goes back to the element that opened it.
 * Blueprint's focus trap (`enforceFocus`) and its own return of the focus on close (`isOpen` → false) stay.
 */
export function useDialogFocus(): DialogFocusProps {
  // Read during the first render, before the dialog exists: the element the user acted on.
  const [opener] = useState(focusedOpener);
  const focused = useRef<HTMLElement | null>(null);
  const containerRef = useCallback((container: HTMLDivElement | null) => {
    if (container === null) return;
    // React writes tabIndex only when the prop changes, and Blueprint always passes 0: this value stays.
    container.tabIndex = -1;
    if (focused.current === container) return;
    focused.current = container;
    focusInsideDialog(container);
  }, []);
  useEffect(
    () => () => {
      if (opener === null) return;
      // After the dialog's removal: give the focus back only if it went away with the dialog.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        const lost = active === null || active === document.body || !active.isConnected;
        if (lost && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
  return { autoFocus: false, containerRef };
}
