import '../../widgets/form-feedback/account-recovery.css';
import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import SanitizedHtml from '../../widgets/sanitized-html/sanitized-html.tsx';
import { useDialogFocus } from '../../widgets/dialog-frame/use-dialog-focus.ts';
import type { CmsTextViewModel } from './cms-text.view-model.ts';

export interface CmsTextDialogProps {
  readonly model: CmsTextViewModel;
  readonly isOpen: boolean;
  /** The main button ('Fermer', 'Continuer'). */
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly confirming?: boolean | undefined;
  /** 'Annuler' (and Escape); without it Escape and the close button confirm. */
  readonly onCancel?: (() => void) | undefined;
  /** After the closing animation (focus management of the opener). */
  readonly onClosed?: (() => void) | undefined;
}

/**
 * A modal showing a CMS block (title + sanitised HTML) or its fallback text: the dematerialisation popup,
 * the forgot-login information modal. On opening the focus goes to its title (the dialog's name); Blueprint's
 * Dialog traps the focus and gives it back on close.
 * Default export: loaded with React.lazy by the screens that open it.
 */
const CmsTextDialog = observer(function CmsTextDialog({
  model,
  isOpen,
  confirmLabel,
  onConfirm,
  confirming = false,
  onCancel,
  onClosed,
}: CmsTextDialogProps) {
  const focus = useDialogFocus();
  const dismiss = onCancel ?? onConfirm;
  const title = model.status === 'loading' ? model.fallback.title : model.title;
  return (
    <Dialog
      {...focus}
      isOpen={isOpen}
      title={title}
      onClose={() => {
        if (!confirming) dismiss();
      }}
      {...(onClosed === undefined ? {} : { onClosed })}
      className="portal-dialog"
      canOutsideClickClose={false}
      isCloseButtonShown={false}
    >
      <DialogBody className="portal-dialog-text">
        {model.status === 'loading' ? (
          <Spinner size={24} aria-label="Chargement en cours" />
        ) : model.status === 'loaded' ? (
          <SanitizedHtml html={model.html} />
        ) : (
          model.fallback.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onCancel === undefined ? null : (
              <Button variant="outlined" onClick={onCancel} disabled={confirming}>
                Annuler
              </Button>
            )}
            <Button intent="primary" onClick={onConfirm} loading={confirming}>
              {confirmLabel}
            </Button>
          </>
        }
      />
    </Dialog>
  );
});

export default CmsTextDialog;
