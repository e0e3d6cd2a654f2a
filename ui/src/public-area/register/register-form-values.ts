import { IBAN_LAST_CHARACTERS_COUNT, POSTAL_CODE_LENGTH } from '@portail/domain';
import type { ConsentDefinition, RegisterFormField } from '@portail/domain';
import { makeAutoObservable } from 'mobx';

/** The registration fields typed as text (the NIR and the birth date have their own widget view-models). */
export type RegisterTextField =
  'numeroContrat' | 'nom' | 'prenom' | 'codePostal' | 'email' | 'iban' | 'password' | 'confirmPassword';

/** Input filters (spec §5 "restrict-number keeps digits only", "the uppercase directive forces capitals"). */
const INPUT_FILTERS: Partial<Record<RegisterTextField, (text: string) => string>> = {
  codePostal: (text) => text.replace(/\D/g, '').slice(0, POSTAL_CODE_LENGTH),
  iban: (text) =>
    text
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, '')
      .slice(0, IBAN_LAST_CHARACTERS_COUNT),
};

/**
 * What the member typed or ticked in the registration form, and which fields were touched. Every value
 * survives a failed request (spec: "typed form data survives a failed request").
 */
export class RegisterFormValues {
  numeroContrat = '';
  nom = '';
  prenom = '';
  codePostal = '';
  email = '';
  iban = '';
  password = '';
  confirmPassword = '';
  cgu = false;
  /** E-mail dematerialisation: true by default (spec §3). */
  dematerialization = true;
  private consents = new Map<string, boolean>();
  private touched = new Set<RegisterFormField>();

  constructor() {
    makeAutoObservable(this);
  }

  setText(field: RegisterTextField, text: string): void {
    this[field] = INPUT_FILTERS[field]?.(text) ?? text;
  }

  touch(field: RegisterFormField): void {
    this.touched.add(field);
  }

  isTouched(field: RegisterFormField): boolean {
    return this.touched.has(field);
  }

  setCgu(accepted: boolean): void {
    this.cgu = accepted;
    this.touched.add('cgu');
  }

  setDematerialization(value: boolean): void {
    this.dematerialization = value;
  }

  /** The consents asked by the client; answers already given are kept. */
  setConsents(definitions: readonly ConsentDefinition[]): void {
    const kept = new Map<string, boolean>();
    for (const { nom } of definitions) {
      const answer = this.consents.get(nom);
      if (answer !== undefined) kept.set(nom, answer);
    }
    this.consents = kept;
  }

  setConsent(nom: string, accepted: boolean): void {
    this.consents.set(nom, accepted);
  }

  /** The member's answer; null while the box was never ticked or unticked. */
  consentAnswer(nom: string): boolean | null {
    return this.consents.get(nom) ?? null;
  }
}
