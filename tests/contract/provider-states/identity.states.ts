import { issueAccountToken } from '../../../server/src/identity/account-tokens.repository.ts';
import { insertPendingAccount } from '../../../server/src/identity/account.repository.ts';
import { DEMO_MEMBER_ACCOUNT_ID, DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import type { TestApp } from '../../../server/src/testing/test-app.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

/**
 * A pending account for a seeded member, with its activation link's token: with the password chosen in
 * « Créer mon espace » when self-registered (issue 22 #2), without one when an administrator created it.
 */
async function pendingAccount(
  app: TestApp,
  memberId: string,
  userName: string,
  createdByAdmin: boolean,
): Promise<{ userId: string; code: string }> {
  const userId = app.deps.random.uuid();
  await insertPendingAccount(app.db, {
    id: userId,
    memberId,
    userName,
    createdByAdmin,
    dematerialization: true,
    registrationConsents: [],
    createdAt: app.clock.now(),
    passwordHash: createdByAdmin ? null : await app.deps.hasher.hash('Choisi#Inscription1'),
  });
  return { userId, code: await issueAccountToken(app.deps, app.db, userId, 'Confirmation') };
}

/** Identity states (the seed has members M001–M005; M001 is the active demo account). */
export const identityStates: StateSetups = {
  // M002 (Jean Martin) has no account in the seed.
  [STATES.memberWithoutAccount]: async () => undefined,

  [STATES.pendingActivation]: async ({ app }) => pendingAccount(app, 'M002', 'jean.martin@example.fr', false),

  [STATES.adminCreatedPendingActivation]: async ({ app }) =>
    pendingAccount(app, 'M003', 'elodie.lefevre@example.fr', true),

  // A login change leaves the active account unconfirmed until the new address is confirmed.
  [STATES.pendingEmailConfirmation]: async ({ app }) => {
    await app.db.query('UPDATE accounts SET is_confirmed = false WHERE id = $1', [DEMO_MEMBER_ACCOUNT_ID]);
    const code = await issueAccountToken(app.deps, app.db, DEMO_MEMBER_ACCOUNT_ID, 'Confirmation');
    return { userId: DEMO_MEMBER_ACCOUNT_ID, code };
  },

  [STATES.confirmedAccount]: async ({ app }) => {
    const code = await issueAccountToken(app.deps, app.db, DEMO_MEMBER_ACCOUNT_ID, 'Confirmation');
    return { userId: DEMO_MEMBER_ACCOUNT_ID, code };
  },

  [STATES.activeMember]: async () => ({ userId: DEMO_MEMBER_ACCOUNT_ID }),

  [STATES.pendingPasswordReset]: async ({ app }) => {
    const code = await issueAccountToken(app.deps, app.db, DEMO_MEMBER_ACCOUNT_ID, 'ResetPassword');
    return { userId: DEMO_MEMBER_ACCOUNT_ID, code };
  },

  // M001 (Marie Dupont, demo@mutuelle.fr) has a confirmed phone: the change needs a security code.
  [STATES.memberWhoLostLogin]: async () => undefined,

  [STATES.memberWhoLostLoginWithCode]: async ({ app }) => {
    const agent = app.agent();
    await agent.get('/api/config/portal');
    const sent = await agent.post('/api/identity/security-code/send', {
      sendType: 'SMS',
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: DEMO_MEMBER_LOGIN,
    });
    if (sent.statusCode !== 200) throw new Error(`security code not sent: ${sent.statusCode} ${sent.body}`);
    const securityCode = await lastSecurityCode(app);
    const verified = await agent.post('/api/identity/security-code/verify', {
      securityCode,
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: DEMO_MEMBER_LOGIN,
    });
    if (verified.statusCode !== 200)
      throw new Error(`security code not verified: ${verified.statusCode} ${verified.body}`);
    return { securityCode };
  },

  [STATES.signedInMember]: async ({ browser }) => {
    await browser.signIn(DEMO_MEMBER_LOGIN);
    return undefined;
  },
};

/** The 6-digit code of the last SMS (or mail) the server sent. */
export async function lastSecurityCode(app: TestApp): Promise<string> {
  const [message] = await app.outbox();
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined)
    throw new Error(`no security code in the outbox (last message: ${message?.subject})`);
  return code;
}
