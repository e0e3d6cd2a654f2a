import type { StaffHabilitationsMatrix } from '@portail/domain';
import type { StaffAccountsPort } from '../ports/back-office/staff-accounts.port.ts';
import type { Loaded } from './load-staff-accounts.use-case.ts';
import { staffFailure } from './staff-failure.ts';

/** « Habilitations »: one staff member's matrix and its version. */
export class LoadStaffHabilitations {
  constructor(private readonly staff: Pick<StaffAccountsPort, 'habilitations'>) {}

  async execute(accountId: string): Promise<Loaded<StaffHabilitationsMatrix>> {
    const result = await this.staff.habilitations(accountId);
    return result.ok
      ? { kind: 'loaded', value: result.value }
      : { kind: 'failed', message: staffFailure(result.error) };
  }
}
