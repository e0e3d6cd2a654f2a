import { Button, Callout, Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FormEvent } from 'react';
import SecurityCodeDialog from '../../../widgets/security-code-dialog/security-code.dialog.tsx';
import { FormField } from '../../../widgets/form-field/form-field.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import { PasswordInput } from '../../../widgets/password-input/password-input.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';
import { DeleteAccountProviderForm } from './delete-account-provider.form.tsx';

/**
 * « Supprimer mon espace »: what is deleted and what stays, the current password (or, with the insurer's identity
 * provider, a fresh sign-in there), then the deletion.
 */
export const DeleteAccountScreen = observer(function DeleteAccountScreen({
  account,
  externalProvider,
}: {
  account: AccountArea;
  externalProvider: boolean;
}) {
  const [search] = useSearchParams();
  const [model] = useState(() =>
    account.deleteAccount({ externalProvider, identityConfirmed: search.get('identite') === 'confirmee' }),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <>
      <PageTitleBar title="Supprimer mon espace" back={{ to: ACCOUNT_PATHS.landing }} />
      <Card>
        <Callout intent="warning">
          <h2 className="account-section-title">Ce qui est supprimé</h2>
          {model.externalProvider ? (
            <p>
              Votre espace adhérent en ligne et vos connexions ouvertes. Votre compte du service de connexion
              de votre mutuelle n’est pas supprimé, mais il ne donnera plus accès à cet espace.
            </p>
          ) : (
            <p>
              Votre espace adhérent en ligne : votre identifiant, votre mot de passe, votre double
              authentification et vos connexions ouvertes. Vous ne pourrez plus vous connecter avec eux.
            </p>
          )}
        </Callout>
        <h2 className="account-section-title">Ce que votre mutuelle conserve</h2>
        <p>
          Vos contrats, vos garanties et vos remboursements ne sont pas concernés : votre mutuelle garde votre
          dossier d'adhérent et vos réponses aux consentements, comme la loi le lui demande.{' '}
          {model.externalProvider
            ? 'Pour retrouver un espace en ligne, vous devrez contacter votre mutuelle.'
            : 'Vous pourrez créer un nouvel espace à tout moment avec « Créer mon espace ».'}
        </p>
        {model.externalProvider ? (
          <DeleteAccountProviderForm model={model} />
        ) : (
          <form onSubmit={onSubmit} noValidate data-testid="delete-account-form">
            <FormField
              id="suppression-mot-de-passe"
              label="Mot de passe actuel"
              required
              hint="Si la double authentification est activée, un code de sécurité vous sera aussi demandé."
              error={model.passwordError}
              autoComplete="current-password"
            >
              {(control) => (
                <PasswordInput
                  control={control}
                  value={model.password}
                  onChange={(value) => model.setPassword(value)}
                />
              )}
            </FormField>
            <Button type="submit" intent="danger" size="large" loading={model.submitting}>
              Supprimer définitivement mon espace
            </Button>
          </form>
        )}
      </Card>
      {model.dialog === null ? null : (
        <SecurityCodeDialog model={model.dialog} onClosed={() => model.dialogClosed()} />
      )}
    </>
  );
});
