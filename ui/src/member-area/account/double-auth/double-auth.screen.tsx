import { Button, Card, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import SecurityCodeDialog from '../../../widgets/security-code-dialog/security-code.dialog.tsx';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { FormField } from '../../../widgets/form-field/form-field.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';
import type { DoubleAuthViewModel } from './double-auth.view-model.ts';

const PhoneForm = observer(function PhoneForm({ model }: { model: DoubleAuthViewModel }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    model.submitPhone();
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="double-auth-phone">
      <FormField
        id="telephone-double-authentification"
        label="Numéro de téléphone mobile"
        required
        hint={
          model.codesByMail
            ? 'Un numéro français commençant par 06 ou 07. Votre mutuelle n’envoie pas de SMS : le code de sécurité vous sera envoyé par e-mail et ce numéro sera enregistré sans être confirmé.'
            : 'Un numéro français commençant par 06 ou 07. Un code de sécurité vous sera envoyé par SMS à ce numéro pour le confirmer.'
        }
        error={model.phoneError}
        autoComplete="tel-national"
      >
        {(control) => (
          <InputGroup
            {...control}
            type="tel"
            inputMode="tel"
            value={model.phone}
            onValueChange={(value) => model.setPhone(value)}
            onBlur={() => model.touchPhone()}
          />
        )}
      </FormField>
      <div className="account-consent-actions">
        <Button variant="outlined" onClick={() => model.cancelPhone()}>
          Annuler
        </Button>
        <Button type="submit" intent="primary">
          Recevoir le code
        </Button>
      </div>
    </form>
  );
});

/** « Double authentification »: its state, on / change of phone / off, each confirmed by a security code. */
export const DoubleAuthScreen = observer(function DoubleAuthScreen({ account }: { account: AccountArea }) {
  const [model] = useState(() => account.doubleAuth());
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <>
      <PageTitleBar title="Double authentification" back={{ to: ACCOUNT_PATHS.landing }} />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <Card>
          <p>L'état de votre double authentification n'a pas pu être chargé.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </Card>
      ) : null}
      {model.status === 'loaded' ? (
        <Card data-testid="double-auth">
          <p>
            Avec la double authentification, un code de sécurité à 6 chiffres vous est demandé à chaque
            connexion, en plus de votre mot de passe.
          </p>
          <p role="status" data-testid="double-auth-state">
            {model.enabled
              ? `La double authentification est activée (téléphone mobile ${model.maskedPhone ?? ''}).`
              : 'La double authentification est désactivée.'}
          </p>
          {model.phoneOperation !== null ? (
            <PhoneForm model={model} />
          ) : (
            <div className="account-consent-actions">
              {model.enabled ? (
                <>
                  <Button variant="outlined" onClick={() => model.askPhone('MODIFY_TEL_AMF')}>
                    Changer de numéro
                  </Button>
                  <Button intent="danger" onClick={() => model.turnOff()}>
                    Désactiver
                  </Button>
                </>
              ) : (
                <Button intent="primary" onClick={() => model.askPhone('ACTIVATE_AMF')}>
                  Activer
                </Button>
              )}
            </div>
          )}
        </Card>
      ) : null}
      {model.dialog === null ? null : (
        <SecurityCodeDialog model={model.dialog} onClosed={() => model.dialogClosed()} />
      )}
    </>
  );
});
