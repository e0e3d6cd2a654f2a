import { DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { listOutbox } from '../mail/outbox.repository.ts';
import type { TestAgent } from './test-agent.ts';

/** Where the login page sends an account that must type a security code (staff always, members with AMF). */
const LOGIN_CODE_STEP = /^\/api\/identity\/login\/code\b/;

/** The subject of the mail carrying a security code (login-code-delivery.ts). */
const CODE_MAIL_SUBJECT = 'Votre code de sécurité';

/** The newest security code mailed to `recipient` ('none' when no code mail). */
export async function lastMailedCode(agent: TestAgent, recipient: string): Promise<string> {
  await agent.app.deps.mailer.flush();
  const messages = await listOutbox(agent.app.deps.db, recipient);
  const message = messages.find((entry) => entry.subject === CODE_MAIL_SUBJECT);
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? 'none';
}

/**
 * Signs the agent in through the real login form; a staff member (whose code is mailed) types the security code
 * the login asks. A member whose code goes by SMS stops at the code step (the password was accepted, as before).
 * Throws when the server does not redirect (303).
 */
export async function loginAs(
  agent: TestAgent,
  userName: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await agent.get('/api/identity/login');
  let response = await agent.submitForm('/api/identity/login', { userName, password, callbackUrl: '/' });
  if (response.statusCode === 303 && LOGIN_CODE_STEP.test(String(response.headers.location))) {
    const securityCode = await lastMailedCode(agent, userName);
    if (securityCode !== 'none')
      response = await agent.submitForm('/api/identity/login/code', { securityCode });
  }
  if (response.statusCode !== 303) {
    throw new Error(`login of ${userName} failed: ${response.statusCode}`);
  }
}
