/** The whole §8 catalogue indexed by stable code, for lookup and for exhaustive checks. */
import type { CatalogueEntry } from './catalogue-entry.ts';
import { dangerToastCatalogue } from './danger-toasts.catalogue.ts';
import { contentsErrorCatalogue } from './contents-errors.catalogue.ts';
import { cotisationsErrorCatalogue } from './cotisations-errors.catalogue.ts';
import { developerErrorCatalogue } from './developer-errors.ts';
import { flowErrorCatalogue } from './flow-errors.catalogue.ts';
import { httpErrorCatalogue } from './http-errors.catalogue.ts';
import { referenceDataCatalogue } from './reference-data.catalogue.ts';
import { requestsAdminCatalogue } from './requests-admin.catalogue.ts';
import { adminNotificationsCatalogue } from './admin-notifications.catalogue.ts';
import { adherentsAdminCatalogue } from './adherents-admin.catalogue.ts';
import { requestsCatalogue } from './requests.catalogue.ts';
import { staffAccountsCatalogue } from './staff-accounts.catalogue.ts';
import { audiencesCatalogue } from './audiences.catalogue.ts';
import { backOfficeRequestsCatalogue } from './back-office-requests.catalogue.ts';
import { successToastCatalogue } from './success-toasts.catalogue.ts';
import { statisticsCatalogue } from './statistics.catalogue.ts';
import { consultationCatalogue } from './consultation.catalogue.ts';

export const errorCatalogueEntries: readonly CatalogueEntry[] = Object.freeze([
  ...Object.values(httpErrorCatalogue),
  ...Object.values(flowErrorCatalogue),
  ...Object.values(dangerToastCatalogue),
  ...Object.values(successToastCatalogue),
  ...Object.values(developerErrorCatalogue),
  ...Object.values(contentsErrorCatalogue),
  ...Object.values(staffAccountsCatalogue),
  ...Object.values(requestsAdminCatalogue),
  ...Object.values(adminNotificationsCatalogue),
  ...Object.values(requestsCatalogue),
  ...Object.values(backOfficeRequestsCatalogue),
  ...Object.values(cotisationsErrorCatalogue),
  ...Object.values(referenceDataCatalogue),
  ...Object.values(audiencesCatalogue),
  ...Object.values(statisticsCatalogue),
  ...Object.values(consultationCatalogue),
  ...Object.values(adherentsAdminCatalogue),
]);

const byCode: ReadonlyMap<string, CatalogueEntry> = new Map(errorCatalogueEntries.map((e) => [e.code, e]));

/** The catalogue entry with this code, or undefined. */
export function errorCatalogueEntry(code: string): CatalogueEntry | undefined {
  return byCode.get(code);
}
