import { SaveRequestDelays, err, ok } from '@portail/application';
import {
  FakeRequestDelaysPort,
  someDelays,
} from '@portail/application/src/use-cases/test-support/fake-staff-requests.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { RequestDelaysViewModel } from './request-delays.view-model.ts';

function setup(canEdit = true) {
  const port = new FakeRequestDelaysPort();
  const toasts: string[] = [];
  const announced: string[] = [];
  const model = new RequestDelaysViewModel({
    delays: port,
    save: new SaveRequestDelays(port),
    canEdit,
    notify: (message) => void toasts.push(message.message),
    announce: (text) => void announced.push(text),
  });
  return { port, model, toasts, announced };
}

describe('« Délais de traitement »', () => {
  it('shows each request type with its delay in hours and days', async () => {
    const { model } = setup();
    await model.load();
    expect(model.rows.map((r) => [r.label, r.typed, r.saved])).toEqual([
      ['Demande de prise en charge hospitalière', '48', '48 h (2 jours)'],
      ['Demande de remboursement', '120', '120 h (5 jours)'],
    ]);
    expect(model.isDirty).toBe(false);
  });

  it('saves the typed delays with the version read, and says so', async () => {
    const { model, port, toasts } = setup();
    await model.load();
    model.setHours('prise-en-charge-hospitaliere', '24');
    expect(model.isDirty).toBe(true);
    port.saveCall.answers(
      ok(
        someDelays({
          version: 4,
          delays: [{ type: 'prise-en-charge-hospitaliere', label: 'PEC', hours: 24 }],
        }),
      ),
    );
    await model.save();
    expect(port.saveCall.lastCall()).toEqual([
      [
        { type: 'prise-en-charge-hospitaliere', hours: 24 },
        { type: 'remboursement', hours: 120 },
      ],
      3,
    ]);
    expect(model.isDirty).toBe(false);
    expect(toasts).toEqual(['Les délais de traitement sont enregistrés.']);
  });

  it('refuses a wrong delay on its field, announced, without sending', async () => {
    const { model, port, announced } = setup();
    await model.load();
    model.setHours('remboursement', '0');
    await model.save();
    expect(model.rows[1]?.error).toContain('nombre entier d’heures');
    expect(announced).toHaveLength(1);
    port.saveCall.expectNotCalled();
    model.setHours('remboursement', '96');
    expect(model.rows[1]?.error).toBeNull();
  });

  it('on 409 keeps what was typed, shows the French message and saves over the current version next', async () => {
    const { model, port } = setup();
    await model.load();
    model.setHours('remboursement', '72');
    port.saveCall.answersOnce(err(aPortError(409, { code: 'FLOW.DEMANDE_DELAIS_PERIMES' })));
    port.getCall.answers(ok(someDelays({ version: 9 })));
    await model.save();
    expect(model.staleMessage).toContain("modifiés par quelqu'un d'autre entre-temps");
    expect(model.rows[1]?.typed).toBe('72');
    await model.save();
    expect(port.saveCall.lastCall()[1]).toBe(9);
    expect(model.staleMessage).toBeNull();
  });

  it('is read-only without the update habilitation', async () => {
    const { model } = setup(false);
    await model.load();
    model.setHours('remboursement', '1');
    await model.save();
    expect(model.isDirty).toBe(false);
    expect(model.canEdit).toBe(false);
  });
});
