import type {
  CatalogueMessage,
  ClientConfiguration,
  RegisterAttempts,
  RegisterFormConfig,
  RegisterFormField,
  RegisterFormIssueKey,
  RegisterSubmitState,
  RegistrationUser,
} from '@portail/domain';
import {
  EMPTY_MONACO_NIR,
  REGISTER_FORM_FIELDS,
  catalogueMessage,
  dangerToastCatalogue,
  flowErrorCatalogue,
  isRegisterAttemptLimitReached,
  recordFailedRegisterAttempt,
  registerFormLayout,
  registerSubmitState,
  validateRegisterForm,
} from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import { failureToast } from './failure-toast.ts';
import type { InvalidFormOutcome, ServerFieldIssues } from './form-outcome.ts';
import { invalidFormOutcome, serverFieldIssues } from './form-outcome.ts';
import type { UseCaseClock } from './use-case-clock.ts';
import { todayOf } from './use-case-clock.ts';
import type { NavigateIntent } from './use-case-intents.ts';
import { DISPLAY_EMAIL_SOURCES, USE_CASE_ROUTES, navigateTo } from './use-case-intents.ts';

/** The client configuration the registration reads (form rules + what follows a success). */
export type RegisterMemberSettings = RegisterFormConfig &
  Pick<ClientConfiguration, 'isAlerteRemboursementSubscribed' | 'fonctionnalites'>;

export interface RegisterMemberCommand {
  readonly user: RegistrationUser;
  readonly settings: RegisterMemberSettings;
  /** The screen's failed-attempt counter (start it with `startRegisterAttempts(configuration)`). */
  readonly attempts: RegisterAttempts;
}

/** The attempt limit was already reached: nothing is sent, the configured message replaces the button. */
export interface RegisterBlockedOutcome {
  readonly kind: 'blocked';
  readonly attempts: RegisterAttempts;
  readonly submit: RegisterSubmitState;
}

export interface RegisterInvalidOutcome extends InvalidFormOutcome<RegisterFormIssueKey> {
  /** 'Blocage création compte - …' error toast when the terms are not accepted. */
  readonly toast?: CatalogueMessage;
}

/** The server refused the request: one more failed attempt. */
export interface RegisterFailedOutcome {
  readonly kind: 'failed';
  readonly toast: CatalogueMessage;
  readonly fieldIssues: ServerFieldIssues<RegisterFormField>;
  readonly attempts: RegisterAttempts;
  readonly submit: RegisterSubmitState;
}

export interface RegisteredOutcome {
  readonly kind: 'registered';
  /** Show the dematerialisation popup first, then follow `next`. */
  readonly showDematPopup: boolean;
  readonly next: NavigateIntent;
}

export type RegisterMemberOutcome =
  RegisterBlockedOutcome | RegisterInvalidOutcome | RegisterFailedOutcome | RegisteredOutcome;

/** Sign-up (spec §4 registration, §5 rules): validate, send, count failures, then demat popup / display-email. */
export class RegisterMember {
  constructor(
    private readonly identity: Pick<IdentityPort, 'register'>,
    private readonly clock: UseCaseClock,
  ) {}

  async execute(command: RegisterMemberCommand): Promise<RegisterMemberOutcome> {
    const { user, settings, attempts } = command;
    if (isRegisterAttemptLimitReached(attempts)) {
      return { kind: 'blocked', attempts, submit: registerSubmitState(attempts) };
    }
    const issues = validateRegisterForm(user, settings, { today: todayOf(this.clock) });
    const invalid = invalidFormOutcome(issues);
    if (invalid !== undefined) {
      return issues.cgu.length > 0
        ? { ...invalid, toast: catalogueMessage(flowErrorCatalogue.registrationTermsNotAccepted) }
        : invalid;
    }
    const result = await this.identity.register(registrationPayload(user, settings));
    if (!result.ok) {
      const counted = recordFailedRegisterAttempt(attempts);
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.accountCreationFailed, result.error),
        fieldIssues: serverFieldIssues(result.error, REGISTER_FORM_FIELDS),
        attempts: counted,
        submit: registerSubmitState(counted),
      };
    }
    return {
      kind: 'registered',
      showDematPopup: shouldShowDematPopup(user, settings),
      next: navigateTo(USE_CASE_ROUTES.displayEmail, { source: DISPLAY_EMAIL_SOURCES.register }),
    };
  }
}

/**
 * Spec §4: the popup shows when e-mail dematerialisation is active and refund alerts are subscribed.
 * "Active" = the client offers it at sign-up (fonctionnalites.dematCreationCompte) and the member kept it.
 */
function shouldShowDematPopup(user: RegistrationUser, settings: RegisterMemberSettings): boolean {
  return (
    settings.fonctionnalites.dematCreationCompte &&
    user.dematerialization &&
    settings.isAlerteRemboursementSubscribed
  );
}

/**
 * What is sent: trimmed texts, hidden fields emptied, upper-case NIR / IBAN (an empty Monaco number,
 * 9800000000000, as no NIR), unanswered consents refused.
 */
function registrationPayload(user: RegistrationUser, settings: RegisterMemberSettings): RegistrationUser {
  const { fields } = registerFormLayout(user, settings);
  const shown = (field: RegisterFormField, value: string): string =>
    fields[field].visible ? value.trim() : '';
  const nir = shown('nir', user.nir).toUpperCase();
  return {
    ...user,
    numeroContrat: shown('numeroContrat', user.numeroContrat),
    nir: nir === EMPTY_MONACO_NIR ? '' : nir,
    nom: user.nom.trim(),
    prenom: user.prenom.trim(),
    dateNaissance: user.dateNaissance.trim(),
    codePostal: shown('codePostal', user.codePostal),
    email: user.email.trim(),
    iban: shown('iban', user.iban).toUpperCase(),
    consentements: user.consentements.map((consent) => ({ ...consent, accepted: consent.accepted === true })),
  };
}
