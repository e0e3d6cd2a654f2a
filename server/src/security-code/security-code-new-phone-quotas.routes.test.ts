import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createMemberAccount, DEMO_ACCOUNT_ID, signInAs } from '../testing/member-session.ts';
import { NEW_PHONE_IP_LIMIT, NEW_PHONE_NUMBER_LIMIT } from './new-phone.ts';
import { SEND_LIMIT } from './security-code-send.ts';

/**
 * A member may now text a number the portal never saw: the sends to new numbers are paused per account, per
 * number (whatever the account) and per client IP, each with the same answer, and a refused send texts nobody.
 */
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

const SEND = '/api/identity/security-code/send';
const TOO_MANY = {
  code: 'SECURITY_CODE.TOO_MANY_SENDS',
  message: 'Trop de codes de sécurité ont été demandés. Veuillez réessayer dans quelques minutes.',
};

/** The seeded members without an account get one each (the demo member has one). */
async function members(ip: string): Promise<TestAgent[]> {
  const ids = [DEMO_ACCOUNT_ID];
  for (const [member, login] of [
    ['M002', 'jean.martin@example.fr'],
    ['M003', 'elodie.lefevre@example.fr'],
    ['M004', 'pierre.nguyen@example.fr'],
    ['M005', 'sophie.bernard@example.fr'],
  ] as const) {
    ids.push(await createMemberAccount(t, member, login));
  }
  const agents: TestAgent[] = [];
  for (const id of ids) {
    const agent = t.agent(ip);
    await signInAs(t, agent, id);
    agents.push(agent);
  }
  return agents;
}

function sendTo(agent: TestAgent, newAmfTel: string) {
  return agent.post(SEND, { sendType: 'SMS', operation: 'ACTIVATE_AMF', newAmfTel });
}

describe('quotas of the codes sent to a new mobile', () => {
  it('pauses one account after its quota, whatever the numbers', async () => {
    const [agent] = await members('10.2.0.1');
    if (agent === undefined) throw new Error('no member');
    const statuses: number[] = [];
    for (let i = 0; i <= SEND_LIMIT.maxFailures; i += 1) {
      statuses.push((await sendTo(agent, `07000000${String(10 + i)}`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(SEND_LIMIT.maxFailures).fill(200), 400]);
  });

  it('pauses one number whatever the accounts texting it, and texts it no more', async () => {
    const agents = await members('10.2.0.2');
    const answers = [];
    // Five accounts, then the first one again (its own quota is far from reached).
    const senders = [...agents, ...agents].slice(0, NEW_PHONE_NUMBER_LIMIT.maxFailures + 1);
    for (const agent of senders) {
      const response = await sendTo(agent, '0755555555');
      answers.push(response.statusCode === 200 ? 200 : response.json());
    }
    expect(answers).toEqual([...Array<number>(NEW_PHONE_NUMBER_LIMIT.maxFailures).fill(200), TOO_MANY]);
    expect(await t.outbox('0755555555')).toHaveLength(NEW_PHONE_NUMBER_LIMIT.maxFailures);
  });

  it('pauses one client IP whatever the accounts and numbers; another IP still sends', async () => {
    const agents = await members('10.2.0.3');
    const perAccount = SEND_LIMIT.maxFailures - 1;
    const statuses: number[] = [];
    for (const [a, agent] of agents.entries()) {
      for (let i = 0; i < perAccount; i += 1) {
        statuses.push((await sendTo(agent, `06${String(a)}00000${String(10 + i)}`)).statusCode);
      }
    }
    expect(statuses).toEqual(Array<number>(NEW_PHONE_IP_LIMIT.maxFailures).fill(200));
    const [first] = agents;
    if (first === undefined) throw new Error('no member');
    const refused = await sendTo(first, '0611111111');
    expect(refused.json()).toEqual(TOO_MANY);
    expect(await t.outbox('0611111111')).toEqual([]);
    const elsewhere = t.agent('10.2.0.4');
    await signInAs(t, elsewhere, DEMO_ACCOUNT_ID);
    expect((await sendTo(elsewhere, '0612121212')).statusCode).toBe(200);
  });
});
