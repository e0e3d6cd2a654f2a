import type { AudiencesPort, PopupAudiencePort } from '@portail/application';
import { err, ok } from '@portail/application';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { PopupAudienceViewModel } from './popup-audience.view-model.ts';

function setup(current: string | null = null) {
  const sent: unknown[] = [];
  const toasts: string[] = [];
  const announced: string[] = [];
  const audiences: Pick<AudiencesPort, 'list'> = {
    list: () =>
      Promise.resolve(
        ok([
          {
            id: 'rib',
            nom: 'Coordonnées bancaires manquantes',
            criteres: [],
            description: '',
            version: 1,
            updatedAt: new Date(),
            updatedBy: 'portail',
          },
        ]),
      ),
  };
  const popup: PopupAudiencePort = {
    get: () => Promise.resolve(ok(current)),
    set: (id, audienceId) => {
      sent.push([id, audienceId]);
      return Promise.resolve(ok(audienceId));
    },
  };
  const model = new PopupAudienceViewModel(
    { audiences, popup, notify: (t) => void toasts.push(t), announce: (t) => void announced.push(t) },
    'cms-popup-information',
  );
  return { model, popup, sent, toasts, announced };
}

describe('a popup’s audience', () => {
  it('offers every member or a saved audience, and saves the choice', async () => {
    const { model, sent, toasts } = setup();
    await model.load();
    expect(model.options.map((o) => o.label)).toEqual([
      'Tous les adhérents',
      'Coordonnées bancaires manquantes',
    ]);
    expect(model.changed).toBe(false);
    model.choose('rib');
    await model.save();
    expect(sent).toEqual([['cms-popup-information', 'rib']]);
    expect(model.changed).toBe(false);
    expect(toasts).toEqual(['La popup est désormais montrée à : Coordonnées bancaires manquantes.']);
    model.choose('');
    await model.save();
    expect(sent.at(-1)).toEqual(['cms-popup-information', null]);
  });

  it('shows the server’s refusal and keeps the choice', async () => {
    const { model, popup, announced } = setup('rib');
    await model.load();
    expect(model.chosen).toBe('rib');
    popup.set = () =>
      Promise.resolve(
        err(aPortError(400, { message: 'Seule une popup peut être réservée à une audience.' })),
      );
    model.choose('');
    await model.save();
    expect(model.failure).toBe('Seule une popup peut être réservée à une audience.');
    expect(model.changed).toBe(true);
    expect(announced).toEqual(['Seule une popup peut être réservée à une audience.']);
  });
});
