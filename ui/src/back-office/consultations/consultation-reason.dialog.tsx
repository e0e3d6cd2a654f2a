import { HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { CONSULTATION_REASON_MIN_LENGTH } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import type { ConsultationReasonViewModel } from './consultation-reason.view-model.ts';
import { CONSULTATION_CATEGORY_OPTIONS } from './consultation-reason.view-model.ts';

/** The reason asked before « Voir l'espace de l'adhérent » (issue 27 §1). */
export const ConsultationReasonDialog = observer(function ConsultationReasonDialog({
  model,
}: {
  model: ConsultationReasonViewModel;
}) {
  if (!model.open) return null;
  return (
    <ConfirmDialog
      title="Voir l'espace de l'adhérent"
      confirmLabel="Ouvrir l'espace en lecture seule"
      busy={model.busy}
      onConfirm={() => void model.confirm()}
      onCancel={() => model.cancel()}
    >
      <div className="consultation-dialog">
        <p>
          L'espace s'ouvre en lecture seule pour 30 minutes au plus. L'adhérent verra cette consultation dans
          « Mon compte » : votre prénom, votre rôle et la catégorie du motif.
        </p>
        <FormField
          id="consultation-categorie"
          label="Catégorie du motif"
          required
          error={model.errors.categorie}
        >
          {(control) => (
            <HTMLSelect
              {...control}
              fill
              value={model.categorie}
              onChange={(event) => model.setCategorie(event.currentTarget.value)}
              options={[{ value: '', label: 'Choisir une catégorie' }, ...CONSULTATION_CATEGORY_OPTIONS]}
            />
          )}
        </FormField>
        <FormField
          id="consultation-motif"
          label="Motif"
          hint={`Au moins ${CONSULTATION_REASON_MIN_LENGTH} caractères, ou un numéro de ticket ci-dessous.`}
          error={model.errors.motif}
        >
          {(control) => (
            <TextArea
              {...control}
              autoComplete="off"
              fill
              rows={3}
              maxLength={500}
              value={model.motif}
              onChange={(event) => model.setMotif(event.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField id="consultation-ticket" label="Numéro de ticket">
          {(control) => (
            <InputGroup
              {...control}
              autoComplete="off"
              maxLength={40}
              value={model.ticket}
              onValueChange={(value) => model.setTicket(value)}
            />
          )}
        </FormField>
        <div role="alert">{model.failure === null ? null : <p>{model.failure}</p>}</div>
      </div>
    </ConfirmDialog>
  );
});
