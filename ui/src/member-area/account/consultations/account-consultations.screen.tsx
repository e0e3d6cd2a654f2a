import { Card, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';

/** « Consultations de votre espace » (issue 27 §1): who of the insurer looked at the member's space, and why. */
export const AccountConsultationsScreen = observer(function AccountConsultationsScreen({
  account,
}: {
  account: AccountArea;
}) {
  const [model] = useState(() => account.consultations());
  useEffect(() => void model.load(), [model]);
  return (
    <>
      <PageTitleBar title="Consultations de votre espace" back={{ to: ACCOUNT_PATHS.landing }} />
      <Card>
        <p>
          Quand vous appelez votre mutuelle, un conseiller peut consulter votre espace, en lecture seule et
          pour 30 minutes au plus, après avoir indiqué un motif. Chaque consultation est listée ici.
        </p>
        {model.status === 'loading' ? <PageLoading /> : null}
        {model.status === 'failed' ? (
          <p role="alert">La liste des consultations n'a pas pu être chargée.</p>
        ) : null}
        {model.status === 'loaded' && model.rows.length === 0 ? (
          <p>Aucun conseiller n'a consulté votre espace.</p>
        ) : null}
        {model.status === 'loaded' && model.rows.length > 0 ? (
          <HTMLTable className="account-consultations" data-testid="account-consultations">
            <caption className="bp6-text-muted">
              Consultations de votre espace, la plus récente en premier
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Durée</th>
                <th scope="col">Conseiller</th>
                <th scope="col">Motif</th>
              </tr>
            </thead>
            <tbody>
              {model.rows.map((row) => (
                <tr key={row.key}>
                  <td>{row.date}</td>
                  <td>{row.duree}</td>
                  <td>{row.agent}</td>
                  <td>{row.motif}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : null}
      </Card>
    </>
  );
});
