import type { ClientConfiguration, CurrentClient, PortalConfig } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** The current client (tenant) and the configuration fields the portal reads. */
export interface CurrentClientSettings {
  readonly client: CurrentClient;
  readonly configuration: ClientConfiguration;
}

export interface ClientConfigPort {
  getCurrentClient(): PortResult<CurrentClientSettings>;
  getPortalConfig(): PortResult<PortalConfig>;
}
