import { Button } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons/lib/esm/generated/components/eye-open';
import type { AdherentDetail } from '@portail/application';
import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { ConsultationReasonDialog } from './consultation-reason.dialog.tsx';
import type { ConsultationReasonViewModel } from './consultation-reason.view-model.ts';

/**
 * « Voir l'espace de l'adhérent » in the member's toolbar of « Adhérents » (its `extraActions`): the button, then the
 * reason dialog, then the member's space in consultation mode.
 */
export function consultationAction(
  model: ConsultationReasonViewModel,
): ComponentType<{ readonly member: AdherentDetail }> {
  return observer(function ConsultationAction({ member }: { readonly member: AdherentDetail }) {
    return (
      <>
        <Button icon={<EyeOpenIcon />} onClick={() => model.ask(member.id)}>
          Voir l'espace de l'adhérent
        </Button>
        <ConsultationReasonDialog model={model} />
      </>
    );
  });
}
