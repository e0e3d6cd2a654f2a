import type { AdminNotificationView, SendAdminNotificationOutcome } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { NotificationFormViewModel } from './notification-form.view-model.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const OPTIONS = {
  audiences: [{ id: 'aud-1', label: 'Coordonnées bancaires manquantes' }],
  mailTemplates: [{ key: 'notification-information', label: 'Information' }],
  links: [{ route: '#/espace/compte', label: 'Mon compte' }],
};

function setup(
  outcome: SendAdminNotificationOutcome = { kind: 'sent', notification: {} as AdminNotificationView },
) {
  const sent: unknown[] = [];
  const announced: string[] = [];
  const calls: { html: string; text: string; canaux: readonly string[]; envoiLe: string | null }[] = [];
  const model = new NotificationFormViewModel({
    notifications: { options: async () => ({ ok: true, value: OPTIONS }) },
    send: {
      execute: async (n, text) => {
        calls.push({ html: n.html, text, canaux: n.canaux, envoiLe: n.envoiLe });
        return outcome;
      },
    },
    now: () => NOW,
    onSent: (n) => void sent.push(n),
    announce: (text) => void announced.push(text),
  });
  return { model, sent, announced, calls };
}

describe('« Nouvelle notification »', () => {
  it('says nothing before the first attempt, then lists the errors and announces them', async () => {
    const { model, announced, calls } = setup();
    await model.load();
    expect(model.errors.size).toBe(0);
    await model.submit();
    expect(model.error('titre')).toBe('Saisissez le titre de la notification.');
    expect(model.error('audienceId')).toBe("Choisissez l'audience de la notification.");
    expect(announced[0]).toMatch(/^Le formulaire contient 3 erreur\(s\) : Saisissez le titre/);
    expect(calls).toEqual([]);
    model.set('title', 'Titre');
    expect(model.error('titre')).toBeNull();
  });

  it('sends the HTML with its text, the channels and a scheduled time, then leaves', async () => {
    const { model, sent, calls } = setup();
    await model.load();
    model.set('title', 'RIB manquant');
    model.set('html', '<p>Ajoutez votre <strong>RIB</strong>.</p>');
    model.set('audienceId', 'aud-1');
    model.setChannel('mail', true);
    model.setTiming('programmee');
    model.set('sendAt', '2026-11-28T08:00');
    await model.submit();
    expect(calls).toEqual([
      {
        html: '<p>Ajoutez votre <strong>RIB</strong>.</p>',
        text: 'Ajoutez votre RIB.',
        canaux: ['portail', 'mail'],
        envoiLe: new Date('2026-11-28T08:00').toISOString(),
      },
    ]);
    expect(sent).toHaveLength(1);
  });

  it('puts the server’s field errors on their fields', async () => {
    const message = "Cette audience n'existe plus : choisissez-en une autre.";
    const { model, sent } = setup({
      kind: 'invalid',
      errors: [{ field: 'audienceId', code: 'FLOW.NOTIFICATION_AUDIENCE_INCONNUE', message }],
    });
    await model.load();
    model.set('title', 'Titre');
    model.set('html', '<p>Texte</p>');
    model.set('audienceId', 'aud-1');
    await model.submit();
    expect(model.error('audienceId')).toBe(message);
    expect(sent).toEqual([]);
  });
});
