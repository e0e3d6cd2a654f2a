import type { ClientConfiguration, CurrentClient, PortalConfig } from '@portail/domain';
import { PORTAL_FUNCTIONALITIES, isFeatureVisible } from '@portail/domain';
import type { ClientConfigPort } from '../ports/client-config.port.ts';
import type { PortError } from '../ports/port-error.ts';

/** Public-area entries that depend on the client (spec §2, §6); all hidden with an external identity provider. */
export interface PublicAreaFeatures {
  /** 'Créer mon espace' and the register route (creationCompteAutreActe). */
  readonly register: boolean;
  /** The forgot-username route (forgotUsernameAutreActe). */
  readonly forgotUsername: boolean;
  /** 'Besoin d'aide pour vous connecter ?' (shown only without an external identity provider). */
  readonly loginHelp: boolean;
}

export interface ClientContextLoadedOutcome {
  readonly kind: 'loaded';
  readonly client: CurrentClient;
  readonly configuration: ClientConfiguration;
  readonly portalConfig: PortalConfig;
  /** The external OIDC provider (client first, then configuration); null when login is local. */
  readonly externalIdentityProvider: string | null;
  readonly publicFeatures: PublicAreaFeatures;
}

export type LoadClientContextOutcome =
  | ClientContextLoadedOutcome
  | { readonly kind: 'failed'; readonly message: string; readonly error: PortError };

function providerName(value: string | null): string | null {
  const name = value?.trim() ?? '';
  return name === '' ? null : name;
}

/** The current client (tenant) and the portal configuration, loaded together at start-up (spec §3). */
export class LoadClientContext {
  constructor(
    private readonly clientConfig: Pick<ClientConfigPort, 'getCurrentClient' | 'getPortalConfig'>,
  ) {}

  async execute(): Promise<LoadClientContextOutcome> {
    const [settings, portal] = await Promise.all([
      this.clientConfig.getCurrentClient(),
      this.clientConfig.getPortalConfig(),
    ]);
    if (!settings.ok) return { kind: 'failed', message: settings.error.message, error: settings.error };
    if (!portal.ok) return { kind: 'failed', message: portal.error.message, error: portal.error };
    const { client, configuration } = settings.value;
    const externalIdentityProvider =
      providerName(client.oidcExternalProvider) ?? providerName(configuration.oidcExternalProvider);
    const local = externalIdentityProvider === null;
    const flags = client.fonctionnalites;
    return {
      kind: 'loaded',
      client,
      configuration,
      portalConfig: portal.value,
      externalIdentityProvider,
      publicFeatures: {
        register: local && isFeatureVisible(flags, PORTAL_FUNCTIONALITIES.creationCompteAutreActe),
        forgotUsername: local && isFeatureVisible(flags, PORTAL_FUNCTIONALITIES.forgotUsernameAutreActe),
        loginHelp: local,
      },
    };
  }
}
