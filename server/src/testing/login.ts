import { DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import type { TestAgent } from './test-agent.ts';

/** Signs the agent in through the real login form; throws when the server does not redirect (303). */
export async function loginAs(
  agent: TestAgent,
  userName: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await agent.get('/api/identity/login');
  const response = await agent.submitForm('/api/identity/login', { userName, password, callbackUrl: '/' });
  if (response.statusCode !== 303) {
    throw new Error(`login of ${userName} failed: ${response.statusCode}`);
  }
}
