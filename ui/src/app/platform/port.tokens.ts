import type {
  AccountPort,
  BankDetailsPort,
  CareNetworkPort,
  ClientConfigPort,
  CmsPort,
  ConsentPort,
  ContractsPort,
  FaqPort,
  IdentityPort,
  MemberServicesPort,
  CotisationsPort,
  SimulatorPort,
  RequestsPort,
  NavigationPort,
  RefundsPort,
  RequestCachePort,
  ResourcePort,
  SecurityCodePort,
  SessionStoragePort,
  UploadTransportPort,
} from '@portail/application';
import { serviceToken } from './service-token.ts';

/** The application ports, bound to their HTTP/browser adapters by the composition root. */
export const IDENTITY_PORT = serviceToken<IdentityPort>('IdentityPort');
export const CLIENT_CONFIG_PORT = serviceToken<ClientConfigPort>('ClientConfigPort');
export const CMS_PORT = serviceToken<CmsPort>('CmsPort');
export const FAQ_PORT = serviceToken<FaqPort>('FaqPort');
export const CONSENT_PORT = serviceToken<ConsentPort>('ConsentPort');
export const CONTRACTS_PORT = serviceToken<ContractsPort>('ContractsPort');
export const BANK_DETAILS_PORT = serviceToken<BankDetailsPort>('BankDetailsPort');
export const SECURITY_CODE_PORT = serviceToken<SecurityCodePort>('SecurityCodePort');
export const CARE_NETWORK_PORT = serviceToken<CareNetworkPort>('CareNetworkPort');
export const RESOURCE_PORT = serviceToken<ResourcePort>('ResourcePort');
export const REFUNDS_PORT = serviceToken<RefundsPort>('RefundsPort');
export const MEMBER_SERVICES_PORT = serviceToken<MemberServicesPort>('MemberServicesPort');
export const COTISATIONS_PORT = serviceToken<CotisationsPort>('CotisationsPort');
/** The benefits simulator (issue 26 §3). */
export const SIMULATOR_PORT = serviceToken<SimulatorPort>('SimulatorPort');
export const REQUESTS_PORT = serviceToken<RequestsPort>('RequestsPort');
export const UPLOAD_TRANSPORT_PORT = serviceToken<UploadTransportPort<File>>('UploadTransportPort');
export const NAVIGATION_PORT = serviceToken<NavigationPort>('NavigationPort');
/** Session-scoped values (current contract, security code): the browser's sessionStorage. */
export const SESSION_STORAGE_PORT = serviceToken<SessionStoragePort>('SessionStoragePort');
export const REQUEST_CACHE_PORT = serviceToken<RequestCachePort>('RequestCachePort');
/** « Mon compte » (issue 13). */
export const ACCOUNT_PORT = serviceToken<AccountPort>('AccountPort');
