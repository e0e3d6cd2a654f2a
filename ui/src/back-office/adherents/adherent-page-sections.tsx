import { HTMLTable } from '@blueprintjs/core';
import type { AdherentDetail } from '@portail/application';
import { STAFF_REQUEST_STATUS_LABELS, STAFF_REQUEST_TYPE_LABELS, contractStateLabel } from '@portail/domain';
import { Fragment } from 'react';
import type { ReactNode } from 'react';

export const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const time = (date: Date) => <time dateTime={date.toISOString()}>{DATE_TIME.format(date)}</time>;

export function Facts({ lines }: { lines: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="adh-facts">
      {lines.map(([label, value], index) => (
        <Fragment key={`${label}-${String(index)}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="adh-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A small table with its caption (hidden: the section's h2 says it) and its header row. */
function Table({ caption, headers, rows }: { caption: string; headers: readonly string[]; rows: ReactNode }) {
  return (
    <HTMLTable className="adh-table" striped compact>
      <caption className="bo-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </HTMLTable>
  );
}

export function ContractsTable({ contracts }: { contracts: AdherentDetail['contracts'] }) {
  if (contracts.length === 0) return <p>Aucun contrat.</p>;
  return (
    <Table
      caption="Contrats"
      headers={['N° de contrat', 'Offre', 'État']}
      rows={contracts.map((c) => (
        <tr key={c.number}>
          <th scope="row">{c.number}</th>
          <td>{c.offer}</td>
          <td>{contractStateLabel(c.state)}</td>
        </tr>
      ))}
    />
  );
}

export function SignInsTable({ signIns }: { signIns: AdherentDetail['signIns'] }) {
  const note =
    signIns.source === 'sessions'
      ? 'Connexions réussies dont la session existe encore (les échecs ne sont pas conservés ici).'
      : null;
  return (
    <>
      {note === null ? null : <p className="adh-note">{note}</p>}
      {signIns.lines.length === 0 ? (
        <p>Aucune connexion.</p>
      ) : (
        <Table
          caption="Dernières connexions"
          headers={['Date', 'Méthode', 'Résultat']}
          rows={signIns.lines.map((line, index) => (
            <tr key={`${line.at.toISOString()}-${String(index)}`}>
              <td>{time(line.at)}</td>
              <td>{line.method === 'oidc' ? 'Fournisseur d’identité (OIDC)' : 'Mot de passe'}</td>
              <td>{line.success ? 'Réussie' : 'Échec'}</td>
            </tr>
          ))}
        />
      )}
    </>
  );
}

const answer = (accepted: boolean | null) =>
  accepted === null ? 'En attente' : accepted ? 'Accepté' : 'Refusé';

export function ConsentsList({ consents }: { consents: AdherentDetail['consents'] }) {
  if (consents.length === 0) return <p>Aucun consentement demandé.</p>;
  return (
    <ul className="adh-consents">
      {consents.map((consent) => (
        <li key={consent.name}>
          <strong>{consent.label}</strong> : {answer(consent.accepted)}
          {consent.history.length === 0 ? null : (
            <ul aria-label={`Réponses successives : ${consent.label}`}>
              {consent.history.map((h, index) => (
                <li key={`${h.at.toISOString()}-${String(index)}`}>
                  {answer(h.accepted)} le {time(h.at)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

const MAIL_STATUS = { sent: 'Envoyé', pending: 'En attente d’envoi', failed: 'Échec de l’envoi' } as const;

export function MailsTable({ mails }: { mails: AdherentDetail['mails'] }) {
  if (mails.length === 0) return <p>Aucun mail ni SMS envoyé.</p>;
  return (
    <Table
      caption="Mails et SMS envoyés"
      headers={['Date', 'Modèle', 'Canal', 'Envoi']}
      rows={mails.map((mail, index) => (
        <tr key={`${mail.at.toISOString()}-${String(index)}`}>
          <td>{time(mail.at)}</td>
          <td>{mail.template}</td>
          <td>{mail.channel === 'sms' ? 'SMS' : 'Mail'}</td>
          <td>{MAIL_STATUS[mail.status]}</td>
        </tr>
      ))}
    />
  );
}

export function RequestsSummary({ requests }: { requests: AdherentDetail['requests'] }) {
  if (requests.last.length === 0) return <p>Aucune demande.</p>;
  return (
    <>
      <p>
        {requests.counts
          .map((c) => `${STAFF_REQUEST_STATUS_LABELS[c.status]} : ${String(c.count)}`)
          .join(' · ')}
      </p>
      <Table
        caption="Dernières demandes"
        headers={['Référence', 'Type', 'Statut', 'Envoyée le']}
        rows={requests.last.map((r) => (
          <tr key={r.id}>
            <th scope="row">
              <a href={`#/demandes/${encodeURIComponent(r.id)}`}>{r.reference}</a>
            </th>
            <td>{STAFF_REQUEST_TYPE_LABELS[r.type]}</td>
            <td>{STAFF_REQUEST_STATUS_LABELS[r.status]}</td>
            <td>{time(r.at)}</td>
          </tr>
        ))}
      />
    </>
  );
}
