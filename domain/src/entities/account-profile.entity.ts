import type { Address } from './address.entity.ts';

/**
 * « Mes informations » (issue 13): what the insurer knows of the signed-in member. Read-only in the portal:
 * the insurer owns these data. `telephone` arrives masked except its last two digits.
 */
export interface AccountProfile {
  readonly civilite: string;
  readonly nom: string;
  readonly prenom: string;
  /** ISO calendar date (yyyy-MM-dd). */
  readonly dateNaissance: string;
  readonly numeroAdherent: string;
  readonly numerosContrat: readonly string[];
  /** The login (e-mail identifier). */
  readonly email: string;
  readonly telephone: string | null;
  readonly adresse: Partial<Address>;
  readonly dematerialization: boolean;
  /** Double authentication (AMF) is on. */
  readonly doubleAuthentification: boolean;
}

/** One answer given to a consent (a consent is evidence: answers are never overwritten). */
export interface ConsentAnswerRecord {
  readonly accepted: boolean;
  /** ISO date-time. */
  readonly answeredAt: string;
}

/** A consent of the member with its current answer (null while pending) and the history of answers. */
export interface AccountConsent {
  readonly nom: string;
  readonly libelle: string;
  readonly accepted: boolean | null;
  readonly answeredAt: string | null;
  readonly historique: readonly ConsentAnswerRecord[];
}
