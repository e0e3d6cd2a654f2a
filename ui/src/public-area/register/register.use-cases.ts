import type {
  CatalogueMessage,
  ClientConfiguration,
  FeatureFlags,
  FormIssues,
  RegisterAttempts,
  RegisterFormConfig,
  RegisterFormField,
  RegisterFormIssueKey,
  RegisterSubmitState,
  RegistrationUser,
  ValidationResult,
} from '@portail/domain';

/**
 * What the registration screen needs of the application (RegisterMember, and the tenant context), as narrow
 * structural interfaces: the composition binds the real use cases, tests pass fakes.
 */

/** The client configuration the registration reads (form rules + what follows a success). */
export type RegisterSettings = RegisterFormConfig &
  Pick<ClientConfiguration, 'isAlerteRemboursementSubscribed' | 'fonctionnalites'>;

export interface RegisterCommand {
  readonly user: RegistrationUser;
  readonly settings: RegisterSettings;
  readonly attempts: RegisterAttempts;
}

export type RegisterOutcome =
  | { readonly kind: 'blocked'; readonly attempts: RegisterAttempts; readonly submit: RegisterSubmitState }
  | {
      readonly kind: 'invalid';
      readonly issues: FormIssues<RegisterFormIssueKey>;
      readonly summary: string;
      readonly toast?: CatalogueMessage;
    }
  | {
      readonly kind: 'failed';
      readonly toast: CatalogueMessage;
      readonly fieldIssues: { readonly [K in RegisterFormField]?: ValidationResult };
      readonly attempts: RegisterAttempts;
      readonly submit: RegisterSubmitState;
    }
  | {
      readonly kind: 'registered';
      readonly showDematPopup: boolean;
      readonly next: {
        readonly kind: 'navigate';
        readonly route: string;
        readonly query?: Readonly<Record<string, string>>;
      };
    };

export interface RegisterMemberUseCase {
  execute(command: RegisterCommand): Promise<RegisterOutcome>;
}

/** The tenant settings the form is built from. */
export interface RegisterContext {
  readonly configuration: ClientConfiguration;
  readonly featureFlags: FeatureFlags;
  /** PortalConfig.passwordRequiredLength (undefined = the default rule). */
  readonly passwordRequiredLength: number | undefined;
  /**
   * CurrentClient.isDonneesROMonegasquesActivated (spec §3): the NIR input offers the Monaco number.
   * Absent = false.
   */
  readonly monacoNumbers?: boolean | undefined;
}

export type RegisterContextOutcome =
  | { readonly kind: 'loaded'; readonly context: RegisterContext }
  | { readonly kind: 'failed'; readonly message: string };

/** Loads the tenant context (LoadClientContext once the application offers it). */
export interface RegisterContextSource {
  load(): Promise<RegisterContextOutcome>;
}
