import type { StaffAccountsPort } from '@portail/application';
import {
  ChangeStaffAccountState,
  CreateStaffAccount,
  LoadStaffAccounts,
  LoadStaffHabilitations,
  SaveStaffHabilitations,
} from '@portail/application';
import type { CatalogueMessage, StaffAccount } from '@portail/domain';
import { isAllowed } from '@portail/domain';
import { HabilitationsMatrixViewModel } from './habilitations-matrix.view-model.ts';
import { StaffCreateViewModel } from './staff-create.view-model.ts';
import type { StaffViewer } from './staff-list.view-model.ts';
import { StaffListViewModel } from './staff-list.view-model.ts';

/** What the back office's composition root gives « Habilitations ». */
export interface HabilitationsServices {
  readonly staffAccounts: StaffAccountsPort;
  /** The signed-in staff member (`GET /api/admin/me`). */
  readonly viewer: StaffViewer;
  readonly notify: (message: CatalogueMessage) => void;
}

/** The view-model factories of « Habilitations » (one new view-model per visit). */
export interface HabilitationsArea {
  readonly list: () => StaffListViewModel;
  readonly create: (created: (account: StaffAccount) => void) => StaffCreateViewModel;
  readonly matrix: () => HabilitationsMatrixViewModel;
}

/** Builds the use cases of « Habilitations » over the staff accounts port. */
export function assembleHabilitations(services: HabilitationsServices): HabilitationsArea {
  const { staffAccounts, viewer, notify } = services;
  return {
    list: () =>
      new StaffListViewModel({
        loadAccounts: new LoadStaffAccounts(staffAccounts),
        changeState: new ChangeStaffAccountState(staffAccounts),
        viewer,
        notify,
      }),
    create: (created) =>
      new StaffCreateViewModel({ createAccount: new CreateStaffAccount(staffAccounts), notify, created }),
    matrix: () =>
      new HabilitationsMatrixViewModel({
        loadMatrix: new LoadStaffHabilitations(staffAccounts),
        saveMatrix: new SaveStaffHabilitations(staffAccounts),
        viewerLogin: viewer.login,
        canEdit: isAllowed(viewer.habilitations, 'habilitations', 'update'),
        notify,
      }),
  };
}
