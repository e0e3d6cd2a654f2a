/** A consent the client asks for (spec §3). */
export interface ConsentDefinition {
  readonly nom: string;
  readonly libelle: string;
}

/** A consent with the member's answer; null while pending (spec §4: pending, then accepted or refused). */
export interface Consent extends ConsentDefinition {
  readonly accepted: boolean | null;
}

/** Payload sent when answering a consent. */
export interface ConsentAnswerPayload {
  readonly nomConsentement: string;
  readonly isAccepted: boolean;
}
