import type { ContractsPort, NavigationPort, SessionStoragePort } from '@portail/application';
import { timeoutScheduler } from '../app/platform/flow-effects.ts';
import { LIVE_ANNOUNCER, PORTAL_SETTINGS, TOASTS } from '../app/platform/platform.tokens.ts';
import {
  ACCOUNT_PORT,
  BANK_DETAILS_PORT,
  CARE_NETWORK_PORT,
  CLIENT_CONFIG_PORT,
  CMS_PORT,
  CONSENT_PORT,
  IDENTITY_PORT,
  MEMBER_SERVICES_PORT,
  COTISATIONS_PORT,
  NAVIGATION_PORT,
  REQUEST_CACHE_PORT,
  REFUNDS_PORT,
  REQUESTS_PORT,
  RESOURCE_PORT,
  SECURITY_CODE_PORT,
  SESSION_STORAGE_PORT,
  SIMULATOR_PORT,
  UPLOAD_TRANSPORT_PORT,
} from '../app/platform/port.tokens.ts';
import { PRESTATIONS_PORT } from './prestations/prestations.tokens.ts';
import type { ServiceResolver } from '../app/platform/service-token.ts';
import { browserClock, browserScheduler } from './browser-timers.ts';
import { DomMemberBrowser } from './dom-member-browser.ts';
import type { MemberBrowserWindow } from './dom-member-browser.ts';
import type { MemberArea } from './member-area.assembly.ts';
import { assembleMemberArea } from './member-area.assembly.ts';
import { memberToast } from './member-toast.ts';
import { CONSULTATION_PORT } from './consultation/consultation.tokens.ts';
import { NOTIFICATIONS_PORT } from './notifications/notifications.tokens.ts';
import { REFUND_ALERTS_PORT } from './account/refund-alerts/refund-alerts.tokens.ts';

/** The outage route the shared adapters navigate to on a 503. */
const SERVICE_UNAVAILABLE_ROUTE = 'service-unavailable';

/** Builds the member area's contracts port on the navigation it is given. */
export type MemberContractsFactory = (
  navigation: NavigationPort,
  storage: SessionStoragePort,
) => ContractsPort;

/** The navigation of the contracts call: a 503 stays in the area (static error modal with its body). */
export function navigationKeepingOutages(navigation: NavigationPort): NavigationPort {
  return {
    redirect: (url) => navigation.redirect(url),
    navigate: (route) => {
      if (route !== SERVICE_UNAVAILABLE_ROUTE) navigation.navigate(route);
    },
  };
}

/**
 * Entry of the member area's lazily loaded code: takes the ports and shell services from the composition
 * root, adds the browser (DOM effects, timers, toasts, live region) and assembles the area.
 */
export function createMemberArea(
  services: ServiceResolver,
  contracts: MemberContractsFactory,
  window: MemberBrowserWindow,
): MemberArea {
  const sessionStorage = services.get(SESSION_STORAGE_PORT);
  const toasts = services.get(TOASTS);
  const announcer = services.get(LIVE_ANNOUNCER);
  return assembleMemberArea({
    identity: services.get(IDENTITY_PORT),
    clientConfig: services.get(CLIENT_CONFIG_PORT),
    contracts: contracts(navigationKeepingOutages(services.get(NAVIGATION_PORT)), sessionStorage),
    consent: services.get(CONSENT_PORT),
    account: services.get(ACCOUNT_PORT),
    refundAlerts: services.get(REFUND_ALERTS_PORT),
    securityCode: services.get(SECURITY_CODE_PORT),
    flowEffects: { toasts, navigation: services.get(NAVIGATION_PORT), scheduler: timeoutScheduler },
    bankDetails: services.get(BANK_DETAILS_PORT),
    careNetwork: services.get(CARE_NETWORK_PORT),
    cms: services.get(CMS_PORT),
    resources: services.get(RESOURCE_PORT),
    refunds: services.get(REFUNDS_PORT),
    prestations: services.get(PRESTATIONS_PORT),
    memberServices: services.get(MEMBER_SERVICES_PORT),
    notifications: services.get(NOTIFICATIONS_PORT),
    cotisations: services.get(COTISATIONS_PORT),
    simulator: services.get(SIMULATOR_PORT),
    consultation: services.get(CONSULTATION_PORT),
    requests: services.get(REQUESTS_PORT),
    upload: services.get(UPLOAD_TRANSPORT_PORT),
    sessionStorage,
    requestCache: services.get(REQUEST_CACHE_PORT),
    settings: services.get(PORTAL_SETTINGS),
    notify: (message) => toasts.show(memberToast(message)),
    announce: (message) => announcer.announce(message, 'polite'),
    browser: new DomMemberBrowser(window),
    clock: browserClock,
    scheduler: browserScheduler,
  });
}
