import { DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { STATES } from '../support/provider-states.ts';
import type { ProviderContext, StateSetups } from './provider-context.ts';
import { lastSecurityCode } from './identity.states.ts';

/** The new mobile of the double-authentication states: the ACTIVATE_AMF code is sent to it, and bound to it. */
export const NEW_DOUBLE_AUTH_MOBILE = '0698765432';

/**
 * Double authentication on or off for the demo member, signed in, with the code of the operation sent by SMS
 * (ACTIVATE_AMF: to the new mobile NEW_DOUBLE_AUTH_MOBILE).
 */
async function codeSentFor(
  { app, browser }: ProviderContext,
  amfEnabled: boolean,
  operation: 'ACTIVATE_AMF' | 'DESACTIVATE_AMF',
): Promise<{ securityCode: string }> {
  // Signed in first: with double authentication on, the sign-in itself would ask for a code.
  const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
  await app.db.query('UPDATE accounts SET amf_enabled = $2 WHERE user_name = $1', [
    DEMO_MEMBER_LOGIN,
    amfEnabled,
  ]);
  const sent = await agent.post('/api/identity/security-code/send', {
    sendType: 'SMS',
    operation,
    ...(operation === 'ACTIVATE_AMF' ? { newAmfTel: NEW_DOUBLE_AUTH_MOBILE } : {}),
  });
  if (sent.statusCode !== 200) throw new Error(`security code not sent: ${sent.statusCode} ${sent.body}`);
  return { securityCode: await lastSecurityCode(app) };
}

/** « Mon compte » states (account-api). */
export const accountStates: StateSetups = {
  // Every consent of the demo member answered twice, accepted then refused (each history holds both).
  [STATES.memberWhoChangedAConsent]: async ({ browser }) => {
    const agent = await browser.signIn(DEMO_MEMBER_LOGIN);
    for (const nomConsentement of ['newsletter', 'partage-reseaux-soins', 'enquetes']) {
      for (const isAccepted of [true, false]) {
        const response = await agent.post('/api/forms/consentement/form', {
          data: { nomConsentement, isAccepted },
        });
        if (response.statusCode !== 200) throw new Error(`consent not answered: ${response.statusCode}`);
      }
    }
    return undefined;
  },
  // Double authentication off for the demo member (the seed's default, said explicitly).
  [STATES.memberWithoutDoubleAuth]: async ({ app, browser }) => {
    await app.db.query('UPDATE accounts SET amf_enabled = false WHERE user_name = $1', [DEMO_MEMBER_LOGIN]);
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
  // Double authentication turned on once signed in, as « Mon compte » does (the sign-in would ask its code).
  [STATES.memberWithDoubleAuth]: async ({ app, browser }) => {
    await browser.signIn(DEMO_MEMBER_LOGIN);
    await app.db.query('UPDATE accounts SET amf_enabled = true WHERE user_name = $1', [DEMO_MEMBER_LOGIN]);
    return undefined;
  },
  [STATES.memberTurningDoubleAuthOn]: (context) => codeSentFor(context, false, 'ACTIVATE_AMF'),
  [STATES.memberTurningDoubleAuthOff]: (context) => codeSentFor(context, true, 'DESACTIVATE_AMF'),
};
