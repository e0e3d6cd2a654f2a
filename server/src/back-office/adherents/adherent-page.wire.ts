import type { Habilitation } from '@portail/domain';
import { adherentAccountStatus, adherentActionsFor } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import type { AdherentRecord } from './adherent-page.repository.ts';
import {
  findAdherentConsents,
  findAdherentContracts,
  findAdherentMails,
  findAdherentRequests,
  findSessionSignIns,
} from './adherent-page.repository.ts';

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** The delivery of an outbox message: sent, failed (an error and not sent), or waiting for its dispatch. */
const mailStatus = (row: { dispatched_at: Date | null; failed: boolean }) =>
  row.dispatched_at !== null ? 'envoye' : row.failed ? 'echec' : 'en-attente';

/**
 * The member's page (`AdherentDetail`): identity, contracts, account with its state, sign-ins, consents with their
 * history, the last mails (template, channel, date, delivery: never a link, a code or a body), requests, and the
 * actions the caller may take now.
 */
export async function adherentDetail(
  db: Queryable,
  record: AdherentRecord,
  habilitations: readonly Habilitation[],
) {
  const status = adherentAccountStatus(record.facts);
  const account = record.account;
  const recipients = [account?.email, record.email, record.telephone].filter(
    (value, index, all): value is string =>
      typeof value === 'string' && value !== '' && all.indexOf(value) === index,
  );
  const [contracts, signIns, consents, mails, requests] = await Promise.all([
    findAdherentContracts(db, record.id),
    account === null ? Promise.resolve([]) : findSessionSignIns(db, account.id),
    findAdherentConsents(db, record.id),
    findAdherentMails(db, recipients),
    findAdherentRequests(db, record.id),
  ]);
  const doubleAuthentication = account?.doubleAuthentication ?? false;
  return {
    id: record.id,
    numero: record.numero,
    civilite: record.civilite,
    nom: record.nom,
    prenom: record.prenom,
    dateNaissance: record.dateNaissance,
    codePostal: record.codePostal,
    email: record.email,
    telephone: record.telephone,
    nir: record.nir,
    contrats: contracts.map((c) => ({
      numero: c.numero_contrat_individuel,
      offre: c.nom_offre,
      etat: c.etat,
      actif: c.is_actif,
    })),
    compte: {
      etat: status.state,
      depuis: iso(status.since),
      jusqua: iso(status.until),
      identifiant: account?.userName ?? null,
      doubleAuthentification: doubleAuthentication,
      creeParGestionnaire: account?.createdByAdmin ?? false,
    },
    connexions: {
      source: 'sessions' as const,
      lignes: signIns.map((signIn) => ({
        date: signIn.at.toISOString(),
        methode: signIn.oidc ? ('oidc' as const) : ('local' as const),
        succes: true,
      })),
    },
    consentements: consents.map((c) => ({
      nom: c.nom,
      libelle: c.libelle,
      accepte: c.accepted,
      historique: c.answers.map((answer) => ({
        accepte: answer.accepte,
        date: new Date(answer.date).toISOString(),
      })),
    })),
    mails: mails.map((mail) => ({
      modele: mail.template,
      canal: mail.kind,
      date: mail.created_at.toISOString(),
      statut: mailStatus(mail),
    })),
    demandes: {
      parStatut: requests.counts.map((c) => ({ statut: c.status, nombre: c.count })),
      dernieres: requests.last.map((r) => ({
        id: r.id,
        reference: r.reference,
        type: r.kind,
        statut: r.status,
        date: r.at.toISOString(),
      })),
    },
    actions: adherentActionsFor(habilitations, status.state, doubleAuthentication),
  };
}
