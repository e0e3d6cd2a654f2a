import { Button, Checkbox } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { CmsBlockContent } from '../../cms-block-content.tsx';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';
import { DO_NOT_SHOW_AGAIN_LABEL } from './member-cms-dialog.view-model.ts';
import type { MemberCmsDialogViewModel } from './member-cms-dialog.view-model.ts';

/** CMS popup (spec §2): title, content, 'Ne plus afficher ce message.' when a cookie name is set, Fermer. */
const MemberCmsDialog = observer(function MemberCmsDialog({
  model,
  testId,
}: {
  model: MemberCmsDialogViewModel;
  testId: string;
}) {
  return (
    <DialogFrame
      kind="member"
      title={model.title}
      onClose={() => model.close()}
      testId={testId}
      footer={
        <Button intent="primary" onClick={() => model.close()}>
          Fermer
        </Button>
      }
    >
      <CmsBlockContent cms={model.cms} />
      {model.checkboxVisible ? (
        <Checkbox
          className="member-cms-popup-checkbox"
          checked={model.doNotShowAgain}
          label={DO_NOT_SHOW_AGAIN_LABEL}
          onChange={(event) => model.setDoNotShowAgain(event.currentTarget.checked)}
        />
      ) : null}
    </DialogFrame>
  );
});

export default MemberCmsDialog;
