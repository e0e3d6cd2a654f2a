import type { CatalogueMessage, ContributionHistoryPage, ContributionSchedule } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { CotisationsPort } from '../ports/cotisations.port.ts';
import type { PortError } from '../ports/port-error.ts';
import { failureToast } from './failure-toast.ts';

export const COTISATIONS_SOURCE_LABEL = 'cotisations';

export type LoadContributionsOutcome =
  | {
      readonly kind: 'loaded';
      readonly schedule: ContributionSchedule;
      readonly history: ContributionHistoryPage;
    }
  /** The contract has no schedule on file (404): not a failure, the screen says so. */
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

const failed = (error: PortError): LoadContributionsOutcome => ({
  kind: 'failed',
  toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, error, { label: COTISATIONS_SOURCE_LABEL }),
});

/** The current contract's schedule and the first page of its earlier years, read together. */
export class LoadContributions {
  constructor(private readonly cotisations: Pick<CotisationsPort, 'getSchedule' | 'listHistory'>) {}

  async execute(pageSize: number): Promise<LoadContributionsOutcome> {
    const [schedule, history] = await Promise.all([
      this.cotisations.getSchedule(),
      this.cotisations.listHistory(null, pageSize),
    ]);
    if (!schedule.ok) return schedule.error.status === 404 ? { kind: 'none' } : failed(schedule.error);
    if (!history.ok) return failed(history.error);
    return { kind: 'loaded', schedule: schedule.value, history: history.value };
  }
}
