import type {
  CatalogueMessage,
  Habilitation,
  StaffHabilitationsMatrix,
  ValidationIssue,
} from '@portail/domain';
import {
  catalogueMessage,
  keepsHabilitationsManagement,
  staffAccountsCatalogue,
  validateHabilitationMatrix,
} from '@portail/domain';
import type { StaffAccountsPort } from '../ports/back-office/staff-accounts.port.ts';
import { staffFailure } from './staff-failure.ts';

export interface HabilitationsChange {
  readonly accountId: string;
  /** The version the editor read. */
  readonly version: number;
  readonly habilitations: readonly Habilitation[];
  /** True when the account is the signed-in administrator's own. */
  readonly isOwnAccount: boolean;
}

export type SaveStaffHabilitationsOutcome =
  | { readonly kind: 'saved'; readonly matrix: StaffHabilitationsMatrix; readonly message: CatalogueMessage }
  /** Refused before sending: a write without « Visualisation », or one's own management right withdrawn. */
  | { readonly kind: 'invalid'; readonly issues: readonly ValidationIssue[] }
  /**
   * Someone saved first (409): nothing was written; `current` is the matrix as it is now (its version lets the
   * editor save the choices kept on screen over it), null when it could not be read.
   */
  | {
      readonly kind: 'stale';
      readonly message: CatalogueMessage;
      readonly current: StaffHabilitationsMatrix | null;
    }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

/** Saves one staff member's habilitations matrix, with the domain's rules first and optimistic concurrency. */
export class SaveStaffHabilitations {
  constructor(private readonly staff: Pick<StaffAccountsPort, 'saveHabilitations' | 'habilitations'>) {}

  async execute(change: HabilitationsChange): Promise<SaveStaffHabilitationsOutcome> {
    const issues = [...validateHabilitationMatrix(change.habilitations)];
    if (change.isOwnAccount && !keepsHabilitationsManagement(change.habilitations)) {
      const { code, template } = staffAccountsCatalogue.selfLockout;
      issues.push({ code, message: template });
    }
    if (issues.length > 0) return { kind: 'invalid', issues };
    const result = await this.staff.saveHabilitations(change.accountId, change.version, change.habilitations);
    if (result.ok)
      return {
        kind: 'saved',
        matrix: result.value,
        message: catalogueMessage(staffAccountsCatalogue.habilitationsSaved, {
          login: result.value.account.login,
        }),
      };
    if (result.error.status !== 409) return { kind: 'failed', message: staffFailure(result.error) };
    const current = await this.staff.habilitations(change.accountId);
    return {
      kind: 'stale',
      message: catalogueMessage(staffAccountsCatalogue.habilitationsStale),
      current: current.ok ? current.value : null,
    };
  }
}
