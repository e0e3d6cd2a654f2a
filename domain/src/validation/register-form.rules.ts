import type { ClientConfiguration, CreateAccountAuthMode } from '../entities/client-configuration.entity.ts';
import type { RegistrationUser } from '../entities/registration-user.entity.ts';
import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { validateBirthDate } from './birth-date.validator.ts';
import { validateCombinedLength } from './combined-length.validator.ts';
import { validateEmail } from './email.validator.ts';
import type { FormIssues } from './form-issues.ts';
import { validateIbanLastFour } from './iban-last-four.validator.ts';
import { EMPTY_MONACO_NIR, monacoNumberOfNir, validateNir } from './nir.validator.ts';
import { validatePassword } from './password.validator.ts';
import { validatePersonName } from './person-name.validator.ts';
import { validatePostalCode } from './postal-code.validator.ts';
import { isBlankValue, requiredFieldIssue } from './required.rule.ts';
import { validatePasswordConfirmation } from './same-value.validator.ts';

/** The registration fields the rules check (spec §3 registration user, minus consents and demat). */
export const REGISTER_FORM_FIELDS = [
  'numeroContrat',
  'nir',
  'nom',
  'prenom',
  'dateNaissance',
  'codePostal',
  'email',
  'iban',
  'password',
  'confirmPassword',
  'cgu',
] as const;

export type RegisterFormField = (typeof REGISTER_FORM_FIELDS)[number];

/** Issue keys: every field, plus `nomPrenom` for the cross-field name-length rule. */
export type RegisterFormIssueKey = RegisterFormField | 'nomPrenom';

/** What the form holds; every field may be missing or null (server input, half-filled form). */
export type RegisterFormValues = {
  readonly [K in RegisterFormField]?: RegistrationUser[K] | null | undefined;
};

/** The client configuration fields the registration rules read, plus the portal's password length. */
export type RegisterFormConfig = Pick<
  ClientConfiguration,
  | 'createAccountAuthMode'
  | 'tailleMaxPrenomNom'
  | 'isCodePostalVerifiedOnAccountCreation'
  | 'isRegisterVerifyIban'
  | 'isRegisterIbanObligatoire'
> & {
  /** PortalConfig.passwordRequiredLength; default 8. */
  readonly passwordRequiredLength?: number | undefined;
  /**
   * CurrentClient.isDonneesROMonegasquesActivated (spec §3): a Monaco number is accepted as the NIR —
   * `98` + 11 digits, the NIR pattern skipped (spec §5). Default false.
   */
  readonly isDonneesROMonegasquesActivated?: boolean | undefined;
};

export interface RegisterFormContext {
  /** The caller's clock, for "birth date not after today". */
  readonly today: Date;
}

/** Spec §5 registration, verbatim (shown as an error toast). */
export const TERMS_NOT_ACCEPTED_MESSAGE =
  "Blocage création compte - absence d'acceptation des conditions d'utilisation du site";
export const TERMS_NOT_ACCEPTED_ISSUE: ValidationIssue = issue(
  'REGISTER.TERMS_NOT_ACCEPTED',
  TERMS_NOT_ACCEPTED_MESSAGE,
);

/** Project wording: the spec gives the tailleMaxPrenomNom rule without a message. */
export function nameLengthMessage(maxLength: number): string {
  return `La longueur cumulée du nom et du prénom ne doit pas dépasser ${maxLength} caractères.`;
}
export const NAME_TOO_LONG_CODE = 'REGISTER.NAME_TOO_LONG';

/** Which identifier fields a mode shows, and the word between them. */
export interface RegisterIdentifierLayout {
  readonly memberNumber: boolean;
  readonly nir: boolean;
  /** 'et' when both are asked (all), 'ou' when either is enough (oneOfTwo), otherwise undefined. */
  readonly separator: 'et' | 'ou' | undefined;
}

const IDENTIFIER_LAYOUTS: Readonly<Record<CreateAccountAuthMode, RegisterIdentifierLayout>> = {
  individual: { memberNumber: true, nir: false, separator: undefined },
  NIR: { memberNumber: false, nir: true, separator: undefined },
  all: { memberNumber: true, nir: true, separator: 'et' },
  oneOfTwo: { memberNumber: true, nir: true, separator: 'ou' },
};

/**
 * The identifier fields of a registration mode (spec §5). An unknown mode (bad configuration
 * data) falls back to 'all', the strictest layout, rather than showing no identifier.
 */
export function registerIdentifierLayout(mode: CreateAccountAuthMode): RegisterIdentifierLayout {
  return Object.hasOwn(IDENTIFIER_LAYOUTS, mode) ? IDENTIFIER_LAYOUTS[mode] : IDENTIFIER_LAYOUTS.all;
}

export interface RegisterFieldState {
  readonly visible: boolean;
  /** Drives the asterisk; in oneOfTwo it changes as the member fills one identifier or the other. */
  readonly required: boolean;
}

export interface RegisterFormLayout {
  readonly fields: { readonly [K in RegisterFormField]: RegisterFieldState };
  readonly identifierSeparator: 'et' | 'ou' | undefined;
}

const shownRequired: RegisterFieldState = { visible: true, required: true };
const hidden: RegisterFieldState = { visible: false, required: false };

/**
 * Which registration fields are shown and required for these values and this configuration.
 * Member number: required unless the mode is oneOfTwo and a NIR is given; NIR: required unless
 * oneOfTwo and a member number is given (both stay required while both are empty).
 */
/**
 * Issue 22 #15, oneOfTwo mode: neither identifier is required by itself, so neither label has the asterisk;
 * this line, shown above them, says that one of the two is (project wording).
 */
export const ONE_OF_TWO_IDENTIFIERS_HINT =
  "* Renseignez votre numéro d'adhérent ou votre numéro de sécurité sociale : l'un des deux suffit.";

/** Whether a field's label carries the required marker: not the two identifiers of the oneOfTwo mode. */
export function isRegisterFieldMarkedRequired(
  layout: RegisterFormLayout,
  field: keyof RegisterFormLayout['fields'],
): boolean {
  const identifier = field === 'numeroContrat' || field === 'nir';
  return layout.fields[field].required && !(identifier && layout.identifierSeparator === 'ou');
}

export function registerFormLayout(
  values: RegisterFormValues,
  config: RegisterFormConfig,
): RegisterFormLayout {
  const identifiers = registerIdentifierLayout(config.createAccountAuthMode);
  const eitherIsEnough = identifiers.separator === 'ou';
  const memberNumberGiven = !isBlankValue(values.numeroContrat);
  // 9800000000000 (a Monaco number with nothing entered) counts as empty (spec §5).
  const nirGiven = !isBlankValue(values.nir) && values.nir?.trim() !== EMPTY_MONACO_NIR;
  return {
    identifierSeparator: identifiers.separator,
    fields: {
      numeroContrat: identifiers.memberNumber
        ? { visible: true, required: !(eitherIsEnough && nirGiven) }
        : hidden,
      nir: identifiers.nir ? { visible: true, required: !(eitherIsEnough && memberNumberGiven) } : hidden,
      nom: shownRequired,
      prenom: shownRequired,
      dateNaissance: shownRequired,
      codePostal: config.isCodePostalVerifiedOnAccountCreation ? shownRequired : hidden,
      email: shownRequired,
      iban: config.isRegisterVerifyIban
        ? { visible: true, required: config.isRegisterIbanObligatoire }
        : hidden,
      password: shownRequired,
      confirmPassword: shownRequired,
      cgu: shownRequired,
    },
  };
}

/**
 * Validates the registration form (spec §5): per-field issues, hidden fields always valid, plus
 * `nomPrenom` for the combined name length (tailleMaxPrenomNom, counting the space between them).
 */
export function validateRegisterForm(
  values: RegisterFormValues,
  config: RegisterFormConfig,
  context: RegisterFormContext,
): FormIssues<RegisterFormIssueKey> {
  const { fields } = registerFormLayout(values, config);
  const ifVisible = (state: RegisterFieldState, check: () => ValidationResult): ValidationResult =>
    state.visible ? check() : valid;
  return {
    numeroContrat: ifVisible(fields.numeroContrat, () =>
      fields.numeroContrat.required && isBlankValue(values.numeroContrat) ? [requiredFieldIssue] : valid,
    ),
    nir: ifVisible(fields.nir, () =>
      validateRegisterNir(values.nir, fields.nir.required, config.isDonneesROMonegasquesActivated === true),
    ),
    nom: validatePersonName(values.nom),
    prenom: validatePersonName(values.prenom),
    nomPrenom: validateCombinedLength([values.prenom, values.nom], config.tailleMaxPrenomNom, {
      countSeparator: true,
      code: NAME_TOO_LONG_CODE,
      message: nameLengthMessage(config.tailleMaxPrenomNom),
    }),
    dateNaissance: validateBirthDate(values.dateNaissance, { today: context.today }),
    codePostal: ifVisible(fields.codePostal, () => validatePostalCode(values.codePostal)),
    email: validateEmail(values.email),
    iban: ifVisible(fields.iban, () => validateIbanLastFour(values.iban, { required: fields.iban.required })),
    password: validatePassword(values.password, { minLength: config.passwordRequiredLength }),
    confirmPassword: validatePasswordConfirmation(values.confirmPassword, values.password),
    cgu: values.cgu === true ? valid : [TERMS_NOT_ACCEPTED_ISSUE],
  };
}

/**
 * The NIR of the form: a French NIR, or — when the client has Monegasque data — a Monaco number sent as
 * `98` + its 11 digits, checked by the Monaco rule (pattern skipped, `9800000000000` empty).
 */
function validateRegisterNir(nir: unknown, required: boolean, monacoAllowed: boolean): ValidationResult {
  const monacoNumber = monacoAllowed && typeof nir === 'string' ? monacoNumberOfNir(nir.trim()) : undefined;
  return monacoNumber === undefined
    ? validateNir(nir, undefined, { required })
    : validateNir(monacoNumber, undefined, { required, monaco: true });
}
