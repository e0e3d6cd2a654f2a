import type {
  ActivationFormField,
  ActivationFormValues,
  CatalogueMessage,
  ClientConfiguration,
} from '@portail/domain';
import { activationFormLayout, dangerToastCatalogue, validateActivationForm } from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import type { LinkToken } from './check-token.use-case.ts';
import { failureToast } from './failure-toast.ts';
import type { InvalidFormOutcome, ServerFieldIssues } from './form-outcome.ts';
import { invalidFormOutcome, serverFieldIssues } from './form-outcome.ts';
import type { NavigateIntent } from './use-case-intents.ts';
import { USE_CASE_ROUTES, navigateTo } from './use-case-intents.ts';

const ACTIVATION_FIELDS: readonly ActivationFormField[] = [
  'password',
  'confirmPassword',
  'CGU',
  'consentements',
];

export type ActivateAccountSettings = Pick<ClientConfiguration, 'fonctionnalites'> & {
  /** PortalConfig.passwordRequiredLength. */
  readonly passwordRequiredLength?: number | undefined;
};

export interface ActivateAccountCommand {
  readonly values: ActivationFormValues;
  /** From a valid CheckToken outcome. */
  readonly token: LinkToken;
  readonly isCreatedByAdmin: boolean;
  readonly settings: ActivateAccountSettings;
}

export interface ActivationFailedOutcome {
  readonly kind: 'failed';
  /** 'L'activation du compte a échoué.' with the server's message as detail. */
  readonly toast: CatalogueMessage;
  readonly fieldIssues: ServerFieldIssues<ActivationFormField>;
}

export interface ActivatedOutcome {
  readonly kind: 'activated';
  /** Show the dematerialisation popup first (admin-created account, dematerialisation on). */
  readonly showDematPopup: boolean;
  readonly next: NavigateIntent;
}

export type ActivateAccountOutcome =
  InvalidFormOutcome<ActivationFormField> | ActivationFailedOutcome | ActivatedOutcome;

/** Sets the password of an e-mailed activation link (spec §2 activate-user, §4 activation, §6). */
export class ActivateAccount {
  constructor(private readonly identity: Pick<IdentityPort, 'activateUser'>) {}

  async execute(command: ActivateAccountCommand): Promise<ActivateAccountOutcome> {
    const { values, token, isCreatedByAdmin, settings } = command;
    const context = {
      createdByAdmin: isCreatedByAdmin,
      passwordRequiredLength: settings.passwordRequiredLength,
      // A self-registered member chose the password in « Créer mon espace »: it is kept (issue 22 #2).
      passwordChosenAtRegistration: !isCreatedByAdmin,
    };
    const invalid = invalidFormOutcome(validateActivationForm(values, context));
    if (invalid !== undefined) return invalid;
    const layout = activationFormLayout(context);
    const result = await this.identity.activateUser({
      password: layout.passwordVisible ? (values.password ?? '') : '',
      confirmPassword: layout.passwordVisible ? (values.confirmPassword ?? '') : '',
      CGU: layout.termsVisible && values.CGU === true,
      consentements: layout.consentsVisible ? (values.consentements ?? []) : [],
      code: token.code,
      userId: token.userId,
    });
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.activationFailed, result.error),
        fieldIssues: serverFieldIssues(result.error, ACTIVATION_FIELDS),
      };
    }
    return {
      kind: 'activated',
      showDematPopup: isCreatedByAdmin && settings.fonctionnalites.dematCreationCompte,
      next: navigateTo(USE_CASE_ROUTES.activateUserConfirmation),
    };
  }
}
