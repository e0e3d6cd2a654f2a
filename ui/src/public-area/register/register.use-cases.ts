import type {
  RegisterMember,
  RegisterMemberCommand,
  RegisterMemberOutcome,
  RegisterMemberSettings,
} from '@portail/application';
import type { ClientConfiguration, FeatureFlags } from '@portail/domain';

/**
 * What the registration screen needs of the application: `Pick<RegisterMember, 'execute'>` and its types
 * (imported, never copied), and the tenant context the form is built from.
 */
export type RegisterSettings = RegisterMemberSettings;
export type RegisterCommand = RegisterMemberCommand;
export type RegisterOutcome = RegisterMemberOutcome;
/** The application's RegisterMember, as the view-model calls it. */
export type RegisterMemberUseCase = Pick<RegisterMember, 'execute'>;

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
