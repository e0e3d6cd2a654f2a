import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { DeleteAccountViewModel } from './delete-account.view-model.ts';

/**
 * « Supprimer mon espace » when members sign in through the insurer's provider: no local password to type, so the
 * member confirms their identity by signing in there again, comes back here, then deletes.
 */
export const DeleteAccountProviderForm = observer(function DeleteAccountProviderForm({
  model,
}: {
  model: DeleteAccountViewModel;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="delete-account-form">
      {model.identityConfirmed ? (
        <Callout intent="success" role="status" data-testid="identity-confirmed">
          Votre identité est confirmée. Vous pouvez maintenant supprimer votre espace.
        </Callout>
      ) : (
        <>
          <p>
            Votre mot de passe est géré par le service de connexion de votre mutuelle : pour confirmer que
            c’est bien vous, reconnectez-vous auprès de lui. Vous reviendrez ensuite sur cette page.
          </p>
          {model.confirmationError === null ? null : (
            <Callout intent="warning" role="alert">
              {model.confirmationError}
            </Callout>
          )}
        </>
      )}
      <Button type="submit" intent="danger" size="large" loading={model.submitting}>
        {model.identityConfirmed ? 'Supprimer définitivement mon espace' : 'Confirmer mon identité'}
      </Button>
    </form>
  );
});
