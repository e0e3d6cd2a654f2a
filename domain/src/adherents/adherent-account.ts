/**
 * The state of a member's account as the back office's « Adhérents » shows it (issue 27 §1), and the actions an
 * agent may take on it. Pure: the server derives both from its rows, the screens read the labels.
 */
import type { Habilitation } from '../access/back-office-habilitations.ts';
import { isAllowed } from '../access/back-office-habilitations.ts';

export const ADHERENT_ACCOUNT_STATES = [
  'aucun',
  'demande',
  'activation-en-attente',
  'actif',
  'verrouille',
  'supprime',
] as const;
export type AdherentAccountState = (typeof ADHERENT_ACCOUNT_STATES)[number];

export const ADHERENT_ACCOUNT_STATE_LABELS: Readonly<Record<AdherentAccountState, string>> = Object.freeze({
  aucun: 'Aucun compte',
  demande: 'Compte demandé (lien expiré)',
  'activation-en-attente': "En attente d'activation",
  actif: 'Actif',
  verrouille: 'Verrouillé',
  supprime: 'Supprimé',
});

/** What the server knows of the account (null: none now). */
export interface AdherentAccountFacts {
  readonly account: {
    readonly status: 'pending' | 'active' | 'disabled';
    readonly createdAt: Date;
    readonly activatedAt: Date | null;
    /** When the last activation link still valid was sent, null when none is valid. */
    readonly validLinkSentAt: Date | null;
    /** End of the sign-in lock, when one runs now. */
    readonly lockedUntil: Date | null;
  } | null;
  /** When the member deleted their last account, null when never. */
  readonly deletedAt: Date | null;
}

export interface AdherentAccountStatus {
  readonly state: AdherentAccountState;
  readonly since: Date | null;
  readonly until: Date | null;
}

/** The state, with since when (and until when for a lock). */
export function adherentAccountStatus(facts: AdherentAccountFacts): AdherentAccountStatus {
  const account = facts.account;
  if (account === null)
    return facts.deletedAt === null
      ? { state: 'aucun', since: null, until: null }
      : { state: 'supprime', since: facts.deletedAt, until: null };
  if (account.status === 'pending')
    return account.validLinkSentAt === null
      ? { state: 'demande', since: account.createdAt, until: null }
      : { state: 'activation-en-attente', since: account.validLinkSentAt, until: null };
  if (account.lockedUntil !== null || account.status === 'disabled')
    return { state: 'verrouille', since: null, until: account.lockedUntil };
  return { state: 'actif', since: account.activatedAt, until: null };
}

export const ADHERENT_ACTIONS = [
  'relance-activation',
  'deverrouillage',
  'reinitialisation-mot-de-passe',
  'desactivation-double-authentification',
  'creation-compte',
] as const;
export type AdherentAction = (typeof ADHERENT_ACTIONS)[number];

export function isAdherentAction(value: unknown): value is AdherentAction {
  return typeof value === 'string' && (ADHERENT_ACTIONS as readonly string[]).includes(value);
}

/** The habilitation each action needs on `adherents`. */
export const ADHERENT_ACTION_HABILITATION: Readonly<Record<AdherentAction, 'create' | 'update'>> =
  Object.freeze({
    'relance-activation': 'update',
    deverrouillage: 'update',
    'reinitialisation-mot-de-passe': 'update',
    'desactivation-double-authentification': 'update',
    'creation-compte': 'create',
  });

/** Whether the account's state allows the action (whoever asks). */
export function adherentActionPossible(
  action: AdherentAction,
  state: AdherentAccountState,
  doubleAuthentication: boolean,
): boolean {
  switch (action) {
    case 'relance-activation':
      return state === 'demande' || state === 'activation-en-attente';
    case 'deverrouillage':
      return state === 'verrouille';
    case 'reinitialisation-mot-de-passe':
      return state === 'actif';
    case 'desactivation-double-authentification':
      return doubleAuthentication && (state === 'actif' || state === 'verrouille');
    case 'creation-compte':
      return state === 'aucun' || state === 'supprime';
  }
}

/** The actions the caller may take now: possible in this state and within their habilitations. */
export function adherentActionsFor(
  habilitations: readonly Habilitation[],
  state: AdherentAccountState,
  doubleAuthentication: boolean,
): AdherentAction[] {
  return ADHERENT_ACTIONS.filter(
    (action) =>
      adherentActionPossible(action, state, doubleAuthentication) &&
      isAllowed(habilitations, 'adherents', ADHERENT_ACTION_HABILITATION[action]),
  );
}
