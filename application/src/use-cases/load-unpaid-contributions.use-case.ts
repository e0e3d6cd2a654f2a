import type { UnpaidContribution } from '@portail/domain';
import type { CotisationsPort } from '../ports/cotisations.port.ts';

/**
 * The member's unpaid contributions for the home's banner. A failed read shows no banner (the home stays
 * usable, « Mes cotisations » says more): the outcome is then an empty list.
 */
export class LoadUnpaidContributions {
  constructor(private readonly cotisations: Pick<CotisationsPort, 'listUnpaid'>) {}

  async execute(): Promise<readonly UnpaidContribution[]> {
    const result = await this.cotisations.listUnpaid();
    return result.ok ? result.value.filter((line) => line.montantCents > 0) : [];
  }
}
