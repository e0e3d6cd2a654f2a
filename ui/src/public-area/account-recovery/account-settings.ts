import type { ClientConfigPort } from '@portail/application';
import type { ClientConfiguration } from '@portail/domain';
import { makeAutoObservable, runInAction, when } from 'mobx';
import type { PortalSettingsStore } from '../../app/platform/portal-settings.store.ts';

/** The tenant settings the account-recovery screens read (spec §3 client configuration, portal config). */
export interface AccountSettings {
  /** Loads what is not known yet (client configuration, password length); never rejects. */
  ensureLoaded(): Promise<void>;
  readonly configuration: ClientConfiguration | null;
  /** PortalConfig.passwordRequiredLength; undefined until known (the domain then uses 8). */
  readonly passwordRequiredLength: number | undefined;
}

/**
 * AccountSettings over the shell's PortalSettingsStore (loaded through the client-config port when nobody
 * has loaded it yet) and the portal configuration, read once. A load failure is reported and the screens
 * keep the domain defaults.
 */
export class TenantAccountSettings implements AccountSettings {
  passwordRequiredLength: number | undefined = undefined;
  private portalConfig: Promise<void> | null = null;

  constructor(
    private readonly store: PortalSettingsStore,
    private readonly port: ClientConfigPort,
    private readonly reportError: (error: unknown) => void,
  ) {
    makeAutoObservable<TenantAccountSettings, 'store' | 'port' | 'reportError' | 'portalConfig'>(this, {
      store: false,
      port: false,
      reportError: false,
      portalConfig: false,
    });
  }

  get configuration(): ClientConfiguration | null {
    return this.store.configuration;
  }

  async ensureLoaded(): Promise<void> {
    await Promise.all([this.clientSettings(), this.portalConfigOnce()]);
  }

  private async clientSettings(): Promise<void> {
    if (this.store.status === 'loading') {
      await when(() => this.store.status !== 'loading');
      return;
    }
    if (this.store.status === 'ready') return;
    try {
      await this.store.load(async () => {
        const result = await this.port.getCurrentClient();
        if (!result.ok) throw new Error(`Client configuration unavailable: ${result.error.message}`);
        return result.value;
      });
    } catch (error: unknown) {
      this.reportError(error);
    }
  }

  private portalConfigOnce(): Promise<void> {
    this.portalConfig ??= this.port.getPortalConfig().then((result) => {
      if (result.ok) runInAction(() => (this.passwordRequiredLength = result.value.passwordRequiredLength));
      else this.reportError(new Error(`Portal configuration unavailable: ${result.error.message}`));
    });
    return this.portalConfig;
  }
}
