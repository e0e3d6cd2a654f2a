import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';
import type { NoContractDialogViewModel } from './no-contract-dialog.view-model.ts';

/** Redirect notice when the user has no contract (spec §2): goes on by itself, or with 'Continuer'. */
const NoContractDialog = observer(function NoContractDialog({ model }: { model: NoContractDialogViewModel }) {
  return (
    <DialogFrame
      kind="member"
      title={model.title}
      onClose={() => undefined}
      closable={false}
      testId="no-contract-dialog"
      footer={
        <Button intent="primary" loading={model.leaving} onClick={() => void model.proceed()}>
          Continuer
        </Button>
      }
    >
      <p role="alert">{model.text}</p>
    </DialogFrame>
  );
});

export default NoContractDialog;
