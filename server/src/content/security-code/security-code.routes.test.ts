import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';
import { SECURITY_CODE_TTL_MS } from './security-code.ts';

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

/** The 6-digit code of the newest SMS or mail sent to `recipient`. */
async function lastCode(recipient: string): Promise<string> {
  const [message] = await t.outbox(recipient);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no security code sent to ${recipient}`);
  return code;
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function signedIn(): Promise<TestAgent> {
  const agent = t.agent();
  await signInAs(t, agent);
  return agent;
}

describe('POST /api/identity/security-code/send', () => {
  it('sends 6 digits by SMS to a confirmed phone and logs the SMS in the outbox', async () => {
    const agent = await signedIn();
    const response = await agent.post('/api/identity/security-code/send', {
      sendType: 'SMS',
      operation: 'VERIFY_AMF',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: "Un code de sécurité vient d'être envoyé par SMS au 06 ** ** ** 78.",
      telephoneForbidden: false,
    });
    const [sms] = await t.outbox('0612345678');
    expect(sms).toMatchObject({ kind: 'sms', template: 'security-code' });
    expect(await lastCode('0612345678')).toMatch(/^\d{6}$/);
  });

  it('switches to mail when the phone may not receive the code, and says so', async () => {
    await t.db.query("UPDATE members SET telephone_confirmed = false WHERE id = 'M001'");
    const agent = await signedIn();
    const response = await agent.post('/api/identity/security-code/send', {
      sendType: 'SMS',
      operation: 'VERIFY_AMF',
    });
    expect(response.json()).toEqual({
      content: "Un code de sécurité vient d'être envoyé à l'adresse d**o@m*******.fr.",
      telephoneForbidden: true,
    });
    expect((await t.outbox('demo@mutuelle.fr'))[0]?.kind).toBe('mail');
  });

  it('stores only a hash of the code', async () => {
    const agent = await signedIn();
    await agent.post('/api/identity/security-code/send', { sendType: 'MAIL', operation: 'VERIFY_AMF' });
    const code = await lastCode('demo@mutuelle.fr');
    const { rows } = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM security_codes');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('asks for the user when an unauthenticated operation comes without username', async () => {
    const response = await t.agent().post('/api/identity/security-code/send', {
      sendType: 'MAIL',
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Veuillez renseigner les informations de l'utilisateur.",
    });
  });

  it('answers alike for a known and an unknown username', async () => {
    const send = (username: string) =>
      t.agent().post('/api/identity/security-code/send', {
        sendType: 'MAIL',
        operation: 'VERIFY_UNAUTHENTICATED_AMF',
        username,
      });
    const known = await send('1000001');
    const unknown = await send('9999999');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect((await t.outbox('demo@mutuelle.fr'))[0]?.template).toBe('security-code');
  });

  it('needs a session for an authenticated operation', async () => {
    const response = await t
      .agent()
      .post('/api/identity/security-code/send', { sendType: 'MAIL', operation: 'VERIFY_AMF' });
    expect(response.statusCode).toBe(401);
  });

  it('pauses after five codes in a quarter of an hour', async () => {
    const agent = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await agent.post('/api/identity/security-code/send', { sendType: 'MAIL', operation: 'VERIFY_AMF' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 400]);
    const refused = await agent.post('/api/identity/security-code/send', {
      sendType: 'MAIL',
      operation: 'VERIFY_AMF',
    });
    expect(refused.json()).toEqual({
      code: 'SECURITY_CODE.TOO_MANY_SENDS',
      message: 'Trop de codes de sécurité ont été demandés. Veuillez réessayer dans quelques minutes.',
    });
  });
});

describe('POST /api/identity/security-code/verify', () => {
  async function sendAndRead(agent: TestAgent): Promise<string> {
    await agent.post('/api/identity/security-code/send', { sendType: 'MAIL', operation: 'VERIFY_AMF' });
    return lastCode('demo@mutuelle.fr');
  }

  it('accepts the right code once', async () => {
    const agent = await signedIn();
    const code = await sendAndRead(agent);
    const first = await agent.post('/api/identity/security-code/verify', {
      securityCode: code,
      operation: 'VERIFY_AMF',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ valid: true });
    const second = await agent.post('/api/identity/security-code/verify', {
      securityCode: code,
      operation: 'VERIFY_AMF',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'SECURITY_CODE.USED' });
  });

  it('refuses the right code after ten minutes', async () => {
    const agent = await signedIn();
    const code = await sendAndRead(agent);
    t.clock.advance(SECURITY_CODE_TTL_MS);
    const response = await agent.post('/api/identity/security-code/verify', {
      securityCode: code,
      operation: 'VERIFY_AMF',
    });
    expect(response.json()).toMatchObject({
      code: 'SECURITY_CODE.EXPIRED',
      message: 'Ce code de sécurité a expiré. Demandez un nouveau code.',
    });
  });

  it('kills the code after five wrong tries, even for the right code afterwards', async () => {
    const agent = await signedIn();
    const code = await sendAndRead(agent);
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await agent.post('/api/identity/security-code/verify', {
        securityCode: otherCode(code),
        operation: 'VERIFY_AMF',
      });
      codes.push(response.json<{ code: string }>().code);
    }
    expect(codes).toEqual([
      'SECURITY_CODE.INVALID',
      'SECURITY_CODE.INVALID',
      'SECURITY_CODE.INVALID',
      'SECURITY_CODE.INVALID',
      'SECURITY_CODE.LOCKED',
    ]);
    const right = await agent.post('/api/identity/security-code/verify', {
      securityCode: code,
      operation: 'VERIFY_AMF',
    });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'SECURITY_CODE.LOCKED' });
  });

  it('only honours the latest code sent', async () => {
    const agent = await signedIn();
    const first = await sendAndRead(agent);
    const second = await sendAndRead(agent);
    if (first !== second) {
      const stale = await agent.post('/api/identity/security-code/verify', {
        securityCode: first,
        operation: 'VERIFY_AMF',
      });
      expect(stale.statusCode).toBe(400);
    }
    const fresh = await agent.post('/api/identity/security-code/verify', {
      securityCode: second,
      operation: 'VERIFY_AMF',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers a malformed code with the domain message', async () => {
    const agent = await signedIn();
    const response = await agent.post('/api/identity/security-code/verify', {
      securityCode: '12a4',
      operation: 'VERIFY_AMF',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'SECURITY_CODE.LENGTH',
      message: 'Le code de sécurité comporte 6 chiffres.',
    });
  });

  it('throttles an IP after ten wrong codes across accounts and usernames', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.agent('10.0.0.9').post('/api/identity/security-code/verify', {
        securityCode: '123456',
        operation: 'VERIFY_UNAUTHENTICATED_AMF',
        username: `inconnu-${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(400);
    const locked = await t.agent('10.0.0.9').post('/api/identity/security-code/verify', {
      securityCode: '123456',
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: 'encore-un',
    });
    expect(locked.json()).toMatchObject({ code: 'SECURITY_CODE.TOO_MANY_ATTEMPTS' });
  });

  it('activates a new mobile number with ACTIVATE_AMF', async () => {
    const agent = await signedIn();
    await agent.post('/api/identity/security-code/send', { sendType: 'MAIL', operation: 'ACTIVATE_AMF' });
    const code = await lastCode('demo@mutuelle.fr');
    const response = await agent.post('/api/identity/security-code/verify', {
      securityCode: code,
      operation: 'ACTIVATE_AMF',
      newAmfTel: '+33 7 11 22 33 44',
    });
    expect(response.statusCode).toBe(200);
    expect((await agent.get('/api/identity/security-code/contact')).json()).toEqual({
      telephone: '07 ** ** ** 44',
      email: 'd**o@m*******.fr',
    });
  });
});

describe('GET /api/identity/security-code/contact', () => {
  it('gives the masked phone and e-mail of the signed-in user only', async () => {
    expect((await t.agent().get('/api/identity/security-code/contact')).statusCode).toBe(401);
    const agent = await signedIn();
    expect((await agent.get('/api/identity/security-code/contact?isLoginType=false')).json()).toEqual({
      telephone: '06 ** ** ** 78',
      email: 'd**o@m*******.fr',
    });
  });
});
