import {
  createSocialSecurityInput,
  NIR_KEY_LENGTH,
  SOCIAL_SECURITY_FIELD_LENGTHS,
  switchSocialSecurityMode,
  toMonacoNir,
  validateNir,
} from '@portail/domain';
import type { SocialSecurityInputMode, SocialSecurityInputState, ValidationResult } from '@portail/domain';
import { makeAutoObservable } from 'mobx';

export interface NirInputOptions {
  /** The number is mandatory. */
  readonly required?: boolean;
  /** The key field is shown (it is optional unless keyRequired). */
  readonly withKey?: boolean;
  readonly keyRequired?: boolean;
}

/** Characters a standard NIR may hold while typed: digits and the A/B of Corsican departments. */
function standardNirText(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^0-9AB]/g, '')
    .slice(0, SOCIAL_SECURITY_FIELD_LENGTHS.standard);
}

const KEY_ISSUE_PREFIX = 'NIR.KEY';

function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/**
 * Social-security number input (spec §4, §5): standard NIR or Monaco number — switching resets the number
 * and key — and the optional 2-digit key, validated by the domain's NIR rules.
 */
export class NirInputViewModel {
  private state: SocialSecurityInputState = createSocialSecurityInput();
  touched = false;

  constructor(private readonly options: NirInputOptions = {}) {
    makeAutoObservable<NirInputViewModel, 'state' | 'options'>(this, { state: true, options: false });
  }

  get mode(): SocialSecurityInputMode {
    return this.state.mode;
  }

  get number(): string {
    return this.state.number;
  }

  get key(): string {
    return this.state.key;
  }

  get withKey(): boolean {
    return this.options.withKey === true;
  }

  get maxLength(): number {
    return SOCIAL_SECURITY_FIELD_LENGTHS[this.state.mode];
  }

  /** The 13-character number to send: as typed, or 98 + the Monaco digits padded to 11. */
  get nir(): string {
    if (this.state.mode === 'standard') return this.state.number;
    return this.state.number === '' ? '' : (toMonacoNir(this.state.number) ?? '');
  }

  get issues(): ValidationResult {
    return validateNir(this.state.number, this.withKey ? this.state.key : undefined, {
      required: this.options.required === true,
      keyRequired: this.withKey && this.options.keyRequired === true,
      monaco: this.state.mode === 'monaco',
    });
  }

  /** Issues of the number field. */
  get numberIssues(): ValidationResult {
    return this.issues.filter((issue) => !issue.code.startsWith(KEY_ISSUE_PREFIX));
  }

  /** Issues of the key field (format, required, mismatch). */
  get keyIssues(): ValidationResult {
    return this.issues.filter((issue) => issue.code.startsWith(KEY_ISSUE_PREFIX));
  }

  setMode(mode: SocialSecurityInputMode): void {
    this.state = switchSocialSecurityMode(this.state, mode);
  }

  setNumber(text: string): void {
    const number = this.state.mode === 'standard' ? standardNirText(text) : digitsOnly(text, this.maxLength);
    this.state = { ...this.state, number };
  }

  setKey(text: string): void {
    this.state = { ...this.state, key: digitsOnly(text, NIR_KEY_LENGTH) };
  }

  markTouched(): void {
    this.touched = true;
  }
}
