import type { Consent } from './consent.entity.ts';

/** Account-activation form data (spec §3). CGU is upper-case on the wire. */
export interface Activation {
  readonly password: string;
  readonly confirmPassword: string;
  readonly CGU: boolean;
  readonly consentements: readonly Consent[];
  readonly code: string;
  readonly userId: string;
}
