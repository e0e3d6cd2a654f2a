import { Button } from '@blueprintjs/core';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';

export const CONTRACTS_ERROR_TITLE = 'Vos contrats sont momentanément indisponibles';

export interface ContractsErrorDialogProps {
  readonly message: string;
  readonly onRetry: () => void;
  readonly onLogout: () => void;
}

/** Static error modal when the contracts fail to load (spec §2, §7): the message (503: the error body). */
export default function ContractsErrorDialog({ message, onRetry, onLogout }: ContractsErrorDialogProps) {
  return (
    <DialogFrame
      kind="member"
      title={CONTRACTS_ERROR_TITLE}
      onClose={() => undefined}
      closable={false}
      testId="contracts-error-dialog"
      footer={
        <>
          <Button variant="outlined" onClick={onLogout}>
            Se déconnecter
          </Button>
          <Button intent="primary" onClick={onRetry}>
            Réessayer
          </Button>
        </>
      }
    >
      <p role="alert">{message}</p>
    </DialogFrame>
  );
}
