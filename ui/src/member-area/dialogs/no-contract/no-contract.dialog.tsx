import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { MemberDialogFrame } from '../../member-dialog-frame.tsx';
import type { NoContractNoticeViewModel } from './no-contract-dialog.view-model.ts';

/** Redirect notice when the user has no contract (spec §2): goes on by itself, or with 'Continuer'. */
const NoContractDialog = observer(function NoContractDialog({ model }: { model: NoContractNoticeViewModel }) {
  return (
    <MemberDialogFrame
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
    </MemberDialogFrame>
  );
});

export default NoContractDialog;
