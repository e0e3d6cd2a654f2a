import './member-area.css';
import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../widgets/page-title-bar/page-title-bar.tsx';
import type { MemberArea } from './member-area.assembly.ts';
import { MemberAreaProvider } from './member-area-context.tsx';
import { MEMBER_AREA_PATHS } from './member-area.config.ts';
import { MemberBar } from './member-bar.tsx';
import { MemberDialogHost } from './member-dialog-host.tsx';
import { MemberHomeScreen } from './screens/home/member-home.screen.tsx';
import { useMemberArea } from './use-member-area.ts';

const CourriersScreen = lazy(() =>
  import('./screens/courriers/courriers.screen.tsx').then((module) => ({ default: module.CourriersScreen })),
);
const AccountScreen = lazy(() =>
  import('./account/account.screen.tsx').then((module) => ({ default: module.AccountScreen })),
);
const RefundsScreen = lazy(() =>
  import('./member-services/refunds/refunds.screen.tsx').then((module) => ({
    default: module.RefundsScreen,
  })),
);
const PrestationsScreen = lazy(() =>
  import('./prestations/prestations.screen.tsx').then((module) => ({
    default: module.PrestationsScreen,
  })),
);
const SupportingDocumentsScreen = lazy(() =>
  import('./screens/justificatifs/supporting-documents.screen.tsx').then((module) => ({
    default: module.SupportingDocumentsScreen,
  })),
);
const DemandesScreen = lazy(() =>
  import('./demandes/demandes.screen.tsx').then((module) => ({ default: module.DemandesScreen })),
);

const MemberDocumentsScreen = lazy(() =>
  import('./member-services/documents/member-documents.screen.tsx').then((module) => ({
    default: module.MemberDocumentsScreen,
  })),
);
const GuaranteesScreen = lazy(() =>
  import('./member-services/guarantees/guarantees.screen.tsx').then((module) => ({
    default: module.GuaranteesScreen,
  })),
);
const TiersPayantCardScreen = lazy(() =>
  import('./member-services/card/tiers-payant-card.screen.tsx').then((module) => ({
    default: module.TiersPayantCardScreen,
  })),
);
const BeneficiariesScreen = lazy(() =>
  import('./member-services/beneficiaries/beneficiaries.screen.tsx').then((module) => ({
    default: module.BeneficiariesScreen,
  })),
);

const NotificationsScreen = lazy(() =>
  import('./notifications/notifications.screen.tsx').then((module) => ({
    default: module.NotificationsScreen,
  })),
);
const CotisationsScreen = lazy(() =>
  import('./cotisations/cotisations.screen.tsx').then((module) => ({ default: module.CotisationsScreen })),
);
const SimulatorScreen = lazy(() =>
  import('./simulateur/simulator.screen.tsx').then((module) => ({ default: module.SimulatorScreen })),
);

const ConsultationMode = lazy(() =>
  import('./consultation/consultation-mode.tsx').then((module) => ({ default: module.ConsultationMode })),
);

const MemberLayout = observer(function MemberLayout({ area }: { area: MemberArea }) {
  const { shell } = area;
  if (shell.status === 'loading') {
    return (
      <>
        <PageTitleBar title="Mon espace adhérent" />
        <PageLoading />
      </>
    );
  }
  if (shell.status === 'failed') {
    return (
      <>
        <PageTitleBar title="Mon espace adhérent" />
        <div className={Classes.CARD} role="alert">
          <p>Votre espace n'a pas pu être chargé : {shell.failure}</p>
          <Button intent="primary" onClick={() => void shell.start()}>
            Réessayer
          </Button>
        </div>
      </>
    );
  }
  if (shell.status === 'leaving' && shell.user === null) {
    return (
      <>
        <PageTitleBar title="Mon espace adhérent" />
        <p role="status">Redirection vers la page de connexion…</p>
      </>
    );
  }
  return (
    <div className="member-area" data-testid="member-area">
      {shell.user?.consultation === undefined ? null : (
        <Suspense fallback={null}>
          <ConsultationMode
            services={area.services}
            adherent={shell.displayName}
            consultation={shell.user.consultation}
          />
        </Suspense>
      )}
      <MemberBar shell={shell} />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<MemberHomeScreen />} />
          <Route path="courriers" element={<CourriersScreen />} />
          <Route path="justificatifs" element={<SupportingDocumentsScreen />} />
          <Route path="demandes/*" element={<DemandesScreen />} />
          <Route path="compte/*" element={<AccountScreen />} />
          <Route path="remboursements" element={<RefundsScreen />} />
          <Route path="prestations" element={<PrestationsScreen />} />
          <Route path="documents" element={<MemberDocumentsScreen />} />
          <Route path="garanties" element={<GuaranteesScreen />} />
          <Route path="beneficiaires" element={<BeneficiariesScreen />} />
          <Route path="carte" element={<TiersPayantCardScreen />} />
          <Route path="notifications" element={<NotificationsScreen />} />
          <Route path="cotisations" element={<CotisationsScreen />} />
          <Route path="simulateur" element={<SimulatorScreen />} />
          <Route path="*" element={<Navigate to={MEMBER_AREA_PATHS.home} replace />} />
        </Routes>
      </Suspense>
      <MemberDialogHost shell={shell} />
    </div>
  );
});

/**
 * Route `espace/*`: the logged-in area. Guarded by the current user (a visitor goes to the login page with
 * the callback to the area); the member's header, the area's screens and its dialogs.
 */
export const Component = observer(function MemberAreaScreen() {
  const area = useMemberArea();
  if (area === null) return <PageLoading />;
  return (
    <MemberAreaProvider area={area}>
      <MemberLayout area={area} />
    </MemberAreaProvider>
  );
});
