import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { CmsBlockContent } from '../../cms-block-content.tsx';
import { DialogFrame } from '../../../widgets/dialog-frame/dialog-frame.tsx';
import type { ConsentDialogViewModel } from './consent-dialog.view-model.ts';

/** Consent dialog (spec §2): each pending consent with Refuser / Accepter; closes when none remain. */
const ConsentDialog = observer(function ConsentDialog({ model }: { model: ConsentDialogViewModel }) {
  return (
    <DialogFrame
      kind="member"
      title={model.title}
      onClose={() => undefined}
      closable={false}
      testId="consent-dialog"
    >
      <CmsBlockContent cms={model.cms} />
      <p className="member-consent-where">
        Vous retrouverez ces réponses, modifiables à tout moment, dans « Mon compte », rubrique « Mes
        consentements ».
      </p>
      <ul className="member-consent-list">
        {model.pending.map((consent) => {
          const labelId = `consentement-${consent.nom}`;
          const busy = model.answering === consent.nom;
          return (
            <li key={consent.nom} className="member-consent" aria-labelledby={labelId}>
              <p id={labelId} className="member-consent-label">
                {consent.libelle}
              </p>
              <div className="member-consent-actions" role="group" aria-labelledby={labelId}>
                <Button
                  variant="outlined"
                  disabled={model.answering !== null}
                  loading={busy}
                  onClick={() => void model.answer(consent.nom, false)}
                >
                  Refuser
                </Button>
                <Button
                  intent="primary"
                  disabled={model.answering !== null}
                  loading={busy}
                  onClick={() => void model.answer(consent.nom, true)}
                >
                  Accepter
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </DialogFrame>
  );
});

export default ConsentDialog;
