import type { MemberRequestKind, MemberRequestStatus, MemberThreadTopic } from '@portail/application';

/*
 * French names of the kinds, statuses and topics. Provisional: the domain's labels (domain/src/requests/,
 * branch reqsrv) replace these once merged.
 */

export const REQUEST_KIND_LABELS: Readonly<Record<MemberRequestKind, string>> = {
  'prise-en-charge-hospitaliere': 'Demande de prise en charge hospitalière',
  remboursement: 'Demande de remboursement',
  'declaration-sinistre': 'Déclaration de sinistre',
  'ajout-beneficiaire': "Ajout d'un bénéficiaire",
  'radiation-beneficiaire': "Radiation d'un bénéficiaire",
  message: 'Message',
};

export const REQUEST_STATUS_LABELS: Readonly<Record<MemberRequestStatus, string>> = {
  envoyee: 'Envoyée',
  'en-cours': 'En cours de traitement',
  'complement-demande': 'Complément demandé',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
  cloturee: 'Clôturée',
};

export const THREAD_TOPIC_LABELS: Readonly<Record<MemberThreadTopic, string>> = {
  contrat: 'Contrat',
  remboursements: 'Remboursements',
  cotisations: 'Cotisations',
  autre: 'Autre',
};
