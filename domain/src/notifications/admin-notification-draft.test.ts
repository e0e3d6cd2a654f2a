import { describe, expect, it } from 'vitest';
import { type AdminNotificationDraft, validateAdminNotificationDraft } from './admin-notification-draft.ts';
import {
  deliveredShare,
  isAdminNotificationLink,
  isCancellable,
  remainingToDeliver,
} from './admin-notification.entity.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const draft: AdminNotificationDraft = {
  titre: 'Grève de La Poste',
  texte: 'Vos courriers peuvent arriver en retard.',
  lien: '#/espace/courriers',
  audienceId: 'aud-1',
  canaux: ['portail'],
  modeleMail: null,
  envoiLe: null,
};
const fields = (d: AdminNotificationDraft) => validateAdminNotificationDraft(d, NOW).map((e) => e.field);

describe('the rules of a back-office notification', () => {
  it('accepts a complete notification sent now in the portal', () => {
    expect(validateAdminNotificationDraft(draft, NOW)).toEqual([]);
  });

  it('asks a title, a text, an audience and a channel, with the catalogue codes', () => {
    const errors = validateAdminNotificationDraft(
      { ...draft, titre: ' ', texte: '', audienceId: '', canaux: [] },
      NOW,
    );
    expect(errors.map((e) => e.code)).toEqual([
      'FLOW.NOTIFICATION_TITRE_OBLIGATOIRE',
      'FLOW.NOTIFICATION_TEXTE_OBLIGATOIRE',
      'FLOW.NOTIFICATION_AUDIENCE_OBLIGATOIRE',
      'FLOW.NOTIFICATION_CANAL_OBLIGATOIRE',
    ]);
  });

  it('bounds the title at 200 and the text at 2,000 characters, saying the limit', () => {
    const errors = validateAdminNotificationDraft(
      { ...draft, titre: 'a'.repeat(201), texte: 'b'.repeat(2001) },
      NOW,
    );
    expect(errors.map((e) => e.message)).toEqual([
      'Le titre ne doit pas dépasser 200 caractères.',
      'Le texte ne doit pas dépasser 2000 caractères (hors mise en forme).',
    ]);
  });

  it('refuses a link outside the allow-listed member screens', () => {
    expect(fields({ ...draft, lien: 'https://ailleurs.example' })).toEqual(['lien']);
    expect(fields({ ...draft, lien: '#/admin' })).toEqual(['lien']);
    expect(isAdminNotificationLink('#/espace/compte')).toBe(true);
  });

  it('asks a mail template when the mail channel is chosen, and refuses an unknown channel', () => {
    expect(fields({ ...draft, canaux: ['portail', 'mail'] })).toEqual(['modeleMail']);
    expect(fields({ ...draft, canaux: ['mail'], modeleMail: 'notification-information' })).toEqual([]);
    expect(fields({ ...draft, canaux: ['portail', 'sms'] })).toEqual(['canaux']);
  });

  it('schedules only in the future', () => {
    expect(fields({ ...draft, envoiLe: '2026-11-27T09:59:00Z' })).toEqual(['envoiLe']);
    expect(fields({ ...draft, envoiLe: 'demain' })).toEqual(['envoiLe']);
    expect(fields({ ...draft, envoiLe: '2026-11-28T08:00:00Z' })).toEqual([]);
  });
});

describe('the progress of a sending', () => {
  it('counts what is left and the share done', () => {
    const progress = { total: 10, delivered: 6, failed: 1 };
    expect(remainingToDeliver(progress)).toBe(3);
    expect(deliveredShare(progress)).toBeCloseTo(0.7);
    expect(remainingToDeliver({ total: null, delivered: 0, failed: 0 })).toBe(0);
    expect(deliveredShare({ total: 0, delivered: 0, failed: 0 })).toBe(1);
  });

  it('lets only a scheduled notification be cancelled', () => {
    expect(isCancellable('programmee')).toBe(true);
    expect(isCancellable('en-cours')).toBe(false);
    expect(isCancellable('envoyee')).toBe(false);
  });
});
