import { DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** Notifications with fixed ids (the pact names them in its paths), written as `notifyMember` writes them. */
const INSERT = `INSERT INTO member_notifications
  (id, member_id, kind, title, body, link, source_kind, source_id, created_at, read_at)
  VALUES ($1, $2, $3, $4, $5, $6, 'pact', $1, $7, $8)`;

/** States of notifications-api on the demo seed (Marie Dupont, M001; Jean Martin, M002). */
export const notificationStates: StateSetups = {
  [STATES.memberWithNotifications]: async ({ app, browser }) => {
    const at = new Date('2026-11-20T10:00:00Z');
    const rows: unknown[][] = [
      ['n-pact-0', 'M001', 'document-disponible', 'Votre attestation est disponible', null, null, at, at],
      [
        'n-pact-1',
        'M001',
        'demande-statut',
        'Votre demande de prise en charge hospitalière est acceptée',
        'Le document de prise en charge est disponible.',
        '#/espace/demandes/d1',
        new Date(at.getTime() + 60_000),
        null,
      ],
      ['n-pact-autre', 'M002', 'information', 'Information', null, null, at, null],
    ];
    for (const row of rows) await app.db.query(INSERT, row);
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  // Signed in, then the browser's anti-forgery cookie (copied into the header of writes) replaced by a forgery.
  [STATES.memberWithForgedAntiForgeryToken]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    agent.cookies.set('XSRF-TOKEN', 'forged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    return undefined;
  },
};
