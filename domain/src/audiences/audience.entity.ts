import type { ContractState } from '../entities/contract.entity.ts';

/**
 * « Audiences » (issue 27 §2): a saved rule over members, used to target a CMS popup or a notification.
 *
 * An audience is a list of criteria, **all** of which a member must meet (AND). Inside a list criterion (offers,
 * contract states, roles) any one value is enough (OR). The contract criteria (offer, contract state, tenant
 * feature, bank details missing) are met together by **one and the same contract** of the member (« a valid
 * contract of offer X whose bank details are missing »); the account criteria (role, double authentication off,
 * no sign-in for N months, account not created) are about the member's account. « Tous les adhérents » stands
 * alone.
 */
export type AudienceCriterion =
  | { readonly type: 'tous' }
  | { readonly type: 'offre'; readonly offres: readonly string[] }
  | { readonly type: 'etat-contrat'; readonly etats: readonly ContractState[] }
  | { readonly type: 'role'; readonly roles: readonly MemberRole[] }
  | { readonly type: 'fonctionnalite'; readonly fonctionnalite: string }
  | { readonly type: 'coordonnees-bancaires-manquantes' }
  | { readonly type: 'double-authentification-desactivee' }
  | { readonly type: 'sans-connexion'; readonly mois: number }
  | { readonly type: 'compte-non-cree' };

export type AudienceCriterionType = AudienceCriterion['type'];

export const AUDIENCE_CRITERION_TYPES: readonly AudienceCriterionType[] = Object.freeze([
  'tous',
  'offre',
  'etat-contrat',
  'role',
  'fonctionnalite',
  'coordonnees-bancaires-manquantes',
  'double-authentification-desactivee',
  'sans-connexion',
  'compte-non-cree',
]);

/** French labels of the criterion types (editor's menu, lists). */
export const AUDIENCE_CRITERION_LABELS: Readonly<Record<AudienceCriterionType, string>> = Object.freeze({
  tous: 'Tous les adhérents',
  offre: 'Offre du contrat',
  'etat-contrat': 'État du contrat',
  role: 'Rôle du compte',
  fonctionnalite: 'Fonctionnalité active pour le contrat',
  'coordonnees-bancaires-manquantes': 'Coordonnées bancaires manquantes',
  'double-authentification-desactivee': 'Double authentification désactivée',
  'sans-connexion': 'Sans connexion depuis N mois',
  'compte-non-cree': 'Espace adhérent non créé',
});

/** The criteria met by one contract of the member (all on the same contract). */
export const CONTRACT_CRITERION_TYPES: readonly AudienceCriterionType[] = Object.freeze([
  'offre',
  'etat-contrat',
  'fonctionnalite',
  'coordonnees-bancaires-manquantes',
]);

/** The roles a member's account may hold (spec §6: User = Adhérent, Beneficiaire = Bénéficiaire). */
export const MEMBER_ROLES = ['User', 'Beneficiaire'] as const;

export type MemberRole = (typeof MEMBER_ROLES)[number];

export const AUDIENCE_NAME_MAX_LENGTH = 120;
export const AUDIENCE_MONTHS_MAX = 120;
/** At most this many values in a list criterion. */
export const AUDIENCE_VALUES_MAX = 50;

export function isAudienceCriterionType(value: unknown): value is AudienceCriterionType {
  return typeof value === 'string' && (AUDIENCE_CRITERION_TYPES as readonly string[]).includes(value);
}

export function isContractCriterion(criterion: AudienceCriterion): boolean {
  return CONTRACT_CRITERION_TYPES.includes(criterion.type);
}

/** A saved audience. */
export interface Audience {
  readonly id: string;
  readonly nom: string;
  readonly criteres: readonly AudienceCriterion[];
  /** Optimistic-concurrency version: 1 at creation, +1 at every change. */
  readonly version: number;
  readonly updatedAt: Date;
  readonly updatedBy: string;
}
