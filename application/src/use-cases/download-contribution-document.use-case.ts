import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { CotisationsPort } from '../ports/cotisations.port.ts';
import { failureToast } from './failure-toast.ts';

/** The mandate, or the certificate of a year. */
export type ContributionDocument =
  { readonly kind: 'mandat' } | { readonly kind: 'attestation'; readonly year: number };

export type DownloadContributionDocumentOutcome =
  { readonly kind: 'downloaded' } | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** Downloads the SEPA mandate or a year's certificate (a real PDF saved by the browser). */
export class DownloadContributionDocument {
  constructor(
    private readonly cotisations: Pick<CotisationsPort, 'downloadMandate' | 'downloadCertificate'>,
  ) {}

  async execute(document: ContributionDocument): Promise<DownloadContributionDocumentOutcome> {
    const result =
      document.kind === 'mandat'
        ? await this.cotisations.downloadMandate()
        : await this.cotisations.downloadCertificate(document.year);
    return result.ok
      ? { kind: 'downloaded' }
      : { kind: 'failed', toast: failureToast(dangerToastCatalogue.actRequestFailed, result.error) };
  }
}
