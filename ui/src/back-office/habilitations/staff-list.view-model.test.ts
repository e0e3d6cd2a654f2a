import { ChangeStaffAccountState, LoadStaffAccounts, err } from '@portail/application';
import {
  FakeStaffAccountsPort,
  aStaffAccount,
} from '@portail/application/src/use-cases/test-support/fake-staff-accounts.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import type { Habilitation } from '@portail/domain';
import { DEFAULT_HABILITATIONS, defaultHabilitationsFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { StaffListViewModel } from './staff-list.view-model.ts';

const ADMIN = aStaffAccount({
  id: 'staff-a',
  login: 'admin@mutuelle.fr',
  nom: '',
  prenom: '',
  roles: ['Admin', 'BackEndUser'],
  lastSignInAt: '2026-01-10T09:30:00.000Z',
});
const CONSULTANT = aStaffAccount({ lastSignInAt: null });

function setup(habilitations: readonly Habilitation[] = DEFAULT_HABILITATIONS.Admin) {
  const port = new FakeStaffAccountsPort();
  port.listCall.answers({ ok: true, value: [ADMIN, CONSULTANT] });
  const toasts: string[] = [];
  const model = new StaffListViewModel({
    loadAccounts: new LoadStaffAccounts(port),
    changeState: new ChangeStaffAccountState(port),
    viewer: { login: 'admin@mutuelle.fr', habilitations },
    notify: (message) => toasts.push(message.message),
  });
  return { port, model, toasts };
}

describe('« Habilitations »: the staff list', () => {
  it('shows each account with its French role labels, state and last sign-in (Paris time)', async () => {
    const { model } = setup();
    await model.load();
    expect(model.rows.map((row) => [row.name, row.login, row.roles, row.state, row.lastSignIn])).toEqual([
      ['—', 'admin@mutuelle.fr', 'Administrateur Digital, BackEndUser', 'Actif', '10/01/2026 10:30'],
      ['Claire Durand', 'consultant@mutuelle.fr', 'Consultant, BackEndUser', 'Actif', 'Jamais'],
    ]);
  });

  it('offers « Désactiver » for others only, never for oneself', async () => {
    const { model } = setup();
    await model.load();
    expect(model.rows.map((row) => [row.isSelf, row.canDisable, row.canEnable])).toEqual([
      [true, false, false],
      [false, true, false],
    ]);
    model.ask('staff-a', 'disable');
    expect(model.confirmation).toBeNull();
  });

  it('hides creation and state changes from a gestionnaire (read only here)', async () => {
    const { model } = setup(defaultHabilitationsFor(['Gestionnaire']));
    await model.load();
    expect([model.canCreate, model.canUpdate]).toEqual([false, false]);
    expect(model.rows.every((row) => !row.canDisable && !row.canEnable)).toBe(true);
  });

  it('disables after confirmation, updates the row and announces it', async () => {
    const { model, port, toasts } = setup();
    await model.load();
    model.ask('staff-c', 'disable');
    expect(model.confirmation?.text).toContain('Ses sessions seront fermées immédiatement');
    await model.confirm();
    port.disableCall.expectCalledOnceWith('staff-c');
    expect(model.rows[1]?.state).toBe('Désactivé');
    expect(model.rows[1]?.canEnable).toBe(true);
    expect(model.confirmation).toBeNull();
    expect(toasts).toEqual(['Le compte consultant@mutuelle.fr est désactivé : ses sessions sont fermées.']);
    expect(model.announcement).toBe(toasts[0]);
  });

  it('cancels a confirmation without any call, and keeps the row on a refusal', async () => {
    const { model, port } = setup();
    await model.load();
    model.ask('staff-c', 'disable');
    model.cancel();
    expect(model.confirmation).toBeNull();
    port.disableCall.expectNotCalled();
    port.disableCall.answers(
      err(aPortError(403, { message: "Vous n'avez pas l'habilitation nécessaire pour cette action." })),
    );
    model.ask('staff-c', 'disable');
    await model.confirm();
    expect(model.rows[1]?.state).toBe('Actif');
    expect(model.announcement).toBe("Vous n'avez pas l'habilitation nécessaire pour cette action.");
  });

  it('places an account just created by its login', async () => {
    const { model } = setup();
    await model.load();
    model.added(aStaffAccount({ id: 'n', login: 'b@mutuelle.fr', state: 'pending' }));
    expect(model.rows.map((row) => [row.login, row.state])).toEqual([
      ['admin@mutuelle.fr', 'Actif'],
      ['b@mutuelle.fr', "En attente d'activation"],
      ['consultant@mutuelle.fr', 'Actif'],
    ]);
  });
});
