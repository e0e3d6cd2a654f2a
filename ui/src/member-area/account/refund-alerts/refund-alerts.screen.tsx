import { Button, Card, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';

/** « Alertes remboursement »: a switch for the alerts, another for the mail. */
export const RefundAlertsScreen = observer(function RefundAlertsScreen({
  account,
}: {
  account: AccountArea;
}) {
  const [model] = useState(() => account.refundAlerts());
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <>
      <PageTitleBar title="Alertes remboursement" back={{ to: ACCOUNT_PATHS.landing }} />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <Card>
          <p>Votre préférence n'a pas pu être chargée.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </Card>
      ) : null}
      {model.status === 'loaded' ? (
        <Card data-testid="refund-alerts">
          <p>
            Chaque remboursement payé par votre mutuelle vous est signalé dans vos notifications (la cloche en
            haut de page), une seule fois.
          </p>
          <Switch
            large
            checked={model.setting.active}
            disabled={model.saving}
            label="Me prévenir quand un remboursement est payé"
            onChange={(event) => void model.setActive(event.currentTarget.checked)}
          />
          <Switch
            checked={model.setting.parMail}
            disabled={model.saving || !model.setting.active}
            label="Recevoir aussi un e-mail"
            onChange={(event) => void model.setParMail(event.currentTarget.checked)}
          />
          <p>L'e-mail est envoyé si vous recevez vos documents par e-mail (rubrique « Zéro papier »).</p>
        </Card>
      ) : null}
    </>
  );
});
