import type { ClientConfiguration, CurrentClient, FeatureFlags } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { toastDelayFromSeconds } from '../../widgets/toasts/toast-delay.ts';

/** The tenant settings the public area reads (spec §3): current client and client configuration. */
export interface PortalSettings {
  readonly client: CurrentClient | null;
  readonly configuration: ClientConfiguration | null;
}

export type PortalSettingsLoader = () => Promise<PortalSettings>;

export type PortalSettingsStatus = 'idle' | 'loading' | 'ready' | 'failed';

const NO_FLAGS: FeatureFlags = Object.freeze({});

/**
 * Observable tenant settings. Until a loader has run, nothing is known: no feature flag (the domain then
 * shows every feature), no external identity provider, the default toast delay.
 */
export class PortalSettingsStore {
  status: PortalSettingsStatus = 'idle';
  client: CurrentClient | null = null;
  configuration: ClientConfiguration | null = null;
  loadError: unknown = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** True once the route guard may decide (nothing is being loaded). */
  get isSettled(): boolean {
    return this.status !== 'loading';
  }

  /** The mutuelle's name for the header, null until known. */
  get clientName(): string | null {
    const name = this.client?.libelle.trim() ?? '';
    return name === '' ? null : name;
  }

  get featureFlags(): FeatureFlags {
    return this.client?.fonctionnalites ?? NO_FLAGS;
  }

  /** The external OIDC provider of the tenant (client or configuration), null when login is local. */
  get externalIdentityProvider(): string | null {
    return this.client?.oidcExternalProvider ?? this.configuration?.oidcExternalProvider ?? null;
  }

  get toastDelayMs(): number {
    return toastDelayFromSeconds(this.configuration?.delaiToasts);
  }

  apply(settings: PortalSettings): void {
    this.client = settings.client;
    this.configuration = settings.configuration;
    this.loadError = null;
    this.status = 'ready';
  }

  /** Loads the settings; a failure is kept in `loadError` (status 'failed') and rethrown to the caller. */
  async load(loader: PortalSettingsLoader): Promise<void> {
    this.status = 'loading';
    try {
      const settings = await loader();
      runInAction(() => this.apply(settings));
    } catch (error: unknown) {
      runInAction(() => {
        this.status = 'failed';
        this.loadError = error;
      });
      throw error;
    }
  }
}
