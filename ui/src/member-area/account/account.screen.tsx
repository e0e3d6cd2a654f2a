import './account.css';
import { Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { assembleAccount } from './account.assembly.ts';
import type { AccountArea } from './account.assembly.ts';
import { ACCOUNT_PATHS } from './account.paths.ts';
import { BankDetailsScreen } from './bank/bank-details.screen.tsx';
import { AccountConsentsScreen } from './consents/account-consents.screen.tsx';
import { AccountConsultationsScreen } from './consultations/account-consultations.screen.tsx';
import { DematerializationScreen } from './demat/dematerialization.screen.tsx';
import { RefundAlertsScreen } from './refund-alerts/refund-alerts.screen.tsx';
import { DeleteAccountScreen } from './delete/delete-account.screen.tsx';
import { ChangeIdentifierScreen } from './identifier/change-identifier.screen.tsx';
import { DoubleAuthScreen } from './double-auth/double-auth.screen.tsx';
import { ExportDataScreen } from './export/export-data.screen.tsx';
import { AccountLandingViewModel } from './landing/account-landing.view-model.ts';
import { ChangePasswordScreen } from './password/change-password.screen.tsx';
import { AccountProfileScreen } from './profile/account-profile.screen.tsx';

/** « Mon compte »: names every section this tenant offers, each a link to its screen. */
const AccountLanding = observer(function AccountLanding({ landing }: { landing: AccountLandingViewModel }) {
  return (
    <>
      <PageTitleBar title="Mon compte" back={{ to: MEMBER_AREA_PATHS.home }} />
      <p className="account-intro">Gérez et sécurisez votre espace adhérent.</p>
      {landing.providerNotice === null ? null : (
        <p className="account-intro" data-testid="account-provider-notice">
          {landing.providerNotice}
        </p>
      )}
      <ul className="account-sections" data-testid="account-sections">
        {landing.sections.map((section) => (
          <li key={section.title}>
            <Card className="account-section">
              <h2 className="account-section-title">
                <Link to={section.path}>{section.title}</Link>
              </h2>
              <p>{section.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
});

const toLanding = <Navigate to={ACCOUNT_PATHS.landing} replace />;

/**
 * Route `espace/compte/*` (issue 13): the landing and the sections of « Mon compte »; with an external identity
 * provider, the sections it owns are neither named nor reachable.
 */
export const AccountScreen = observer(function AccountScreen() {
  const area = useMemberAreaContext();
  const [account] = useState<AccountArea>(() => assembleAccount(area.services));
  const [landing] = useState(() => new AccountLandingViewModel(area.services.settings));
  const offered = (path: string, element: ReactElement) => (landing.isOffered(path) ? element : toLanding);
  return (
    <Routes>
      <Route index element={<AccountLanding landing={landing} />} />
      <Route path="informations" element={<AccountProfileScreen account={account} />} />
      <Route
        path="mot-de-passe"
        element={offered(ACCOUNT_PATHS.motDePasse, <ChangePasswordScreen account={account} />)}
      />
      <Route path="consentements" element={<AccountConsentsScreen account={account} />} />
      <Route
        path="double-authentification"
        element={offered(ACCOUNT_PATHS.doubleAuthentification, <DoubleAuthScreen account={account} />)}
      />
      <Route
        path="supprimer"
        element={<DeleteAccountScreen account={account} externalProvider={landing.externalProvider} />}
      />
      <Route
        path="identifiant"
        element={offered(ACCOUNT_PATHS.identifiant, <ChangeIdentifierScreen account={account} />)}
      />
      <Route path="zero-papier" element={<DematerializationScreen account={account} />} />
      <Route path="alertes-remboursement" element={<RefundAlertsScreen account={account} />} />
      <Route path="mes-donnees" element={<ExportDataScreen account={account} />} />
      <Route path="coordonnees-bancaires" element={<BankDetailsScreen />} />
      <Route path="consultations" element={<AccountConsultationsScreen account={account} />} />
      <Route path="*" element={toLanding} />
    </Routes>
  );
});
