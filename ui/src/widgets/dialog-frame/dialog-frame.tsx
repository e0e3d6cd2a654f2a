import './dialog-frame.css';
import { Button, Classes, Dialog } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons/lib/esm/generated/components/small-cross';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useDialogFocus } from './use-dialog-focus.ts';

export interface DialogFrameProps {
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Buttons of the dialog's footer. */
  readonly footer?: ReactNode;
  readonly className?: string;
  /** False for a dialog that must be answered: no 'Fermer' (X), no Escape, no click outside (static). */
  readonly closable?: boolean;
  /** Whose dialog it is: the public pages' (`portal-dialog`) or the member area's (`member-dialog`, wider). */
  readonly kind?: 'portal' | 'member';
  readonly testId?: string;
}

/**
 * The frame of every dialog of the portal: Blueprint Dialog with a French header: the title is the dialog's accessible name (h2), the close button
 * says 'Fermer'. On opening the focus goes to the title (`tabIndex={-1}`), so a screen reader announces the
 * dialog and its name; Blueprint's overlay traps the focus inside and closes on Escape; when the dialog is
 * unmounted the focus goes back to the element that opened it.
 */
export function DialogFrame({
  title,
  onClose,
  children,
  footer,
  className,
  closable = true,
  kind = 'portal',
  testId,
}: DialogFrameProps) {
  const titleId = useId();
  // The dialog is unmounted rather than closed: the hook gives the focus back to what opened it.
  const focus = useDialogFocus();
  return (
    <Dialog
      {...focus}
      isOpen
      onClose={onClose}
      aria-labelledby={titleId}
      canEscapeKeyClose={closable}
      canOutsideClickClose={closable}
      className={['dialog-frame', `${kind}-dialog`, className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <div className={Classes.DIALOG_HEADER}>
        <h2 id={titleId} tabIndex={-1} className={`${Classes.HEADING} dialog-frame-title`}>
          {title}
        </h2>
        {closable ? (
          <Button
            variant="minimal"
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon={<SmallCrossIcon />}
            aria-label="Fermer"
            onClick={onClose}
          />
        ) : null}
      </div>
      <div className={Classes.DIALOG_BODY}>{children}</div>
      {footer === undefined ? null : (
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>{footer}</div>
        </div>
      )}
    </Dialog>
  );
}
