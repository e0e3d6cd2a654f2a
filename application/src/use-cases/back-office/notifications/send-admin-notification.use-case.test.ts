import { describe, expect, it } from 'vitest';
import type {
  AdminNotificationToSend,
  AdminNotificationView,
} from '../../../ports/back-office/admin-notifications.port.ts';
import type { PortError } from '../../../ports/port-error.ts';
import { SendAdminNotification } from './send-admin-notification.use-case.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const TO_SEND: AdminNotificationToSend = {
  titre: 'Nouvelle garantie',
  html: '<p>Bonne nouvelle</p>',
  lien: null,
  audienceId: 'aud-1',
  canaux: ['portail'],
  modeleMail: null,
  envoiLe: null,
};
const SENT: AdminNotificationView = {
  id: 'n-1',
  title: 'Nouvelle garantie',
  html: '<p>Bonne nouvelle</p>',
  link: null,
  audience: { id: 'aud-1', label: 'Tous' },
  channels: ['portail'],
  mailTemplate: null,
  status: 'programmee',
  sendAt: NOW.toISOString(),
  createdAt: NOW.toISOString(),
  createdBy: 'admin@mutuelle.fr',
  progress: { total: null, delivered: 0, toGo: 0, failed: 0, mails: 0, retrying: 0, lastError: null },
};

type Answer = { ok: true; value: AdminNotificationView } | { ok: false; error: PortError };

function portAnswering(answer: Answer) {
  const calls: AdminNotificationToSend[] = [];
  return {
    calls,
    port: {
      create: async (n: AdminNotificationToSend) => {
        calls.push(n);
        return answer;
      },
    },
  };
}

describe('SendAdminNotification', () => {
  it('sends a valid notification', async () => {
    const { port, calls } = portAnswering({ ok: true, value: SENT });
    const outcome = await new SendAdminNotification(port, () => NOW).execute(TO_SEND, 'Bonne nouvelle');
    expect(outcome).toEqual({ kind: 'sent', notification: SENT });
    expect(calls).toEqual([TO_SEND]);
  });

  it('sends nothing when the text without mark-up is empty', async () => {
    const { port, calls } = portAnswering({ ok: true, value: SENT });
    const outcome = await new SendAdminNotification(port, () => NOW).execute(
      { ...TO_SEND, html: '<p></p>' },
      ' ',
    );
    expect(outcome.kind).toBe('invalid');
    expect(outcome.kind === 'invalid' && outcome.errors.map((e) => e.field)).toEqual(['texte']);
    expect(calls).toEqual([]);
  });

  it('gives the server’s field errors (400) and its message otherwise', async () => {
    const fieldError = {
      field: 'audienceId',
      code: 'FLOW.NOTIFICATION_AUDIENCE_INCONNUE',
      message: 'Cette audience…',
    };
    const refused = portAnswering({
      ok: false,
      error: {
        code: 'HTTP.BAD_REQUEST',
        message: 'x',
        severity: 'danger',
        status: 400,
        server: { errors: [fieldError] },
      },
    });
    expect(await new SendAdminNotification(refused.port, () => NOW).execute(TO_SEND, 'texte')).toEqual({
      kind: 'invalid',
      errors: [fieldError],
    });
    const down = portAnswering({
      ok: false,
      error: { code: 'HTTP.SERVER_ERROR', message: 'Erreur', severity: 'danger', status: 500 },
    });
    const outcome = await new SendAdminNotification(down.port, () => NOW).execute(TO_SEND, 'texte');
    expect(outcome).toMatchObject({ kind: 'failed', message: { message: 'Erreur' } });
  });
});
