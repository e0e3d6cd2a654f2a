import '../form-feedback/account-recovery.css';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { SecurityCodeInput } from '../security-code-input/security-code-input.tsx';
import { useDialogFocus } from '../dialog-frame/use-dialog-focus.ts';
import type { SecurityCodeDialogViewModel } from './security-code-dialog.view-model.ts';

/**
 * The 6-digit security-code modal (spec §4, §5): where the code was sent, the forbidden-phone notice, six
 * cells (paste spreads the code, `autocomplete="one-time-code"`), the resend link, 'Annuler' / 'Valider'.
 * Default export: loaded with React.lazy.
 */
export interface SecurityCodeDialogProps {
  readonly model: SecurityCodeDialogViewModel;
  /** After the closing animation (focus management of the opener). */
  readonly onClosed?: (() => void) | undefined;
}

const SecurityCodeDialog = observer(function SecurityCodeDialog({
  model,
  onClosed,
}: SecurityCodeDialogProps) {
  // The first digit cell takes the focus when the code is sent (autoFocus); the title until then.
  const focus = useDialogFocus();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.verify();
  };
  const ready = model.status === 'ready';
  return (
    <Dialog
      {...focus}
      isOpen={model.isOpen}
      title="Code de sécurité"
      onClose={() => model.cancel()}
      {...(onClosed === undefined ? {} : { onClosed })}
      className="portal-dialog"
      canOutsideClickClose={false}
      isCloseButtonShown={false}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody className="portal-dialog-text">
          {ready ? (
            <>
              <p>{model.sentText}</p>
              {model.notice === null ? null : (
                <Callout intent="warning" compact>
                  {model.notice}
                </Callout>
              )}
              <p>Saisissez ci-dessous le code reçu.</p>
              <SecurityCodeInput id="code-securite" model={model.code} error={model.error} autoFocus />
              <Button
                variant="minimal"
                intent="primary"
                className="portal-link-button"
                onClick={() => void model.resend()}
                loading={model.resending}
              >
                Renvoyer un code
              </Button>
            </>
          ) : (
            <div role="status">
              <Spinner size={24} aria-hidden="true" />
              <p>Envoi du code de sécurité en cours…</p>
            </div>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="outlined" onClick={() => model.cancel()} disabled={model.verifying}>
                Annuler
              </Button>
              <Button type="submit" intent="primary" loading={model.verifying} disabled={!ready}>
                Valider
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
});

export default SecurityCodeDialog;
