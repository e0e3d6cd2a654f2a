/** Kind of social-security number being typed (spec §4): French NIR or Monaco-specific number. */
export const SOCIAL_SECURITY_INPUT_MODES = ['standard', 'monaco'] as const;

export type SocialSecurityInputMode = (typeof SOCIAL_SECURITY_INPUT_MODES)[number];

/** Field lengths (spec §9): NIR 13 + key 2; Monaco number field 11 (it is prefixed with 98 on validation). */
export const SOCIAL_SECURITY_FIELD_LENGTHS: Readonly<Record<SocialSecurityInputMode, number>> = Object.freeze(
  {
    standard: 13,
    monaco: 11,
  },
);
export const SOCIAL_SECURITY_KEY_LENGTH = 2;

export interface SocialSecurityInputState {
  readonly mode: SocialSecurityInputMode;
  readonly number: string;
  readonly key: string;
}

export function createSocialSecurityInput(
  mode: SocialSecurityInputMode = 'standard',
): SocialSecurityInputState {
  return Object.freeze({ mode, number: '', key: '' });
}

/** Switching the mode resets the typed number (and key); choosing the current mode keeps them. */
export function switchSocialSecurityMode(
  state: SocialSecurityInputState,
  mode: SocialSecurityInputMode,
): SocialSecurityInputState {
  return state.mode === mode ? state : createSocialSecurityInput(mode);
}
