import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useDialogFocus } from '../../../widgets/dialog-frame/use-dialog-focus.ts';
import SecurityCodeDialog from '../../../widgets/security-code-dialog/security-code.dialog.tsx';
import { FormField } from '../../../widgets/form-field/form-field.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';
import type { ChangeIdentifierViewModel } from './change-identifier.view-model.ts';

/** The information modal (spec §4): the login changes and must be reactivated from the new address. */
const InfoDialog = observer(function InfoDialog({ model }: { model: ChangeIdentifierViewModel }) {
  const focus = useDialogFocus();
  return (
    <Dialog
      {...focus}
      isOpen={model.infoOpen}
      title="Changement d'identifiant"
      onClose={() => model.cancelInfo()}
      className="portal-dialog"
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>
          Votre identifiant de connexion va être remplacé par <strong>{model.newLogin.trim()}</strong>. Votre
          compte devra être réactivé par le lien envoyé à cette nouvelle adresse : d'ici là, continuez à vous
          connecter avec votre identifiant actuel.
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="outlined" onClick={() => model.cancelInfo()}>
              Annuler
            </Button>
            <Button intent="primary" onClick={() => void model.confirm()}>
              Continuer
            </Button>
          </>
        }
      />
    </Dialog>
  );
});

/** « Changer mon identifiant » (spec §7 forms/changementidentifiant/form). */
export const ChangeIdentifierScreen = observer(function ChangeIdentifierScreen({
  account,
}: {
  account: AccountArea;
}) {
  const [model] = useState(() => account.changeIdentifier());
  useEffect(() => {
    void model.load();
  }, [model]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    model.submit();
  };
  return (
    <>
      <PageTitleBar title="Changer mon identifiant" back={{ to: ACCOUNT_PATHS.landing }} />
      <Card>
        <p data-testid="current-login">
          Identifiant actuel : <strong>{model.currentLogin}</strong>
        </p>
        {model.sentTo === null ? null : (
          <Callout intent="success" role="status">
            Un lien de confirmation a été envoyé à {model.sentTo}. Votre nouvel identifiant sera actif dès que
            vous l'aurez ouvert.
          </Callout>
        )}
        <form onSubmit={onSubmit} noValidate data-testid="change-identifier-form">
          <FormField
            id="nouvel-identifiant"
            label="Nouvel identifiant (adresse e-mail)"
            required
            hint={model.doubleAuth ? 'Un code de sécurité vous sera demandé.' : undefined}
            error={model.error}
            autoComplete="email"
          >
            {(control) => (
              <InputGroup
                {...control}
                type="email"
                value={model.newLogin}
                onValueChange={(value) => model.setNewLogin(value)}
              />
            )}
          </FormField>
          <Button type="submit" intent="primary" size="large" loading={model.submitting}>
            Changer mon identifiant
          </Button>
        </form>
      </Card>
      <InfoDialog model={model} />
      {model.dialog === null ? null : (
        <SecurityCodeDialog model={model.dialog} onClosed={() => model.dialogClosed()} />
      )}
    </>
  );
});
