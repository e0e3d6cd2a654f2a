import type { ClientConfigPort, CurrentClientSettings, PortResult } from '@portail/application';
import type { FeatureFlags, PortalConfig } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

type WireClient = components['schemas']['CurrentClient'];

function featureFlags(wire: WireClient['fonctionnalites']): FeatureFlags {
  const flags: Record<string, FeatureFlags[string]> = {};
  for (const [name, flag] of Object.entries(wire)) {
    flags[name] =
      flag.isActivatedPerContract === undefined
        ? { isActivated: flag.isActivated }
        : { isActivated: flag.isActivated, isActivatedPerContract: { ...flag.isActivatedPerContract } };
  }
  return flags;
}

/** Splits the wire's current client into the tenant and its configuration (both domain types). */
export function domainClientSettings(wire: WireClient): CurrentClientSettings {
  const fonctionnalites = featureFlags(wire.fonctionnalites);
  return {
    client: {
      libelle: wire.libelle,
      fonctionnalites,
      dataCollectActivated: wire.dataCollectActivated,
      autresClients: wire.autresClients.map(({ id, libelle }) => ({ id, libelle })),
      oidcExternalProvider: wire.oidcExternalProvider,
      isDonneesROMonegasquesActivated: wire.isDonneesROMonegasquesActivated,
    },
    configuration: {
      createAccountAuthMode: wire.createAccountAuthMode,
      tailleMaxPrenomNom: wire.tailleMaxPrenomNom,
      registerAttemptNumber: wire.registerAttemptNumber,
      registerAttemptNumberMessage: wire.registerAttemptNumberMessage,
      isCodePostalVerifiedOnAccountCreation: wire.isCodePostalVerifiedOnAccountCreation,
      isRegisterVerifyEmail: wire.isRegisterVerifyEmail,
      isRegisterVerifyIban: wire.isRegisterVerifyIban,
      isRegisterIbanObligatoire: wire.isRegisterIbanObligatoire,
      registerEmailMessage: wire.registerEmailMessage,
      registerIbanMessage: wire.registerIbanMessage,
      consentements: wire.consentements.map(({ nom, libelle }) => ({ nom, libelle })),
      oidcExternalProvider: wire.oidcExternalProvider,
      isCheckBirthdayForgotPasswordActivated: wire.isCheckBirthdayForgotPasswordActivated,
      amfSmsActivated: wire.amfSmsActivated,
      isAlerteRemboursementSubscribed: wire.isAlerteRemboursementSubscribed,
      delaiToasts: wire.delaiToasts,
      applicationMobile: { ...wire.applicationMobile },
      fonctionnalites: { dematCreationCompte: fonctionnalites['dematCreationCompte']?.isActivated === true },
    },
  };
}

/** ClientConfigPort on HTTP (current client and portal configuration, cached). */
export class HttpClientConfigAdapter implements ClientConfigPort {
  private readonly http: PortalHttp;

  constructor(private readonly options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  getCurrentClient(): PortResult<CurrentClientSettings> {
    const { api, runner } = this.http;
    const load = (): PortResult<CurrentClientSettings> =>
      runner.body(() => api.GET('/api/client/current'), domainClientSettings);
    return this.options.cache?.getOrLoad('/api/client/current', load) ?? load();
  }

  getPortalConfig(): PortResult<PortalConfig> {
    const { api, runner } = this.http;
    const load = (): PortResult<PortalConfig> =>
      runner.body(
        () => api.GET('/api/config/portal'),
        (data) => ({ passwordRequiredLength: data.passwordRequiredLength }),
      );
    return this.options.cache?.getOrLoad('/api/config/portal', load) ?? load();
  }
}
