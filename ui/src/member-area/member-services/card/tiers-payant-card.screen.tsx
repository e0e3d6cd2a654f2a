import './tiers-payant-card.css';
import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMemberAreaContext } from '../../member-area-context.tsx';
import { MEMBER_AREA_PATHS } from '../../member-area.config.ts';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import { MEMBER_SERVICES_PATHS } from '../member-services.config.ts';
import { CARD_FAILURE_MESSAGE } from './tiers-payant-card.view-model.ts';

/**
 * « Ma carte de tiers payant » to show at the counter: large type, what professionals read, kept in the browser
 * so that it opens without network once opened. A contract switch reloads it.
 */
export const TiersPayantCardScreen = observer(function TiersPayantCardScreen() {
  const area = useMemberAreaContext();
  const [model] = useState(() => area.tiersPayantCard());
  const { routeVersion } = area.shell;
  useEffect(() => {
    void model.load();
  }, [model, routeVersion]);
  const { card } = model;
  return (
    <>
      <PageTitleBar
        title="Ma carte de tiers payant"
        subtitle={area.shell.currentLabel}
        back={{ to: MEMBER_AREA_PATHS.home }}
      />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <Callout intent="warning" role="alert">
          <p>{CARD_FAILURE_MESSAGE}</p>
        </Callout>
      ) : null}
      {model.offline === null ? null : (
        <Callout intent="primary" className="tp-card-offline" data-testid="tp-card-offline">
          <p role="status">{model.offline}</p>
        </Callout>
      )}
      {card === null || model.status !== 'loaded' ? null : (
        <article className="tp-card" aria-labelledby="tp-card-title" data-testid="tp-card">
          <header className="tp-card-header">
            <h2 id="tp-card-title">
              {card.issuer}
              <span className="tp-card-kind">Carte de tiers payant</span>
            </h2>
          </header>
          <dl className="tp-card-keys">
            <div>
              <dt>Numéro AMC</dt>
              <dd className="tp-card-amc">{card.numeroAmc}</dd>
            </div>
            <div>
              <dt>Contrat</dt>
              <dd>{card.numeroContrat}</dd>
            </div>
          </dl>
          <p className="tp-card-validity">{model.validity}</p>
          <h3>Bénéficiaires</h3>
          <ul className="tp-card-people">
            {model.people.map((person) => (
              <li key={person.rang}>
                <span className="tp-card-rank" aria-label={`Rang ${person.rang}`}>
                  {person.rang}
                </span>{' '}
                {person.nom} <span className="tp-card-muted">né(e) le {person.naissance}</span>
              </li>
            ))}
          </ul>
          <h3>Tiers payant par domaine</h3>
          <ul className="tp-card-domains">
            {model.domains.map((domain) => (
              <li key={domain.code}>
                <span className="tp-card-domain">
                  <abbr title={domain.libelle}>{domain.code}</abbr> {domain.libelle}
                </span>
                <span>
                  Convention {domain.convention} · {domain.couverture}
                </span>
              </li>
            ))}
          </ul>
          <p className="tp-card-phone">
            Professionnels de santé : <a href={model.phoneHref}>{card.telephoneProfessionnels}</a>
          </p>
        </article>
      )}
      <p className="tp-card-pdf">
        La carte imprimable (PDF) est dans <Link to={MEMBER_SERVICES_PATHS.documents}>Mes documents</Link>.
      </p>
    </>
  );
});
