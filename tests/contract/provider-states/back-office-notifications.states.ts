import { BANK_DETAILS_MISSING_AUDIENCE_ID } from '../../../server/src/db/seeds/audiences.seed.ts';
import { DEMO_ADMIN_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { ProviderContext, StateSetups } from './provider-context.ts';

/** admin@ signed in sends a notification (tomorrow, or now and delivered); answers its id for the request's path. */
async function withNotification(
  context: ProviderContext,
  scheduled: boolean,
): Promise<Record<string, string>> {
  const admin = await context.browser.signIn(DEMO_ADMIN_LOGIN);
  const tomorrow = new Date(context.app.clock.now().getTime() + 86_400_000).toISOString();
  const created = await admin.request('POST', '/api/admin/notifications', {
    titre: 'Vos coordonnées bancaires nous manquent',
    texteHtml: '<p>Ajoutez votre RIB dans « Mon compte ».</p>',
    lien: '#/espace/compte',
    audienceId: BANK_DETAILS_MISSING_AUDIENCE_ID,
    canaux: ['portail'],
    ...(scheduled ? { envoiLe: tomorrow } : {}),
  });
  if (created.statusCode !== 201) throw new Error(`notification not created: ${String(created.statusCode)}`);
  if (!scheduled) await context.app.deps.jobs.drain();
  return { notificationId: created.json<{ id: string }>().id };
}

/** « Notifications » states (back-office-api). */
export const backOfficeNotificationsStates: StateSetups = {
  [STATES.notificationScheduled]: (context) => withNotification(context, true),
  [STATES.notificationAlreadySent]: (context) => withNotification(context, false),
};
