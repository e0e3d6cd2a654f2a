import { Checkbox, InputGroup, TextArea } from '@blueprintjs/core';
import type { AdherentAction } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import { ADHERENT_ACTION_LABELS } from './adherent-page.view-model.ts';
import type { AdherentPageViewModel } from './adherent-page.view-model.ts';

const DIALOGS: Readonly<
  Record<AdherentAction, { title: string; text: string; intent: 'primary' | 'danger' }>
> = {
  'relance-activation': {
    title: "Renvoyer le mail d'activation ?",
    text: "Un nouveau lien d'activation est envoyé à l'adresse du compte ; le lien précédent ne fonctionne plus.",
    intent: 'primary',
  },
  deverrouillage: {
    title: 'Déverrouiller le compte ?',
    text: "Les échecs de connexion sont oubliés : l'adhérent peut se connecter de nouveau tout de suite.",
    intent: 'primary',
  },
  'reinitialisation-mot-de-passe': {
    title: 'Envoyer un lien de réinitialisation du mot de passe ?',
    text: "L'adhérent reçoit par mail un lien pour choisir un nouveau mot de passe. Son mot de passe actuel reste valable jusque-là.",
    intent: 'primary',
  },
  'desactivation-double-authentification': {
    title: 'Désactiver la double authentification ?',
    text: "Vérifiez d'abord l'identité de l'adhérent par téléphone. Sans code, seul le mot de passe protégera le compte.",
    intent: 'danger',
  },
  'creation-compte': {
    title: "Créer le compte de l'adhérent ?",
    text: "L'adhérent reçoit un lien d'activation : il choisira son mot de passe et acceptera les conditions d'utilisation et ses consentements.",
    intent: 'primary',
  },
};

/** The confirmation of an action, with the field it needs; its typed text survives a refusal or a 409. */
export const AdherentActionDialog = observer(function AdherentActionDialog({
  model,
}: {
  model: AdherentPageViewModel;
}) {
  const action = model.dialog;
  if (action === null) return null;
  const dialog = DIALOGS[action];
  const required = action === 'desactivation-double-authentification';
  return (
    <ConfirmDialog
      title={dialog.title}
      confirmLabel={ADHERENT_ACTION_LABELS[action]}
      intent={dialog.intent}
      busy={model.busy}
      onConfirm={() => void model.confirm()}
      onCancel={model.cancel}
    >
      <div className="adh-dialog">
        <p>{dialog.text}</p>
        {action === 'creation-compte' ? (
          <>
            <FormField
              id="adherent-identifiant"
              label="Adresse e-mail (identifiant du compte)"
              required
              error={model.fieldError}
              autoComplete="off"
            >
              {(control) => (
                <InputGroup
                  {...control}
                  type="email"
                  maxLength={254}
                  value={model.email}
                  onValueChange={(value) => model.setEmail(value)}
                />
              )}
            </FormField>
            <Checkbox
              label="Zéro papier : documents par e-mail"
              checked={model.paperless}
              onChange={(event) => model.setPaperless(event.currentTarget.checked)}
            />
          </>
        ) : (
          <FormField
            id="adherent-commentaire"
            label={required ? 'Vérification de l’identité par téléphone' : 'Commentaire (facultatif)'}
            required={required}
            error={model.fieldError}
            autoComplete="off"
          >
            {(control) => (
              <TextArea
                {...control}
                rows={3}
                maxLength={2000}
                value={model.comment}
                onChange={(event) => model.setComment(event.currentTarget.value)}
              />
            )}
          </FormField>
        )}
        <div role="alert">{model.conflict === null ? null : <p>{model.conflict}</p>}</div>
      </div>
    </ConfirmDialog>
  );
});
