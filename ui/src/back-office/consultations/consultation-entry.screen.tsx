import { Button, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { ConsultationReasonDialog } from './consultation-reason.dialog.tsx';
import type { ConsultationReasonViewModel } from './consultation-reason.view-model.ts';

/**
 * A minimal way in to « Voir l'espace de l'adhérent » by member number, until the member's page of « Adhérents »
 * (search, identity, account) carries the button with the same dialog.
 */
export const ConsultationEntryScreen = observer(function ConsultationEntryScreen({
  model,
}: {
  model: ConsultationReasonViewModel;
}) {
  const [member, setMember] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (member.trim() !== '') model.ask(member.trim());
  };
  return (
    <BackOfficePage title="Voir l'espace d'un adhérent">
      <p>
        Ouvrez l'espace d'un adhérent en lecture seule, pour 30 minutes au plus, après avoir indiqué un motif.
        L'adhérent voit chaque consultation dans « Mon compte ».
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Adhérent à consulter">
        <FormField id="consultation-adherent" label="Numéro d'adhérent" required>
          {(control) => (
            <InputGroup
              {...control}
              autoComplete="off"
              maxLength={100}
              value={member}
              onValueChange={setMember}
            />
          )}
        </FormField>
        <Button type="submit" intent="primary">
          Voir l'espace de l'adhérent
        </Button>
      </form>
      <ConsultationReasonDialog model={model} />
    </BackOfficePage>
  );
});
