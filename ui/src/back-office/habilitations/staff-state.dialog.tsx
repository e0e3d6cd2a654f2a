import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import type { StaffListViewModel } from './staff-list.view-model.ts';

/** The confirmation of « Désactiver » / « Réactiver » a staff account. */
export const StaffStateDialog = observer(function StaffStateDialog({ model }: { model: StaffListViewModel }) {
  const confirmation = model.confirmation;
  if (confirmation === null) return null;
  return (
    <DialogFrame
      title={confirmation.title}
      onClose={() => model.cancel()}
      testId="staff-state-dialog"
      footer={
        <>
          <Button variant="outlined" onClick={() => model.cancel()} disabled={model.changing}>
            Annuler
          </Button>
          <Button
            intent={confirmation.change === 'disable' ? 'danger' : 'primary'}
            loading={model.changing}
            onClick={() => void model.confirm()}
          >
            {confirmation.confirmLabel}
          </Button>
        </>
      }
    >
      <p>{confirmation.text}</p>
    </DialogFrame>
  );
});
