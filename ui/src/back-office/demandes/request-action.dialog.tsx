import { TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import type { DialogAction, RequestPageViewModel } from './request-page.view-model.ts';

const DIALOGS: Readonly<
  Record<DialogAction, { title: string; text: string; confirm: string; intent: 'primary' | 'danger' }>
> = {
  'ask-complement': {
    title: "Demander un complément à l'adhérent ?",
    text: "Le message est ajouté au fil de la demande et l'adhérent est prévenu. La demande passe « Complément demandé ».",
    confirm: 'Envoyer la demande de complément',
    intent: 'primary',
  },
  accept: {
    title: 'Accepter la demande ?',
    text: "L'adhérent est prévenu. Pour une prise en charge hospitalière, le PDF de prise en charge est envoyé à l'adhérent et à l'établissement.",
    confirm: 'Accepter',
    intent: 'primary',
  },
  refuse: {
    title: 'Refuser la demande ?',
    text: "Le motif est envoyé à l'adhérent. La décision ne peut pas être annulée.",
    confirm: 'Refuser',
    intent: 'danger',
  },
  close: {
    title: 'Clôturer la demande ?',
    text: 'Une demande clôturée ne peut plus être traitée.',
    confirm: 'Clôturer',
    intent: 'danger',
  },
};

/** The dialog of the action being confirmed, with its text field; its typed text survives a refusal or a 409. */
export const RequestActionDialog = observer(function RequestActionDialog({
  model,
}: {
  model: RequestPageViewModel;
}) {
  const kind = model.dialog;
  if (kind === null) return null;
  const dialog = DIALOGS[kind];
  const field =
    kind === 'ask-complement'
      ? {
          id: 'demande-complement',
          label: "Message à l'adhérent",
          value: model.message,
          set: model.setMessage,
          required: true,
        }
      : kind === 'refuse'
        ? {
            id: 'demande-motif',
            label: 'Motif du refus',
            value: model.reason,
            set: model.setReason,
            required: true,
          }
        : kind === 'accept'
          ? {
              id: 'demande-commentaire',
              label: "Mot à l'adhérent (facultatif)",
              value: model.comment,
              set: model.setComment,
              required: false,
            }
          : null;
  return (
    <ConfirmDialog
      title={dialog.title}
      confirmLabel={dialog.confirm}
      intent={dialog.intent}
      busy={model.busy}
      onConfirm={() => void model.confirm()}
      onCancel={model.cancel}
    >
      <div className="dem-dialog">
        <p>{dialog.text}</p>
        {field === null ? null : (
          <FormField id={field.id} label={field.label} required={field.required} error={model.fieldError}>
            {(control) => (
              <TextArea
                {...control}
                autoComplete="off"
                rows={5}
                maxLength={kind === 'refuse' ? 2000 : 4000}
                value={field.value}
                onChange={(event) => field.set(event.currentTarget.value)}
              />
            )}
          </FormField>
        )}
        <div role="alert">{model.conflict === null ? null : <p>{model.conflict}</p>}</div>
      </div>
    </ConfirmDialog>
  );
});
