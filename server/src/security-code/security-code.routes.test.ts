import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';
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
      content: "Un code de sécurité vient d'être envoyé par SMS au •• •• •• •• 78.",
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

  // S1: without a session, the SMS wording and `telephoneForbidden` told whether the login had a confirmed phone.
  it('answers an SMS request without session alike for a confirmed phone, an unconfirmed one and an unknown login', async () => {
    await createMemberAccount(t, 'M002', 'jean.martin@example.fr');
    const send = (username: string) =>
      t.agent().post('/api/identity/security-code/send', {
        sendType: 'SMS',
        operation: 'VERIFY_UNAUTHENTICATED_AMF',
        username,
      });
    const answers = [
      await send('demo@mutuelle.fr'),
      await send('jean.martin@example.fr'),
      await send('personne.inconnue@example.fr'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers)
      expect(answer.json()).toEqual({
        content:
          "Un code de sécurité vient de vous être envoyé par SMS ou, si votre numéro de mobile n'est pas confirmé, par e-mail.",
        telephoneForbidden: false,
      });
    expect((await t.outbox('0612345678'))[0]).toMatchObject({ kind: 'sms', template: 'security-code' });
    expect((await t.outbox('jean.martin@example.fr'))[0]).toMatchObject({
      kind: 'mail',
      template: 'security-code',
    });
  });

  it('says mail without session for every login when the tenant has SMS off', async () => {
    const off = await buildTestApp({
      tenant: { ...t.deps.tenant, client: { ...t.deps.tenant.client, amfSmsActivated: false } },
    });
    try {
      const send = (username: string) =>
        off.agent().post('/api/identity/security-code/send', {
          sendType: 'SMS',
          operation: 'VERIFY_UNAUTHENTICATED_AMF',
          username,
        });
      const expected = {
        content: 'Un code de sécurité vient de vous être envoyé par e-mail.',
        telephoneForbidden: true,
      };
      expect((await send('demo@mutuelle.fr')).json()).toEqual(expected);
      expect((await send('personne.inconnue@example.fr')).json()).toEqual(expected);
      expect((await off.outbox('demo@mutuelle.fr'))[0]?.kind).toBe('mail');
    } finally {
      await off.close();
    }
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

  // S2: the fifth wrong try answered LOCKED only for a login that exists (an unknown one stayed INVALID).
  describe('without a session, an unknown username behaves like a login with a real code', () => {
    let ip = 0;
    /** Each sequence from its own IP, so the per-IP pause (10 failures) never mixes into the comparison. */
    async function sequence(username: string, steps: readonly ('send' | 'wrong' | 'wait')[]) {
      ip += 1;
      const agent = t.agent(`10.1.0.${String(ip)}`);
      const answers: string[] = [];
      for (const step of steps) {
        if (step === 'wait') {
          t.clock.advance(SECURITY_CODE_TTL_MS);
          continue;
        }
        const response =
          step === 'send'
            ? await agent.post('/api/identity/security-code/send', {
                sendType: 'MAIL',
                operation: 'VERIFY_UNAUTHENTICATED_AMF',
                username,
              })
            : await agent.post('/api/identity/security-code/verify', {
                securityCode: '000000',
                operation: 'VERIFY_UNAUTHENTICATED_AMF',
                username,
              });
        answers.push(`${String(response.statusCode)} ${response.body}`);
      }
      return answers;
    }

    async function sameAnswers(steps: readonly ('send' | 'wrong' | 'wait')[]): Promise<string[]> {
      // The demo code is '000000' once in a million: the known run would then answer 200 and differ.
      const known = await sequence('demo@mutuelle.fr', steps);
      const unknown = await sequence('personne.inconnue@example.fr', steps);
      expect(known).toEqual(unknown);
      return known;
    }

    it('LOCKED at the fifth wrong try, and still LOCKED after', async () => {
      const answers = await sameAnswers(['send', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong']);
      expect(answers.map((answer) => /"code":"([A-Z_.]+)"/.exec(answer)?.[1] ?? answer)).toEqual([
        '200 {"content":"Un code de sécurité vient de vous être envoyé par e-mail.","telephoneForbidden":false}',
        'SECURITY_CODE.INVALID',
        'SECURITY_CODE.INVALID',
        'SECURITY_CODE.INVALID',
        'SECURITY_CODE.INVALID',
        'SECURITY_CODE.LOCKED',
        'SECURITY_CODE.LOCKED',
      ]);
    });

    it('EXPIRED ten minutes after the send, INVALID again after a new send', async () => {
      const answers = await sameAnswers(['send', 'wrong', 'wait', 'wrong', 'send', 'wrong']);
      expect(answers.map((answer) => /"code":"([A-Z_.]+)"/.exec(answer)?.[1] ?? 'sent')).toEqual([
        'sent',
        'SECURITY_CODE.INVALID',
        'SECURITY_CODE.EXPIRED',
        'sent',
        'SECURITY_CODE.INVALID',
      ]);
    });

    it('a new send gives five fresh tries', async () => {
      const answers = await sameAnswers([
        ...(['send', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong'] as const),
        ...(['send', 'wrong'] as const),
      ]);
      expect(answers.at(-1)).toContain('SECURITY_CODE.INVALID');
    });

    it('INVALID without any send, like a login without a live code', async () => {
      const answers = await sameAnswers(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong']);
      expect(answers.every((answer) => answer.includes('SECURITY_CODE.INVALID'))).toBe(true);
    });

    it('keeps no clear username of an unknown person in the decoy state', async () => {
      await sequence('personne.inconnue@example.fr', ['send', 'wrong']);
      const { rows } = await t.db.query<{ subject: string }>(
        'SELECT subject_hash AS subject FROM security_code_decoys',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.subject).not.toContain('personne');
    });
  });
});

describe('GET /api/identity/security-code/contact', () => {
  it('gives the masked phone and e-mail of the signed-in user only', async () => {
    expect((await t.agent().get('/api/identity/security-code/contact')).statusCode).toBe(401);
    const agent = await signedIn();
    expect((await agent.get('/api/identity/security-code/contact?isLoginType=false')).json()).toEqual({
      telephone: '•• •• •• •• 78',
      email: 'd**o@m*******.fr',
    });
  });
});
