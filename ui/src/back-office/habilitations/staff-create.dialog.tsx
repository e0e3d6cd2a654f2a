import { Button, Checkbox, Classes, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import type { StaffCreateViewModel } from './staff-create.view-model.ts';

/** « Nouveau compte »: e-mail, nom, prénom and the role(s); the account is mailed its activation link. */
export const StaffCreateDialog = observer(function StaffCreateDialog({
  model,
}: {
  model: StaffCreateViewModel;
}) {
  if (!model.isOpen) return null;
  const rolesError = model.errors.roles;
  return (
    <DialogFrame
      kind="member"
      title="Nouveau compte du back-office"
      onClose={() => model.close()}
      testId="staff-create-dialog"
      footer={
        <>
          <Button variant="outlined" onClick={() => model.close()} disabled={model.submitting}>
            Annuler
          </Button>
          <Button intent="primary" type="submit" form="staff-create-form" loading={model.submitting}>
            Créer le compte
          </Button>
        </>
      }
    >
      <form
        id="staff-create-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit();
        }}
      >
        <p>Le compte reçoit par e-mail un lien d'activation pour choisir son mot de passe.</p>
        <FormField
          id="staff-email"
          label="Adresse e-mail (identifiant)"
          required
          autoComplete="off"
          error={model.errors.email}
        >
          {(control) => (
            <InputGroup
              {...control}
              type="email"
              value={model.email}
              onValueChange={(value) => model.setField('email', value)}
            />
          )}
        </FormField>
        <FormField id="staff-nom" label="Nom" required autoComplete="off" error={model.errors.nom}>
          {(control) => (
            <InputGroup
              {...control}
              value={model.nom}
              onValueChange={(value) => model.setField('nom', value)}
            />
          )}
        </FormField>
        <FormField id="staff-prenom" label="Prénom" required autoComplete="off" error={model.errors.prenom}>
          {(control) => (
            <InputGroup
              {...control}
              value={model.prenom}
              onValueChange={(value) => model.setField('prenom', value)}
            />
          )}
        </FormField>
        <fieldset
          className="staff-roles"
          aria-describedby={rolesError === undefined ? undefined : 'staff-roles-error'}
          aria-invalid={rolesError === undefined ? undefined : true}
        >
          <legend>Rôle(s)</legend>
          {model.roleChoices.map((choice) => (
            <Checkbox
              key={choice.role}
              label={choice.label}
              checked={choice.checked}
              onChange={() => model.toggleRole(choice.role)}
            />
          ))}
          {rolesError === undefined ? null : (
            <p id="staff-roles-error" className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER}`}>
              {rolesError}
            </p>
          )}
        </fieldset>
        <div role="alert">{model.failure === null ? null : <p>{model.failure}</p>}</div>
      </form>
    </DialogFrame>
  );
});
