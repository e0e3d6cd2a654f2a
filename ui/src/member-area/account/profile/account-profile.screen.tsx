import { Button, Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useState } from 'react';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';
import { PROFILE_CHANGE_HINT } from './account-profile.view-model.ts';

/** « Mes informations »: read-only profile, with how to ask for a change. */
export const AccountProfileScreen = observer(function AccountProfileScreen({
  account,
}: {
  account: AccountArea;
}) {
  const [model] = useState(() => account.profile());
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <>
      <PageTitleBar title="Mes informations" back={{ to: ACCOUNT_PATHS.landing }} />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <Card>
          <p>Vos informations n'ont pas pu être chargées.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </Card>
      ) : null}
      {model.status === 'loaded' ? (
        <Card>
          <dl className="account-profile" data-testid="account-profile">
            {model.rows.map((row) => (
              <Fragment key={row.label}>
                <dt>{row.label}</dt>
                <dd>
                  {row.lines.map((line, index) => (
                    <Fragment key={line}>
                      {index > 0 ? <br /> : null}
                      {line}
                    </Fragment>
                  ))}
                </dd>
              </Fragment>
            ))}
          </dl>
          <p className="account-hint">{PROFILE_CHANGE_HINT}</p>
        </Card>
      ) : null}
    </>
  );
});
