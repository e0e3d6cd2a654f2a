import { Button, Callout, Classes } from '@blueprintjs/core';
import { contractStateLabel } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import { BANK_DETAILS_REQUEST_PENDING_TEXT, MEMBER_AREA_PATHS } from '../../member-area.config.ts';
import { useMemberAreaContext } from '../../member-area-context.tsx';
import {
  MEMBER_SERVICES_PATHS,
  MEMBER_SERVICE_FEATURES,
} from '../../member-services/member-services.config.ts';
import { UnpaidContributionsBanner } from '../../cotisations/unpaid-banner.tsx';
import { MemberHomeDashboard } from './member-home-dashboard.tsx';

/** Home of the member area: the current contract, its missing bank details, care networks, shortcuts. */
export const MemberHomeScreen = observer(function MemberHomeScreen() {
  const { shell } = useMemberAreaContext();
  const current = shell.current;
  return (
    <>
      <PageTitleBar title="Mon espace adhérent" subtitle={shell.displayName} />
      <UnpaidContributionsBanner />
      <MemberHomeDashboard />
      <div className="member-cards">
        <nav className={`${Classes.CARD} member-card`} aria-labelledby="carte-acces-rapides">
          <h2 id="carte-acces-rapides">Accès rapides</h2>
          <ul className="member-home-actions">
            {shell.isFeatureVisible(MEMBER_SERVICE_FEATURES.documents) ? (
              <>
                <li>
                  <Link to={MEMBER_AREA_PATHS.carte}>Ma carte de tiers payant</Link>
                </li>
                <li>
                  <Link to={MEMBER_SERVICES_PATHS.documents}>Obtenir une attestation</Link>
                </li>
              </>
            ) : null}
            <li>
              <Link to={MEMBER_AREA_PATHS.justificatifs}>Envoyer une facture ou un justificatif</Link>
            </li>
          </ul>
        </nav>
        <section className={`${Classes.CARD} member-card`} aria-labelledby="carte-contrat">
          <h2 id="carte-contrat">Mon contrat</h2>
          {current === null ? (
            <p>Aucun contrat à afficher.</p>
          ) : (
            <>
              <p data-testid="current-contract">{shell.currentLabel}</p>
              <p>État : {contractStateLabel(current.etat)}</p>
              {shell.bankDetailsMissing ? (
                <Callout intent="warning" className="member-card-callout">
                  <p>Vos coordonnées bancaires pour le versement de vos prestations sont manquantes.</p>
                  <Button intent="primary" onClick={() => void shell.openBankDetails()}>
                    Renseigner mes coordonnées bancaires
                  </Button>
                </Callout>
              ) : null}
              {shell.bankDetailsRequestPending ? (
                <Callout intent="primary" className="member-card-callout">
                  <p>{BANK_DETAILS_REQUEST_PENDING_TEXT}</p>
                </Callout>
              ) : null}
            </>
          )}
        </section>
        {shell.careNetworksVisible ? (
          <section className={`${Classes.CARD} member-card`} aria-labelledby="carte-reseaux">
            <h2 id="carte-reseaux">Réseaux de soins</h2>
            <p>Tarifs négociés et tiers payant chez les professionnels de santé partenaires.</p>
            <Button intent="primary" variant="outlined" onClick={() => shell.openCareNetworks()}>
              Découvrir nos réseaux de soins
            </Button>
          </section>
        ) : null}
        <section className={`${Classes.CARD} member-card`} aria-labelledby="carte-zero-papier">
          <h2 id="carte-zero-papier">Zéro papier</h2>
          <p>Recevez vos relevés de prestations par e-mail.</p>
          <Button variant="outlined" onClick={() => void shell.openDemat()}>
            En savoir plus sur le zéro papier
          </Button>
        </section>
      </div>
    </>
  );
});
