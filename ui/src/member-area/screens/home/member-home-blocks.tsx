import { Callout, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_PATHS } from '../../account/account.paths.ts';
import { MEMBER_AREA_PATHS } from '../../member-area.config.ts';
import type { HomeBlockStatus, MemberHomeViewModel } from './member-home.view-model.ts';
import { HOME_FAILURE_MESSAGES } from './member-home.view-model.ts';

/** One block of the home: its heading, then « Chargement… », its own failure, or its content. */
function HomeBlock(props: {
  readonly id: string;
  readonly title: string;
  readonly status: HomeBlockStatus;
  readonly failure: string;
  /** The content also shows under the failure (a block made of several sources). */
  readonly contentOnFailure?: boolean;
  readonly children: ReactNode;
}) {
  const content = props.status === 'loaded' || (props.status === 'failed' && props.contentOnFailure === true);
  return (
    <section className={`${Classes.CARD} member-card member-home-block`} aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <div aria-live="polite" aria-busy={props.status === 'loading'}>
        {props.status === 'loading' ? <p>Chargement…</p> : null}
        {props.status === 'failed' ? (
          <Callout intent="warning" className="member-card-callout">
            <p>{props.failure}</p>
          </Callout>
        ) : null}
        {content ? props.children : null}
      </div>
    </section>
  );
}

/** « Mes derniers remboursements »: the last three acts, what the mutuelle paid and what is left to pay. */
export const HomeRefundsBlock = observer(function HomeRefundsBlock({
  model,
}: {
  model: MemberHomeViewModel;
}) {
  if (model.refundsStatus === 'off') return null;
  return (
    <HomeBlock
      id="accueil-remboursements"
      title="Mes derniers remboursements"
      status={model.refundsStatus}
      failure={HOME_FAILURE_MESSAGES.refunds}
    >
      {model.refunds.length === 0 ? (
        <p>Aucun remboursement pour ce contrat.</p>
      ) : (
        <ul className="member-home-refunds" data-testid="home-refunds">
          {model.refunds.map((refund) => (
            <li key={refund.id}>
              <p className="member-home-refund-title">
                {refund.libelle}
                <span className="member-home-refund-status"> — {refund.statutLabel}</span>
              </p>
              <p className="member-home-refund-meta">
                Soins du {refund.dateSoins}, {refund.beneficiaire}
              </p>
              <dl className="member-home-amounts">
                <div>
                  <dt>Dépensé</dt>
                  <dd>{refund.depense}</dd>
                </div>
                <div>
                  <dt>Remboursé par la mutuelle</dt>
                  <dd>{refund.mutuelle}</dd>
                </div>
                <div>
                  <dt>Reste à charge</dt>
                  <dd>{refund.resteACharge}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={MEMBER_AREA_PATHS.remboursements}>Tout l’historique des remboursements</Link>
      </p>
    </HomeBlock>
  );
});

/** « Mes courriers »: how many letters are still unread. */
export const HomeLettersBlock = observer(function HomeLettersBlock({
  model,
}: {
  model: MemberHomeViewModel;
}) {
  return (
    <HomeBlock
      id="accueil-courriers"
      title="Mes courriers"
      status={model.lettersStatus}
      failure={HOME_FAILURE_MESSAGES.letters}
    >
      <p data-testid="home-unread-letters">
        <strong>{model.unreadLettersLabel}</strong>
      </p>
      <p>
        <Link to={MEMBER_AREA_PATHS.courriers}>Consulter mes courriers</Link>
      </p>
    </HomeBlock>
  );
});

/** « À faire »: what waits for the member (consents to answer, missing bank details). */
export const HomeToDoBlock = observer(function HomeToDoBlock(props: {
  readonly model: MemberHomeViewModel;
  readonly bankDetailsMissing: boolean;
}) {
  const { model, bankDetailsMissing } = props;
  const consents = model.consentsStatus === 'loaded' && model.pendingConsents > 0;
  return (
    <HomeBlock
      id="accueil-a-faire"
      title="À faire"
      status={model.consentsStatus}
      failure={HOME_FAILURE_MESSAGES.consents}
      contentOnFailure
    >
      {consents || bankDetailsMissing ? (
        <ul className="member-home-todo" data-testid="home-todo">
          {consents ? (
            <li>
              {model.pendingConsentsLabel}.{' '}
              <Link to={ACCOUNT_PATHS.consentements}>Répondre à mes consentements</Link>
            </li>
          ) : null}
          {bankDetailsMissing ? (
            <li>
              Vos coordonnées bancaires sont à compléter pour recevoir vos remboursements.{' '}
              <Link to={ACCOUNT_PATHS.coordonneesBancaires}>Compléter mes coordonnées bancaires</Link>
            </li>
          ) : null}
        </ul>
      ) : model.consentsStatus === 'loaded' ? (
        <p>Rien ne vous attend pour le moment.</p>
      ) : null}
    </HomeBlock>
  );
});
