import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { ENUMERATION_FLOOR_MS } from '../http/response-floor.ts';
import { signInAs } from '../testing/member-session.ts';
import { SEND_IP_LIMIT, SEND_LIMIT } from './security-code.routes.ts';

/** Security-code endpoints without a session: the per-IP send quota and the timing floor of verify. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

const TOO_MANY_SENDS = {
  code: 'SECURITY_CODE.TOO_MANY_SENDS',
  message: 'Trop de codes de sécurité ont été demandés. Veuillez réessayer dans quelques minutes.',
};

function sendWithoutSession(agent: TestAgent, username: string) {
  return agent.post('/api/identity/security-code/send', {
    sendType: 'MAIL',
    operation: 'VERIFY_UNAUTHENTICATED_AMF',
    username,
  });
}

/** Uses up the per-IP quota of `ip` with distinct unknown usernames (each far below its own quota). */
async function exhaustIpQuota(ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < SEND_IP_LIMIT.maxFailures; i += 1) {
    statuses.push((await sendWithoutSession(t.agent(ip), `inconnu-${String(i)}@example.fr`)).statusCode);
  }
  return statuses;
}

describe('POST /api/identity/security-code/send without a session: quota per client IP', () => {
  it('allows twenty sends in a quarter of an hour from one IP, each to a different username', async () => {
    expect(SEND_IP_LIMIT).toEqual({ maxFailures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 });
    // Per username the quota is lower: the per-IP one only shows across usernames.
    expect(SEND_IP_LIMIT.maxFailures).toBeGreaterThan(SEND_LIMIT.maxFailures);
    expect(await exhaustIpQuota('10.2.0.1')).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('then refuses the IP with the per-account refusal, alike for a known and an unknown login', async () => {
    await exhaustIpQuota('10.2.0.2');
    const mailsBefore = (await t.outbox('demo@mutuelle.fr')).length;
    const known = await sendWithoutSession(t.agent('10.2.0.2'), 'demo@mutuelle.fr');
    const unknown = await sendWithoutSession(t.agent('10.2.0.2'), 'personne.inconnue@example.fr');
    expect([known.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual(TOO_MANY_SENDS);
    // Refused means nothing sent to the member either.
    expect(await t.outbox('demo@mutuelle.fr')).toHaveLength(mailsBefore);
  });

  it('adds the logout URL to the refusal of a LOGIN_AMF send, like the per-account pause', async () => {
    await exhaustIpQuota('10.2.0.3');
    const refused = await t.agent('10.2.0.3').post('/api/identity/security-code/send', {
      sendType: 'MAIL',
      operation: 'LOGIN_AMF',
      username: 'demo@mutuelle.fr',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ...TOO_MANY_SENDS, logoutUrl: t.deps.tenant.server.logoutUrl });
  });

  it('leaves other IPs and signed-in members of the same IP alone, and lifts after fifteen minutes', async () => {
    await exhaustIpQuota('10.2.0.4');
    expect((await sendWithoutSession(t.agent('10.2.0.5'), 'demo@mutuelle.fr')).statusCode).toBe(200);
    const member = t.agent('10.2.0.4');
    await signInAs(t, member);
    const signedIn = await member.post('/api/identity/security-code/send', {
      sendType: 'MAIL',
      operation: 'VERIFY_AMF',
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await sendWithoutSession(t.agent('10.2.0.4'), 'demo@mutuelle.fr')).statusCode).toBe(400);
    t.clock.advance(SEND_IP_LIMIT.lockMs);
    expect((await sendWithoutSession(t.agent('10.2.0.4'), 'demo@mutuelle.fr')).statusCode).toBe(200);
  });

  it('does not count against the IP the sends refused by the per-username pause', async () => {
    const agent = () => t.agent('10.2.0.6');
    const statuses: number[] = [];
    for (let i = 0; i < SEND_LIMIT.maxFailures + 3; i += 1)
      statuses.push((await sendWithoutSession(agent(), 'demo@mutuelle.fr')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 400, 400, 400]);
    // 5 sends counted for the IP: 15 more to other usernames still go out.
    const others: number[] = [];
    for (let i = 0; i < SEND_IP_LIMIT.maxFailures - SEND_LIMIT.maxFailures; i += 1)
      others.push((await sendWithoutSession(agent(), `autre-${String(i)}@example.fr`)).statusCode);
    expect(others.every((status) => status === 200)).toBe(true);
    expect((await sendWithoutSession(agent(), 'encore-un@example.fr')).statusCode).toBe(400);
  });
});

describe('POST /api/identity/security-code/verify without a session: timing floor', () => {
  async function timedVerify(username: string, securityCode: string, ip: string) {
    const started = performance.now();
    const response = await t.agent(ip).post('/api/identity/security-code/verify', {
      securityCode,
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username,
    });
    return { response, ms: performance.now() - started };
  }

  it('answers a known login, an unknown one and a right code no earlier than the floor', async () => {
    await sendWithoutSession(t.agent('10.3.0.1'), 'demo@mutuelle.fr');
    const [message] = await t.outbox('demo@mutuelle.fr');
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const known = await timedVerify('demo@mutuelle.fr', wrong, '10.3.0.2');
    const unknown = await timedVerify('personne.inconnue@example.fr', wrong, '10.3.0.3');
    const right = await timedVerify('demo@mutuelle.fr', code, '10.3.0.4');
    expect([known.response.statusCode, unknown.response.statusCode, right.response.statusCode]).toEqual([
      400, 400, 200,
    ]);
    expect(known.response.body).toBe(unknown.response.body);
    // A lower bound only (the floor's timer cannot fire early by more than the clock's granularity).
    for (const answer of [known, unknown, right])
      expect(answer.ms).toBeGreaterThanOrEqual(ENUMERATION_FLOOR_MS - 2);
  });

  it('floors a refusal too (missing username)', async () => {
    const missing = performance.now();
    const noUser = await t.agent('10.3.0.5').post('/api/identity/security-code/verify', {
      securityCode: '123456',
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
    });
    expect(noUser.statusCode).toBe(400);
    expect(performance.now() - missing).toBeGreaterThanOrEqual(ENUMERATION_FLOOR_MS - 2);
  });
});
