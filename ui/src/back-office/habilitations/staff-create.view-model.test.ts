import { CreateStaffAccount, err } from '@portail/application';
import { FakeStaffAccountsPort } from '@portail/application/src/use-cases/test-support/fake-staff-accounts.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import type { StaffAccount } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { StaffCreateViewModel } from './staff-create.view-model.ts';

function setup() {
  const port = new FakeStaffAccountsPort();
  const created: StaffAccount[] = [];
  const toasts: string[] = [];
  const model = new StaffCreateViewModel({
    createAccount: new CreateStaffAccount(port),
    notify: (message) => toasts.push(message.message),
    created: (account) => created.push(account),
  });
  model.open();
  return { port, model, created, toasts };
}

describe('« Nouveau compte »', () => {
  it('offers the three roles with their French labels', () => {
    const { model } = setup();
    model.toggleRole('Gestionnaire');
    expect(model.roleChoices).toEqual([
      { role: 'Admin', label: 'Administrateur Digital', checked: false },
      { role: 'Gestionnaire', label: 'Gestionnaire', checked: true },
      { role: 'Consultant', label: 'Consultant', checked: false },
    ]);
  });

  it('shows the field errors in French and clears one as it is edited', async () => {
    const { model, port } = setup();
    await model.submit();
    expect(Object.keys(model.errors).sort()).toEqual(['email', 'nom', 'prenom', 'roles']);
    model.setField('nom', 'Roche');
    expect(model.errors.nom).toBeUndefined();
    expect(model.isOpen).toBe(true);
    port.createCall.expectNotCalled();
  });

  it('creates the account, closes, hands it to the list and tells where the link went', async () => {
    const { model, port, created, toasts } = setup();
    model.setField('email', 'nina.roche@mutuelle.fr');
    model.setField('nom', 'Roche');
    model.setField('prenom', 'Nina');
    model.toggleRole('Consultant');
    await model.submit();
    port.createCall.expectCalledOnceWith({
      email: 'nina.roche@mutuelle.fr',
      nom: 'Roche',
      prenom: 'Nina',
      roles: ['Consultant'],
    });
    expect(model.isOpen).toBe(false);
    expect(created.map((a) => a.login)).toEqual(['nina.roche@mutuelle.fr']);
    expect(toasts).toEqual(["Compte créé : un lien d'activation a été envoyé à nina.roche@mutuelle.fr."]);
  });

  it('keeps the dialog open with the taken address on the e-mail field', async () => {
    const { model, port } = setup();
    port.createCall.answers(
      err(
        aPortError(409, {
          code: 'FLOW.STAFF_LOGIN_TAKEN',
          message: "Cette adresse e-mail est déjà l'identifiant d'un autre compte.",
        }),
      ),
    );
    model.setField('email', 'demo@mutuelle.fr');
    model.setField('nom', 'Roche');
    model.setField('prenom', 'Nina');
    model.toggleRole('Admin');
    await model.submit();
    expect(model.isOpen).toBe(true);
    expect(model.errors).toEqual({ email: "Cette adresse e-mail est déjà l'identifiant d'un autre compte." });
  });
});
