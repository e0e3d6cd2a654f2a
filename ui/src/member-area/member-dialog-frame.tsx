import { Button, Classes, Dialog } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons/lib/esm/generated/components/small-cross';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useDialogFocus } from '../widgets/dialog-frame/use-dialog-focus.ts';

export interface MemberDialogFrameProps {
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly className?: string;
  /** False for a dialog that must be answered: no 'Fermer' (X), no Escape, no click outside (static). */
  readonly closable?: boolean;
  readonly testId?: string;
}

/**
 * The frame of the member area's dialogs: Blueprint's Dialog named by its h2 title, with a 'Fermer' button
 * when it may be dismissed. On opening the focus goes to the title (`tabIndex={-1}`) so a screen reader
 * announces the dialog; it stays trapped inside and goes back to the opener when the dialog is unmounted.
 */
export function MemberDialogFrame({
  title,
  onClose,
  children,
  footer,
  className,
  closable = true,
  testId,
}: MemberDialogFrameProps) {
  const titleId = useId();
  const focus = useDialogFocus();
  return (
    <Dialog
      {...focus}
      isOpen
      onClose={onClose}
      aria-labelledby={titleId}
      canEscapeKeyClose={closable}
      canOutsideClickClose={closable}
      className={['member-dialog', className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <div className={Classes.DIALOG_HEADER}>
        <h2 id={titleId} tabIndex={-1} className={`${Classes.HEADING} member-dialog-title`}>
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
