import { LoadStaffHabilitations, SaveStaffHabilitations, err, ok } from '@portail/application';
import {
  FakeStaffAccountsPort,
  aStaffAccount,
  aStaffMatrix,
} from '@portail/application/src/use-cases/test-support/fake-staff-accounts.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { DEFAULT_HABILITATIONS } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { HabilitationsMatrixViewModel } from './habilitations-matrix.view-model.ts';

function setup(canEdit = true) {
  const port = new FakeStaffAccountsPort();
  const toasts: string[] = [];
  const model = new HabilitationsMatrixViewModel({
    loadMatrix: new LoadStaffHabilitations(port),
    saveMatrix: new SaveStaffHabilitations(port),
    viewerLogin: 'admin@mutuelle.fr',
    canEdit,
    notify: (message) => toasts.push(message.message),
  });
  return { port, model, toasts };
}

describe('« Habilitations »: one staff member’s matrix', () => {
  it('shows nine areas × « Création / Visualisation / Modification / Suppression », each cell named for screen readers', async () => {
    const { model } = setup();
    await model.load('staff-c');
    expect(model.rows).toHaveLength(9);
    const faq = model.rows.find((row) => row.area === 'faq');
    expect(faq?.cells.map((cell) => [cell.label, cell.checked])).toEqual([
      ['Création — FAQ', false],
      ['Visualisation — FAQ', true],
      ['Modification — FAQ', false],
      ['Suppression — FAQ', false],
    ]);
    expect(model.title).toBe('Habilitations de Claire Durand (consultant@mutuelle.fr)');
  });

  it('flags a write without « Visualisation » live, and refuses to send it', async () => {
    const { model, port } = setup();
    await model.load('staff-c');
    model.toggle('faq:read');
    model.toggle('faq:update');
    expect(model.issues.map((issue) => issue.code)).toEqual(['FLOW.STAFF_WRITE_WITHOUT_READ']);
    await model.save();
    port.saveHabilitationsCall.expectNotCalled();
  });

  it('saves the ticked habilitations with the version read', async () => {
    const { model, port, toasts } = setup();
    await model.load('staff-c');
    model.toggle('historique:read');
    expect(model.isDirty).toBe(true);
    port.saveHabilitationsCall.answers(
      ok(
        aStaffMatrix({
          version: 1,
          habilitations: DEFAULT_HABILITATIONS.Consultant.filter((h) => h.area !== 'historique'),
        }),
      ),
    );
    await model.save();
    const [id, version, sent] = port.saveHabilitationsCall.lastCall();
    expect([id, version]).toEqual(['staff-c', 0]);
    expect(sent.some((h) => h.area === 'historique')).toBe(false);
    expect(model.isDirty).toBe(false);
    expect(toasts).toEqual(['Les habilitations de consultant@mutuelle.fr sont enregistrées.']);
  });

  it('on 409 shows the French message, keeps the choices ticked and saves them over the current version next', async () => {
    const { model, port } = setup();
    await model.load('staff-c');
    model.toggle('faq:read');
    port.saveHabilitationsCall.answersOnce(err(aPortError(409, { code: 'FLOW.STAFF_HABILITATIONS_STALE' })));
    port.habilitationsCall.answers(
      ok(aStaffMatrix({ version: 5, habilitations: [{ area: 'contenus', action: 'read' }] })),
    );
    await model.save();
    expect(model.staleMessage).toContain("modifiées par quelqu'un d'autre entre-temps");
    expect(model.announcement).toBe(model.staleMessage);
    expect(model.rows.find((row) => row.area === 'faq')?.cells[1]?.checked).toBe(false);
    expect(model.rows.find((row) => row.area === 'statistiques')?.cells[1]).toMatchObject({
      checked: true,
      changed: true,
    });
    await model.save();
    expect(port.saveHabilitationsCall.lastCall()[1]).toBe(5);
    expect(model.staleMessage).toBeNull();
  });

  it('refuses one’s own lockout with the French message, and is read-only without the update right', async () => {
    const { model, port } = setup();
    port.habilitationsCall.answers(
      ok(
        aStaffMatrix({
          account: aStaffAccount({ login: 'admin@mutuelle.fr' }),
          habilitations: DEFAULT_HABILITATIONS.Admin,
        }),
      ),
    );
    await model.load('staff-a');
    model.toggle('habilitations:update');
    await model.save();
    expect(model.announcement).toContain('Vous ne pouvez pas retirer votre propre droit');
    port.saveHabilitationsCall.expectNotCalled();

    const readOnly = setup(false).model;
    await readOnly.load('staff-c');
    readOnly.toggle('faq:update');
    expect(readOnly.isDirty).toBe(false);
  });
});
