/**
 * What the account-recovery view-models need from the application use cases (CheckToken, ActivateAccount,
 * ConfirmEmail, ResendActivation, RequestPasswordReset, ResetPassword, PreCheckForgotLogin, SendSecurityCode,
 * VerifySecurityCode, ChangeLogin, LoadCmsBlock): narrow structural interfaces, so the view-models are tested
 * with fakes and the composition root binds the real use cases to them (the compiler checks they fit).
 */
import type {
  ActivationFormField,
  ActivationFormLayout,
  ActivationFormValues,
  CatalogueMessage,
  ClientConfiguration,
  CmsItem,
  Consent,
  ForgotPasswordFormConfig,
  ForgotPasswordFormField,
  ForgotPasswordFormValues,
  FormIssues,
  RegisterFormIssueKey,
  ResetPasswordFormField,
  ResetPasswordFormValues,
  SecurityCodeOperationType,
  SecurityCodeSendType,
  TokenPurpose,
  ValidationResult,
} from '@portail/domain';

export interface NavigateTarget {
  readonly kind: 'navigate';
  readonly route: string;
  readonly query?: Readonly<Record<string, string>>;
}

export interface RedirectTarget {
  readonly kind: 'redirect';
  readonly url: string;
  readonly delayMs?: number;
}

/** A form the use case refused before calling the server. */
export interface InvalidForm<K extends string> {
  readonly kind: 'invalid';
  readonly issues: FormIssues<K>;
  readonly summary: string;
}

export type ServerIssues<K extends string> = { readonly [Key in K]?: ValidationResult };

export interface LinkToken {
  readonly code: string;
  readonly userId: string;
}

// ── CheckToken ──────────────────────────────────────────────────────────────────────────────────────
export type TokenCheckOutcome =
  | {
      readonly kind: 'valid';
      readonly token: LinkToken;
      readonly isCreatedByAdmin: boolean;
      readonly consentements: readonly Consent[];
      readonly layout: ActivationFormLayout;
    }
  | {
      readonly kind: 'invalid-link';
      readonly message: CatalogueMessage;
      readonly next: NavigateTarget | undefined;
      readonly recovery: NavigateTarget;
    };

export interface CheckTokenUseCase {
  execute(command: {
    readonly purpose: TokenPurpose;
    readonly code: string | null | undefined;
    readonly userId: string | null | undefined;
  }): Promise<TokenCheckOutcome>;
}

// ── ActivateAccount ─────────────────────────────────────────────────────────────────────────────────
export type ActivateAccountResult =
  | InvalidForm<ActivationFormField>
  | {
      readonly kind: 'failed';
      readonly toast: CatalogueMessage;
      readonly fieldIssues: ServerIssues<ActivationFormField>;
    }
  | { readonly kind: 'activated'; readonly showDematPopup: boolean; readonly next: NavigateTarget };

export interface ActivateAccountUseCase {
  execute(command: {
    readonly values: ActivationFormValues;
    readonly token: LinkToken;
    readonly isCreatedByAdmin: boolean;
    readonly settings: Pick<ClientConfiguration, 'fonctionnalites'> & {
      readonly passwordRequiredLength?: number | undefined;
    };
  }): Promise<ActivateAccountResult>;
}

// ── ConfirmEmail / ResendActivation ─────────────────────────────────────────────────────────────────
export type ConfirmEmailResult =
  | { readonly kind: 'confirmed'; readonly login: RedirectTarget }
  | {
      readonly kind: 'failed';
      readonly message: string;
      readonly followUp:
        | { readonly kind: 'resend-activation'; readonly userId: string }
        | { readonly kind: 'login'; readonly login: RedirectTarget };
    };

export interface ConfirmEmailUseCase {
  execute(command: {
    readonly code: string | null | undefined;
    readonly userId: string | null | undefined;
  }): Promise<ConfirmEmailResult>;
}

export interface ResendActivationUseCase {
  execute(command: { readonly userId: string }): Promise<{
    readonly kind: 'resent' | 'failed';
    readonly toast: CatalogueMessage;
  }>;
}

// ── RequestPasswordReset / ResetPassword ─────────────────────────────────────────────────────────────
export type RequestPasswordResetResult =
  | InvalidForm<ForgotPasswordFormField>
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage }
  | { readonly kind: 'requested'; readonly next: NavigateTarget };

export interface RequestPasswordResetUseCase {
  execute(command: {
    readonly values: ForgotPasswordFormValues;
    readonly settings: ForgotPasswordFormConfig;
  }): Promise<RequestPasswordResetResult>;
}

export type ResetPasswordResult =
  | InvalidForm<ResetPasswordFormField>
  | { readonly kind: 'invalid-token'; readonly message: CatalogueMessage; readonly next: NavigateTarget }
  | {
      readonly kind: 'failed';
      readonly toast: CatalogueMessage;
      readonly fieldIssues: ServerIssues<ResetPasswordFormField>;
    }
  | { readonly kind: 'reset'; readonly next: NavigateTarget };

export interface ResetPasswordUseCase {
  execute(command: {
    readonly values: ResetPasswordFormValues;
    readonly token: LinkToken;
    readonly settings: { readonly passwordRequiredLength?: number | undefined };
  }): Promise<ResetPasswordResult>;
}

// ── Forgot login: PreCheckForgotLogin, SendSecurityCode, VerifySecurityCode, ChangeLogin ─────────────
/** The identity typed on forgot-username; `email` is the new login. */
export interface ForgotLoginForm {
  readonly numeroContrat?: string;
  readonly nir?: string;
  readonly nom: string;
  readonly prenom: string;
  readonly dateNaissance: string;
  readonly codePostal?: string;
  readonly email: string;
}

export type ForgotLoginSettings = Pick<
  ClientConfiguration,
  'createAccountAuthMode' | 'tailleMaxPrenomNom' | 'isCodePostalVerifiedOnAccountCreation'
>;

/** The registration identity keys checked on forgot-username. */
export type ForgotLoginIssueKey = Extract<
  RegisterFormIssueKey,
  'numeroContrat' | 'nir' | 'nom' | 'prenom' | 'nomPrenom' | 'dateNaissance' | 'codePostal' | 'email'
>;

export interface ForgotLoginPrecheck {
  readonly isUserAmfAuthorized: boolean;
  readonly sendType: SecurityCodeSendType;
  readonly currentUserName: string;
  readonly telephone: string;
}

export type PreCheckForgotLoginResult =
  | InvalidForm<ForgotLoginIssueKey>
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage }
  | {
      readonly kind: 'checked';
      readonly form: ForgotLoginForm;
      readonly precheck: ForgotLoginPrecheck;
      readonly next: 'security-code' | 'confirm-change';
    };

export interface PreCheckForgotLoginUseCase {
  execute(command: {
    readonly form: ForgotLoginForm;
    readonly settings: ForgotLoginSettings;
  }): Promise<PreCheckForgotLoginResult>;
}

export type SendSecurityCodeResult =
  | { readonly kind: 'missing-user'; readonly message: CatalogueMessage }
  | {
      readonly kind: 'sent';
      readonly sendType: SecurityCodeSendType;
      readonly notice: string | undefined;
      readonly toast: CatalogueMessage | undefined;
      readonly content: string | undefined;
    }
  | {
      readonly kind: 'failed';
      readonly toast: CatalogueMessage;
      readonly closeModal: true;
      readonly redirect: RedirectTarget | undefined;
    };

export interface SendSecurityCodeUseCase {
  execute(command: {
    readonly operation: SecurityCodeOperationType;
    readonly username?: string | undefined;
    readonly preferredSendType: SecurityCodeSendType;
    readonly smsEnabled: boolean;
    readonly resend?: boolean | undefined;
    /** ACTIVATE_AMF / MODIFY_TEL_AMF: the new mobile the code is sent to. */
    readonly newAmfTel?: string | undefined;
  }): Promise<SendSecurityCodeResult>;
}

export type VerifySecurityCodeResult =
  | InvalidForm<'securityCode' | 'newAmfTel'>
  | { readonly kind: 'missing-user'; readonly message: CatalogueMessage }
  | { readonly kind: 'rejected'; readonly message: string }
  | {
      readonly kind: 'verified';
      readonly securityCode: string;
      readonly closeModal: true;
      readonly toast: CatalogueMessage | undefined;
    };

export interface VerifySecurityCodeUseCase {
  execute(command: {
    readonly cells: readonly string[] | string;
    readonly operation: SecurityCodeOperationType;
    readonly username?: string | undefined;
    /** The phone to activate (ACTIVATE_AMF, MODIFY_TEL_AMF). */
    readonly newAmfTel?: string | undefined;
  }): Promise<VerifySecurityCodeResult>;
}

export type ChangeLoginResult =
  | InvalidForm<ForgotLoginIssueKey>
  | { readonly kind: 'security-code-required' }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage }
  | { readonly kind: 'changed'; readonly next: NavigateTarget };

export interface ChangeLoginUseCase {
  execute(command: {
    readonly form: ForgotLoginForm;
    readonly settings: ForgotLoginSettings;
    readonly securityCodeRequired: boolean;
  }): Promise<ChangeLoginResult>;
}

// ── LoadCmsBlock ────────────────────────────────────────────────────────────────────────────────────
export type LoadCmsBlockResult =
  | { readonly kind: 'loaded'; readonly item: CmsItem }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

export interface LoadCmsBlockUseCase {
  execute(command: {
    readonly name: string;
    readonly itemName?: string | undefined;
  }): Promise<LoadCmsBlockResult>;
}
