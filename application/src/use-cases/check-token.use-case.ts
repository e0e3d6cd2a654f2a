import type { ActivationFormLayout, CatalogueMessage, Consent, TokenPurpose } from '@portail/domain';
import { activationFormLayout, catalogueMessage, flowErrorCatalogue } from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import type { PortError } from '../ports/port-error.ts';
import type { NavigateIntent } from './use-case-intents.ts';
import { USE_CASE_ROUTES, navigateTo } from './use-case-intents.ts';

/** The code and userId of an e-mailed link (activate-user, reset-password query parameters). */
export interface LinkToken {
  readonly code: string;
  readonly userId: string;
}

export interface CheckTokenCommand {
  readonly purpose: TokenPurpose;
  /** Query parameters as read from the URL (absent when the link was cut). */
  readonly code: string | null | undefined;
  readonly userId: string | null | undefined;
}

export interface ValidTokenOutcome {
  readonly kind: 'valid';
  readonly token: LinkToken;
  readonly isCreatedByAdmin: boolean;
  /** Consents to answer on activation (account created by an admin). */
  readonly consentements: readonly Consent[];
  /** Terms and consents are added to the activation form when the account was created by an admin. */
  readonly layout: ActivationFormLayout;
}

export interface InvalidLinkOutcome {
  readonly kind: 'invalid-link';
  readonly message: CatalogueMessage;
  /** Reset links go to reset-password-error; activation links show the text in place (undefined). */
  readonly next: NavigateIntent | undefined;
  /** The link offered to the member: forgot-password. */
  readonly recovery: NavigateIntent;
  /** The failed call; undefined when the link lacked its parameters (nothing was sent). */
  readonly error: PortError | undefined;
}

export type CheckTokenOutcome = ValidTokenOutcome | InvalidLinkOutcome;

/** Token check of an activation or reset link (spec §2 activate-user, reset-password; §8 flow errors). */
export class CheckToken {
  constructor(private readonly identity: Pick<IdentityPort, 'checkToken'>) {}

  async execute(command: CheckTokenCommand): Promise<CheckTokenOutcome> {
    const code = command.code?.trim() ?? '';
    const userId = command.userId?.trim() ?? '';
    if (code === '' || userId === '') return invalidLink(command.purpose, undefined);
    const result = await this.identity.checkToken({ purpose: command.purpose, code, userId });
    if (!result.ok) return invalidLink(command.purpose, result.error);
    const { isCreatedByAdmin, consentements } = result.value;
    return {
      kind: 'valid',
      token: { code, userId },
      isCreatedByAdmin,
      consentements,
      // A self-registered member chose the password in « Créer mon espace » (issue 22 #2).
      layout: activationFormLayout({
        createdByAdmin: isCreatedByAdmin,
        passwordChosenAtRegistration: !isCreatedByAdmin,
      }),
    };
  }
}

function invalidLink(purpose: TokenPurpose, error: PortError | undefined): InvalidLinkOutcome {
  const recovery = navigateTo(USE_CASE_ROUTES.forgotPassword);
  if (purpose === 'ResetPassword') {
    return {
      kind: 'invalid-link',
      message: catalogueMessage(flowErrorCatalogue.resetTokenCheckFailed),
      next: navigateTo(USE_CASE_ROUTES.resetPasswordError),
      recovery,
      error,
    };
  }
  return {
    kind: 'invalid-link',
    message: catalogueMessage(flowErrorCatalogue.activationLinkInvalid),
    next: undefined,
    recovery,
    error,
  };
}
