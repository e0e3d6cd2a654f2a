import type { CatalogueMessage, StaffAccount } from '@portail/domain';
import type { StaffAccountsPort } from '../ports/back-office/staff-accounts.port.ts';
import { staffFailure } from './staff-failure.ts';

export type Loaded<T> =
  | { readonly kind: 'loaded'; readonly value: T }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

/** « Habilitations »: the staff accounts, by login. */
export class LoadStaffAccounts {
  constructor(private readonly staff: Pick<StaffAccountsPort, 'list'>) {}

  async execute(): Promise<Loaded<readonly StaffAccount[]>> {
    const result = await this.staff.list();
    return result.ok
      ? { kind: 'loaded', value: result.value }
      : { kind: 'failed', message: staffFailure(result.error) };
  }
}
