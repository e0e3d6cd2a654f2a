import type { Habilitation, NewStaffAccount, StaffAccount, StaffHabilitationsMatrix } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** The back office's staff accounts and their habilitations (« Habilitations », openapi `/api/admin/staff…`). */
export interface StaffAccountsPort {
  list(): PortResult<readonly StaffAccount[]>;
  create(account: NewStaffAccount): PortResult<StaffAccount>;
  disable(accountId: string): PortResult<StaffAccount>;
  enable(accountId: string): PortResult<StaffAccount>;
  habilitations(accountId: string): PortResult<StaffHabilitationsMatrix>;
  saveHabilitations(
    accountId: string,
    version: number,
    habilitations: readonly Habilitation[],
  ): PortResult<StaffHabilitationsMatrix>;
}
