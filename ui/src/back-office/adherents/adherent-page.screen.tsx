import { Button, Callout } from '@blueprintjs/core';
import type { AdherentDetail } from '@portail/application';
import { ADHERENT_ACCOUNT_STATE_LABELS } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { AdherentActionDialog } from './adherent-action.dialog.tsx';
import {
  ConsentsList,
  ContractsTable,
  DATE_TIME,
  Facts,
  MailsTable,
  RequestsSummary,
  Section,
  SignInsTable,
} from './adherent-page-sections.tsx';
import { ADHERENT_ACTION_LABELS } from './adherent-page.view-model.ts';
import type { AdherentPageViewModel } from './adherent-page.view-model.ts';

/**
 * Buttons another area adds to the member's toolbar (« Actions sur l'adhérent »), after the account's actions: the
 * consultation mode's « Voir l'espace de l'adhérent ». Given to the area by its assembly.
 */
export type AdherentExtraActions = ComponentType<{ readonly member: AdherentDetail }>;

const BIRTH = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const when = (date: Date | null) => (date === null ? '' : ` depuis le ${DATE_TIME.format(date)}`);

/** A member's page: identity, contracts, account and its actions, sign-ins, consents, mails, requests. */
export const AdherentPageScreen = observer(function AdherentPageScreen({
  model,
  id,
  extraActions: ExtraActions,
}: {
  model: AdherentPageViewModel;
  id: string;
  extraActions?: AdherentExtraActions | undefined;
}) {
  const accountRef = useRef<HTMLElement>(null);
  useEffect(() => {
    void model.load(id);
  }, [model, id]);
  useEffect(() => {
    if (model.completed > 0) accountRef.current?.focus();
  }, [model.completed]);
  const member = model.member;
  if (member === null)
    return (
      <BackOfficePage title="Adhérent">
        <p>
          <Link to="..">Retour à la recherche</Link>
        </p>
        {model.status === 'failed' ? (
          <Callout intent="danger">
            <h2 className="adh-callout-title">La fiche n'a pas pu être lue</h2>
            {model.failure}
          </Callout>
        ) : (
          <p>Chargement de la fiche…</p>
        )}
      </BackOfficePage>
    );
  const account = member.account;
  const state = ADHERENT_ACCOUNT_STATE_LABELS[account.state];
  return (
    <BackOfficePage title={`${member.firstName} ${member.lastName}`}>
      <p>
        <Link to="..">Retour à la recherche</Link>
      </p>
      <section className="adh-section" ref={accountRef} tabIndex={-1} aria-label="Compte de l'adhérent">
        <h2>Compte</h2>
        <Facts
          lines={[
            [
              'État',
              account.state === 'verrouille' && account.until !== null
                ? `${state} jusqu'au ${DATE_TIME.format(account.until)}`
                : `${state}${when(account.since)}`,
            ],
            ['Identifiant', account.login ?? '—'],
            ['Double authentification', account.doubleAuthentication ? 'Activée' : 'Désactivée'],
            ...(account.createdByStaff ? ([['Créé par', 'un gestionnaire']] as const) : []),
          ]}
        />
        <div className="adh-actions" role="toolbar" aria-label="Actions sur l'adhérent">
          {model.actions.map((action) => (
            <Button
              key={action}
              variant="outlined"
              intent={action === 'desactivation-double-authentification' ? 'danger' : 'primary'}
              onClick={() => model.open(action)}
            >
              {ADHERENT_ACTION_LABELS[action]}
            </Button>
          ))}
          {ExtraActions === undefined ? null : <ExtraActions member={member} />}
        </div>
        <div role="alert">
          {model.dialog === null && model.conflict !== null ? (
            <Callout intent="danger">{model.conflict}</Callout>
          ) : null}
        </div>
      </section>
      <div className="adh-sections">
        <Section title="Identité">
          <Facts
            lines={[
              ['Nom', [member.civility, member.firstName, member.lastName].filter(Boolean).join(' ')],
              ["N° d'adhérent", member.number],
              ['Naissance', BIRTH.format(new Date(member.birthDate))],
              ['Code postal', member.postalCode],
              ['E-mail', member.email ?? '—'],
              ['Téléphone', member.phone ?? '—'],
              ['NIR', member.nir ?? '—'],
            ]}
          />
        </Section>
        <Section title="Contrats">
          <ContractsTable contracts={member.contracts} />
        </Section>
      </div>
      <div className="adh-sections">
        <Section title="Dernières connexions">
          <SignInsTable signIns={member.signIns} />
        </Section>
        <Section title="Consentements">
          <ConsentsList consents={member.consents} />
        </Section>
      </div>
      <div className="adh-sections">
        <Section title="Mails et SMS envoyés">
          <MailsTable mails={member.mails} />
        </Section>
        <Section title="Demandes">
          <RequestsSummary requests={member.requests} />
        </Section>
      </div>
      <AdherentActionDialog model={model} />
    </BackOfficePage>
  );
});
