import type { CatalogueMessage, StaffAccount } from '@portail/domain';
import { catalogueMessage, staffAccountsCatalogue } from '@portail/domain';
import type { StaffAccountsPort } from '../ports/back-office/staff-accounts.port.ts';
import { staffFailure } from './staff-failure.ts';

export type ChangeStaffAccountStateOutcome =
  | { readonly kind: 'changed'; readonly account: StaffAccount; readonly message: CatalogueMessage }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

/** « Désactiver » (its sessions end at once) or « Réactiver » a staff account, after the screen's confirmation. */
export class ChangeStaffAccountState {
  constructor(private readonly staff: Pick<StaffAccountsPort, 'disable' | 'enable'>) {}

  async execute(
    account: StaffAccount,
    change: 'disable' | 'enable',
  ): Promise<ChangeStaffAccountStateOutcome> {
    const result =
      change === 'disable' ? await this.staff.disable(account.id) : await this.staff.enable(account.id);
    if (!result.ok) return { kind: 'failed', message: staffFailure(result.error) };
    const entry =
      change === 'disable' ? staffAccountsCatalogue.staffDisabled : staffAccountsCatalogue.staffEnabled;
    return {
      kind: 'changed',
      account: result.value,
      message: catalogueMessage(entry, { login: result.value.login }),
    };
  }
}
