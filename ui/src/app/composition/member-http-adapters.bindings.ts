import {
  DomBrowserFiles,
  HttpAccountAdapter,
  HttpRefundAlertsAdapter,
  HttpBankDetailsAdapter,
  HttpCareNetworkAdapter,
  HttpConsentAdapter,
  HttpConsultationAdapter,
  HttpContractsAdapter,
  HttpCotisationsAdapter,
  HttpRefundsAdapter,
  HttpPrestationsAdapter,
  HttpMemberServicesAdapter,
  HttpNotificationsAdapter,
  HttpRequestsAdapter,
  HttpResourceAdapter,
  HttpSimulatorAdapter,
  ResourceRoutesRegistry,
  XhrUploadTransport,
} from '@portail/adapters';
import type { HttpAdapterOptions, RequestContext } from '@portail/adapters';
import type { Container } from 'inversify';
import {
  ACCOUNT_PORT,
  BANK_DETAILS_PORT,
  CARE_NETWORK_PORT,
  CONSENT_PORT,
  CONTRACTS_PORT,
  COTISATIONS_PORT,
  REFUNDS_PORT,
  MEMBER_SERVICES_PORT,
  REQUESTS_PORT,
  RESOURCE_PORT,
  SIMULATOR_PORT,
  UPLOAD_TRANSPORT_PORT,
} from '../platform/port.tokens.ts';
import { CONSULTATION_PORT } from '../../member-area/consultation/consultation.tokens.ts';
import { NOTIFICATIONS_PORT } from '../../member-area/notifications/notifications.tokens.ts';
import { REFUND_ALERTS_PORT } from '../../member-area/account/refund-alerts/refund-alerts.tokens.ts';
import { PRESTATIONS_PORT } from '../../member-area/prestations/prestations.tokens.ts';

/**
 * Part of the composition root, downloaded on demand when the member area opens (see bindHttpAdapters):
 * the ports of the member area, on the same request context, cache and navigation as the others.
 */
export function bindMemberHttpAdapters(
  container: Container,
  browser: Window & typeof globalThis,
  options: HttpAdapterOptions,
  context: RequestContext,
): void {
  container.bind(CONSENT_PORT.key).toConstantValue(new HttpConsentAdapter(options));
  container.bind(CONTRACTS_PORT.key).toConstantValue(new HttpContractsAdapter(options));
  container.bind(BANK_DETAILS_PORT.key).toConstantValue(new HttpBankDetailsAdapter(options));
  container.bind(CARE_NETWORK_PORT.key).toConstantValue(new HttpCareNetworkAdapter(options));
  container.bind(ACCOUNT_PORT.key).toConstantValue(new HttpAccountAdapter(options));
  container.bind(REFUND_ALERTS_PORT.key).toConstantValue(new HttpRefundAlertsAdapter(options));
  container.bind(MEMBER_SERVICES_PORT.key).toConstantValue(new HttpMemberServicesAdapter(options));
  container.bind(NOTIFICATIONS_PORT.key).toConstantValue(new HttpNotificationsAdapter(options));
  container.bind(SIMULATOR_PORT.key).toConstantValue(new HttpSimulatorAdapter(options));
  container.bind(CONSULTATION_PORT.key).toConstantValue(new HttpConsultationAdapter(options));
  container.bind(REQUESTS_PORT.key).toConstantValue(new HttpRequestsAdapter(options));
  container.bind(RESOURCE_PORT.key).toConstantValue(
    new HttpResourceAdapter({
      ...options,
      registry: new ResourceRoutesRegistry(),
      files: new DomBrowserFiles(browser),
    }),
  );
  container
    .bind(REFUNDS_PORT.key)
    .toConstantValue(new HttpRefundsAdapter({ ...options, files: new DomBrowserFiles(browser) }));
  container.bind(PRESTATIONS_PORT.key).toConstantValue(new HttpPrestationsAdapter(options));
  container
    .bind(COTISATIONS_PORT.key)
    .toConstantValue(new HttpCotisationsAdapter({ ...options, files: new DomBrowserFiles(browser) }));
  container
    .bind(UPLOAD_TRANSPORT_PORT.key)
    .toConstantValue(
      new XhrUploadTransport<File>({ xhrFactory: () => new browser.XMLHttpRequest(), context }),
    );
}
