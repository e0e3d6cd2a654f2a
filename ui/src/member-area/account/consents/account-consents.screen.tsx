import { Button, Card, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';

/** « Mes consentements »: every consent with its answer; Accepter / Refuser at any time. */
export const AccountConsentsScreen = observer(function AccountConsentsScreen({
  account,
}: {
  account: AccountArea;
}) {
  const [model] = useState(() => account.consents());
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <>
      <PageTitleBar title="Mes consentements" back={{ to: ACCOUNT_PATHS.landing }} />
      <p>
        Votre réponse n'a aucune incidence sur vos garanties. Vous pouvez la modifier à tout moment : chaque
        réponse est conservée avec sa date.
      </p>
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <Card>
          <p>Vos consentements n'ont pas pu être chargés.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </Card>
      ) : null}
      {model.status === 'loaded' && model.rows.length === 0 ? (
        <p>Aucun consentement ne vous est demandé.</p>
      ) : null}
      {model.status === 'loaded' && model.rows.length > 0 ? (
        <ul className="account-consents" data-testid="account-consents">
          {model.rows.map((row) => {
            const labelId = `compte-consentement-${row.nom}`;
            const busy = model.changing === row.nom;
            return (
              <li key={row.nom} className="account-consent" data-testid={`consent-${row.nom}`}>
                <Card>
                  <p id={labelId}>{row.libelle}</p>
                  <p>
                    Votre réponse :{' '}
                    <Tag intent={row.accepted === null ? 'warning' : row.accepted ? 'success' : 'none'}>
                      {row.answer}
                    </Tag>
                    {row.answeredOn === null ? null : <span> ({row.answeredOn})</span>}
                  </p>
                  {row.history.length === 0 ? null : (
                    <details>
                      <summary>Réponses précédentes</summary>
                      <ul>
                        {row.history.map((entry, index) => (
                          <li key={`${entry}-${String(index)}`}>{entry}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                  <div className="account-consent-actions" role="group" aria-labelledby={labelId}>
                    <Button
                      variant="outlined"
                      disabled={model.changing !== null || row.accepted === false}
                      loading={busy}
                      onClick={() => void model.change(row.nom, false)}
                    >
                      Refuser
                    </Button>
                    <Button
                      intent="primary"
                      disabled={model.changing !== null || row.accepted === true}
                      loading={busy}
                      onClick={() => void model.change(row.nom, true)}
                    >
                      Accepter
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
});
