import { DEMO_CONSULTANT_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { recordEvent } from '../../../server/src/events/public.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/** « Statistiques » (issue 27 §3): one of every figure in January 2030, read by the Consultant. */
export const backOfficeStatisticsStates: StateSetups = {
  [STATES.staffConsultantWithStatistics]: async ({ app, browser }) => {
    await browser.signIn(DEMO_CONSULTANT_LOGIN);
    const at = new Date('2030-01-10T10:00:00Z');
    await recordEvent(app.db, {
      kind: 'sign-in',
      memberId: 'M001',
      at,
      attributes: { method: 'local', success: true },
    });
    await recordEvent(app.db, {
      kind: 'account-requested',
      memberId: 'M002',
      at,
      attributes: { origin: 'member' },
    });
    await recordEvent(app.db, {
      kind: 'account-activated',
      memberId: 'M002',
      at,
      attributes: { delaySeconds: 600 },
    });
    await app.db.query(
      `INSERT INTO faq_clicks (click_code, user_type, clicked_at) SELECT click_code, 'adherent', $1 FROM faq_questions WHERE id = 1`,
      [at],
    );
    await app.db.query(
      `INSERT INTO faq_missed_searches (query, user_type, searched_at) VALUES ('lunettes', 'adherent', $1)`,
      [at],
    );
    await app.db.query(
      `INSERT INTO member_requests (id, reference, member_id, numero_contrat_individuel, member_number, nom_offre,
                                    kind, status, payload, mode_gestion, submitted_at, due_at, status_changed_at)
       SELECT 'pact-stat-1', 'DEM-2030-PACT', member_id, numero_contrat_individuel, member_number, nom_offre,
              'remboursement', 'acceptee', payload, mode_gestion, $1, $1::timestamptz + interval '120 hours', $1::timestamptz + interval '24 hours'
         FROM member_requests LIMIT 1`,
      [at],
    );
    await app.db.query(
      `INSERT INTO member_notifications (id, member_id, kind, title, source_kind, source_id, created_at)
       VALUES ('pact-stat-n1', 'M001', 'information', 'Info', 'pact', '1', $1)`,
      [at],
    );
    return undefined;
  },
};
