import { DEFAULT_HABILITATIONS } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { ChangeStaffAccountState } from './change-staff-account-state.use-case.ts';
import { CreateStaffAccount } from './create-staff-account.use-case.ts';
import { LoadStaffAccounts } from './load-staff-accounts.use-case.ts';
import { SaveStaffHabilitations } from './save-staff-habilitations.use-case.ts';
import {
  FakeStaffAccountsPort,
  aStaffAccount,
  aStaffMatrix,
} from './test-support/fake-staff-accounts.port.ts';
import { aPortError } from './test-support/mothers.ts';

const NINA = {
  email: ' nina.roche@mutuelle.fr ',
  nom: 'Roche',
  prenom: 'Nina',
  roles: ['Consultant'] as const,
};

describe('« Habilitations » use cases', () => {
  it('loads the staff accounts, or the server’s French message', async () => {
    const port = new FakeStaffAccountsPort();
    expect(await new LoadStaffAccounts(port).execute()).toEqual({ kind: 'loaded', value: [aStaffAccount()] });
    port.listCall.answers(
      err(
        aPortError(403, {
          code: 'HTTP.FORBIDDEN_HABILITATION',
          message: "Vous n'avez pas l'habilitation nécessaire pour cette action.",
        }),
      ),
    );
    const failed = await new LoadStaffAccounts(port).execute();
    expect(failed.kind === 'failed' && failed.message.message).toBe(
      "Vous n'avez pas l'habilitation nécessaire pour cette action.",
    );
  });

  it('checks a new account’s fields before sending anything', async () => {
    const port = new FakeStaffAccountsPort();
    const outcome = await new CreateStaffAccount(port).execute({
      email: 'x',
      nom: '',
      prenom: 'Nina',
      roles: [],
    });
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(Object.keys(outcome.errors).sort()).toEqual(['email', 'nom', 'roles']);
    expect(outcome.errors.roles).toBe(
      'Choisissez au moins un rôle : Administrateur Digital, Gestionnaire ou Consultant.',
    );
    port.createCall.expectNotCalled();
  });

  it('creates an account (trimmed) and says where the activation link went', async () => {
    const port = new FakeStaffAccountsPort();
    const outcome = await new CreateStaffAccount(port).execute(NINA);
    port.createCall.expectCalledOnceWith({ ...NINA, email: 'nina.roche@mutuelle.fr' });
    expect(outcome.kind === 'created' && outcome.message.message).toBe(
      "Compte créé : un lien d'activation a été envoyé à nina.roche@mutuelle.fr.",
    );
  });

  it('puts a taken address (409) on the e-mail field', async () => {
    const port = new FakeStaffAccountsPort();
    port.createCall.answers(
      err(
        aPortError(409, {
          code: 'FLOW.STAFF_LOGIN_TAKEN',
          message: "Cette adresse e-mail est déjà l'identifiant d'un autre compte.",
        }),
      ),
    );
    expect(await new CreateStaffAccount(port).execute(NINA)).toEqual({
      kind: 'invalid',
      errors: { email: "Cette adresse e-mail est déjà l'identifiant d'un autre compte." },
    });
  });

  it('disables and re-enables an account with a French confirmation, or relays the refusal', async () => {
    const port = new FakeStaffAccountsPort();
    const use = new ChangeStaffAccountState(port);
    const disabled = await use.execute(aStaffAccount(), 'disable');
    port.disableCall.expectCalledOnceWith('staff-c');
    expect(disabled.kind === 'changed' && disabled.message.message).toBe(
      'Le compte consultant@mutuelle.fr est désactivé : ses sessions sont fermées.',
    );
    port.enableCall.answers(
      err(
        aPortError(404, {
          code: 'FLOW.STAFF_NOT_FOUND',
          message: 'Ce compte du back-office est introuvable.',
        }),
      ),
    );
    const failed = await use.execute(aStaffAccount(), 'enable');
    expect(failed.kind === 'failed' && failed.message.message).toBe(
      'Ce compte du back-office est introuvable.',
    );
  });

  it('refuses a write without « Visualisation » and one’s own lockout without calling the server', async () => {
    const port = new FakeStaffAccountsPort();
    const use = new SaveStaffHabilitations(port);
    const writeOnly = await use.execute({
      accountId: 'staff-c',
      version: 0,
      habilitations: [{ area: 'faq', action: 'update' }],
      isOwnAccount: false,
    });
    expect(writeOnly.kind === 'invalid' && writeOnly.issues.map((i) => i.code)).toEqual([
      'FLOW.STAFF_WRITE_WITHOUT_READ',
    ]);
    const lockout = await use.execute({
      accountId: 'admin',
      version: 3,
      habilitations: DEFAULT_HABILITATIONS.Admin.filter((h) => h.area !== 'habilitations'),
      isOwnAccount: true,
    });
    expect(lockout.kind === 'invalid' && lockout.issues.map((i) => i.code)).toEqual([
      'FLOW.STAFF_SELF_LOCKOUT',
    ]);
    port.saveHabilitationsCall.expectNotCalled();
  });

  it('saves with the version read, and on 409 gives the current matrix so the kept choices can be saved over it', async () => {
    const port = new FakeStaffAccountsPort();
    const use = new SaveStaffHabilitations(port);
    const change = {
      accountId: 'staff-c',
      version: 0,
      habilitations: DEFAULT_HABILITATIONS.Consultant,
      isOwnAccount: false,
    };
    const saved = await use.execute(change);
    port.saveHabilitationsCall.expectCalledOnceWith('staff-c', 0, DEFAULT_HABILITATIONS.Consultant);
    expect(saved.kind === 'saved' && saved.message.message).toBe(
      'Les habilitations de consultant@mutuelle.fr sont enregistrées.',
    );
    port.saveHabilitationsCall.answers(err(aPortError(409, { code: 'FLOW.STAFF_HABILITATIONS_STALE' })));
    port.habilitationsCall.answers(ok(aStaffMatrix({ version: 4 })));
    const stale = await use.execute(change);
    expect(stale.kind).toBe('stale');
    if (stale.kind !== 'stale') return;
    expect(stale.message.message).toContain("modifiées par quelqu'un d'autre entre-temps");
    expect(stale.current?.version).toBe(4);
  });
});
