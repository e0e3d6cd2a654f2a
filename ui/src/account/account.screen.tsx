import './account.css';
import { Card } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { MEMBER_AREA_PATHS } from '../member-area/member-area.config.ts';
import { useMemberAreaContext } from '../member-area/member-area-context.tsx';
import { PageTitleBar } from '../widgets/page-title-bar/page-title-bar.tsx';
import { assembleAccount } from './account.assembly.ts';
import type { AccountArea } from './account.assembly.ts';
import { ACCOUNT_PATHS, ACCOUNT_SECTIONS } from './account.paths.ts';
import { BankDetailsScreen } from './bank/bank-details.screen.tsx';
import { AccountConsentsScreen } from './consents/account-consents.screen.tsx';
import { DematerializationScreen } from './demat/dematerialization.screen.tsx';
import { DeleteAccountScreen } from './delete/delete-account.screen.tsx';
import { ChangeIdentifierScreen } from './identifier/change-identifier.screen.tsx';
import { DoubleAuthScreen } from './double-auth/double-auth.screen.tsx';
import { ExportDataScreen } from './export/export-data.screen.tsx';
import { ChangePasswordScreen } from './password/change-password.screen.tsx';
import { AccountProfileScreen } from './profile/account-profile.screen.tsx';

/** « Mon compte »: names every section, each a link to its screen. */
function AccountLanding() {
  return (
    <>
      <PageTitleBar title="Mon compte" back={{ to: MEMBER_AREA_PATHS.home }} />
      <p className="account-intro">Gérez et sécurisez votre espace adhérent.</p>
      <ul className="account-sections" data-testid="account-sections">
        {ACCOUNT_SECTIONS.map((section) => (
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
}

/** Route `espace/compte/*` (issue 13): the landing and the sections of « Mon compte ». */
export function AccountScreen() {
  const area = useMemberAreaContext();
  const [account] = useState<AccountArea>(() => assembleAccount(area.services));
  return (
    <Routes>
      <Route index element={<AccountLanding />} />
      <Route path="informations" element={<AccountProfileScreen account={account} />} />
      <Route path="mot-de-passe" element={<ChangePasswordScreen account={account} />} />
      <Route path="consentements" element={<AccountConsentsScreen account={account} />} />
      <Route path="double-authentification" element={<DoubleAuthScreen account={account} />} />
      <Route path="supprimer" element={<DeleteAccountScreen account={account} />} />
      <Route path="identifiant" element={<ChangeIdentifierScreen account={account} />} />
      <Route path="zero-papier" element={<DematerializationScreen account={account} />} />
      <Route path="mes-donnees" element={<ExportDataScreen account={account} />} />
      <Route path="coordonnees-bancaires" element={<BankDetailsScreen />} />
      <Route path="*" element={<Navigate to={ACCOUNT_PATHS.landing} replace />} />
    </Routes>
  );
}
