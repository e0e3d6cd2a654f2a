import { Button, Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useMemberAreaContext } from '../../member-area-context.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import { BANK_DETAILS_REQUEST_PENDING_TEXT } from '../../member-area.config.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';
import { BankDetailsViewModel } from './bank-details.view-model.ts';

/** « Mes coordonnées bancaires »: the benefit payment account of each contract; « Modifier » opens the popup. */
export const BankDetailsScreen = observer(function BankDetailsScreen() {
  const { shell } = useMemberAreaContext();
  const [model] = useState(() => new BankDetailsViewModel(shell));
  return (
    <>
      <PageTitleBar title="Mes coordonnées bancaires" back={{ to: ACCOUNT_PATHS.landing }} />
      <p>Le compte sur lequel vos prestations sont versées, pour chaque contrat.</p>
      <ul className="account-consents" data-testid="bank-details">
        {model.rows.map((row) => (
          <li key={row.numero} className="account-consent">
            <Card>
              <h2 className="account-section-title">{row.label}</h2>
              {row.requestPending ? <p>{BANK_DETAILS_REQUEST_PENDING_TEXT}</p> : null}
              {row.iban === null ? (
                row.requestPending ? null : (
                  <p>Aucune coordonnée bancaire n'est enregistrée pour ce contrat.</p>
                )
              ) : (
                <dl className="account-profile">
                  <dt>IBAN</dt>
                  <dd>{row.iban}</dd>
                  <dt>BIC</dt>
                  <dd>{row.bic}</dd>
                  {row.titulaire === null ? null : (
                    <>
                      <dt>Titulaire</dt>
                      <dd>{row.titulaire}</dd>
                    </>
                  )}
                </dl>
              )}
              {row.current ? (
                <Button intent="primary" onClick={() => void model.edit()}>
                  Modifier
                  <span className="portal-visually-hidden">
                    {' '}
                    les coordonnées bancaires du contrat {row.numero}
                  </span>
                </Button>
              ) : (
                <p>Pour les modifier, choisissez ce contrat dans la liste « Contrat » en haut de la page.</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
});
