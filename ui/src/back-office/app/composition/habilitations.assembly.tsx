import { HttpStaffAccountsAdapter } from '@portail/adapters';
import {
  ChangeStaffAccountState,
  CreateStaffAccount,
  LoadStaffAccounts,
  LoadStaffHabilitations,
  SaveStaffHabilitations,
} from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { HabilitationsScreen } from '../../habilitations/habilitations.screen.tsx';
import { HabilitationsMatrixViewModel } from '../../habilitations/habilitations-matrix.view-model.ts';
import { StaffCreateViewModel } from '../../habilitations/staff-create.view-model.ts';
import { StaffListViewModel } from '../../habilitations/staff-list.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** « Habilitations »: the staff accounts adapter, the list, « Nouveau compte » and the matrix editor. */
const assembleHabilitations: BackOfficeAssembly = (kit) => {
  const staffAccounts = new HttpStaffAccountsAdapter(kit.http);
  const { login, habilitations } = kit.staff.profile;
  const notify = (message: CatalogueMessage) =>
    kit.toasts.show({
      intent: message.severity === 'success' ? 'success' : 'danger',
      message: message.message,
    });
  const list = new StaffListViewModel({
    loadAccounts: new LoadStaffAccounts(staffAccounts),
    changeState: new ChangeStaffAccountState(staffAccounts),
    viewer: { login, habilitations },
    notify,
  });
  const create = new StaffCreateViewModel({
    createAccount: new CreateStaffAccount(staffAccounts),
    notify,
    created: (account) => list.added(account),
  });
  const matrix = () =>
    new HabilitationsMatrixViewModel({
      loadMatrix: new LoadStaffHabilitations(staffAccounts),
      saveMatrix: new SaveStaffHabilitations(staffAccounts),
      viewerLogin: login,
      canEdit: kit.staff.can('habilitations', 'update'),
      notify,
    });
  return function HabilitationsArea() {
    return <HabilitationsScreen list={list} create={create} matrix={matrix} />;
  };
};

export default assembleHabilitations;
