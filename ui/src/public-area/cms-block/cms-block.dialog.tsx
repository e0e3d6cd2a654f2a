import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import type { CmsBlockDialogViewModel } from './cms-block-dialog.view-model.ts';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';

export interface CmsBlockDialogProps {
  readonly model: CmsBlockDialogViewModel;
  /** The footer button's label ('Fermer', 'Continuer'). */
  readonly actionLabel?: string;
  /** What the footer button and closing do (default: close the popup). */
  readonly onAction?: () => void;
}

/**
 * A CMS block in a dialog: its title and sanitised content. Default export, loaded with React.lazy when
 * the popup opens (the dialog code stays out of the screens' first load).
 */
const CmsBlockDialog = observer(function CmsBlockDialog({
  model,
  actionLabel = 'Fermer',
  onAction,
}: CmsBlockDialogProps) {
  const item = model.item;
  if (!model.isOpen || item === null) return null;
  const act = onAction ?? (() => model.close());
  return (
    <DialogFrame
      title={item.title}
      onClose={act}
      footer={
        <Button intent="primary" onClick={act}>
          {actionLabel}
        </Button>
      }
    >
      <CmsContent html={item.content} headingLevel={3} />
    </DialogFrame>
  );
});

export default CmsBlockDialog;
