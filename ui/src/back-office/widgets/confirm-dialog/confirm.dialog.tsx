import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';

export interface ConfirmDialogProps {
  /** The question, the dialog's accessible name (« Supprimer la question ? »). */
  readonly title: string;
  /** What will happen, in French. */
  readonly children: ReactNode;
  /** The confirming button's text (« Supprimer », « Publier », « Restaurer »). */
  readonly confirmLabel: string;
  /** 'danger' for a deletion. */
  readonly intent?: 'primary' | 'danger';
  /** True while the confirmed action runs (the button spins, nothing else can be pressed). */
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The back office's one confirm dialog: a question, what will happen, « Annuler » and the confirming button. Render
 * it while asking (unmounted afterwards: the focus goes back to what opened it); Escape and « Annuler » cancel.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  intent = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      title={title}
      onClose={busy ? () => undefined : onCancel}
      closable={!busy}
      footer={
        <>
          <Button variant="outlined" onClick={onCancel} disabled={busy}>
            Annuler
          </Button>
          <Button intent={intent} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
