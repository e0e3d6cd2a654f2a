import { type ExpectStatic, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberAccount } from '../../server/src/content/testing/member-session.ts';
import { DEMO_MEMBER_LOGIN } from '../../server/src/identity/core.seed.ts';
import { JEAN } from '../../server/src/testing/identity-fixtures.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { FigureBook } from './support/figures.ts';
import { median, pairedMedianDifferencePercent, relativeDifferencePercent, round } from './support/stats.ts';

/** Requests per account kind and endpoint (benchmark-style, generous bound). */
const TRIES = 30;
const MAX_MEDIAN_GAP_PERCENT = 10;
/** Past every per-account / per-login window and lock (15 min + 15 min). */
const PAST_LOCKS_MS = 31 * 60_000;

const DEMO_REGISTRATION = {
  ...JEAN,
  numeroContrat: '1000001',
  nom: 'DUPONT',
  prenom: 'marie',
  dateNaissance: '1985-05-12',
  codePostal: '75011',
  iban: '0189',
  email: DEMO_MEMBER_LOGIN,
};
const UNKNOWN_REGISTRATION = {
  ...JEAN,
  numeroContrat: '1999999',
  nom: 'INCONNU',
  prenom: 'personne',
  email: 'personne@example.fr',
};
/** A masked login as the server shows it (`d**o@m*******.fr`). */
const MASKED_LOGIN = /"currentUserName":"[^"*]\*+[^"*]?@[^"*]\*+\.[a-z]+"/;

const book = new FigureBook('security-enumeration', 'Sécurité — énumération de comptes (réponses et temps)');
let t: TestApp;
let ipCounter = 0;

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

/** A fresh client from a fresh IP (per-IP quotas never interfere), its anti-forgery cookie fetched untimed. */
async function freshAgent() {
  ipCounter += 1;
  const agent = t.agent(
    `10.${String((ipCounter >> 16) & 255)}.${String((ipCounter >> 8) & 255)}.${String(ipCounter & 255)}`,
  );
  await agent.get('/api/config/portal');
  return agent;
}

async function timed(send: () => Promise<{ statusCode: number; body: string }>): Promise<Answer> {
  const started = performance.now();
  const response = await send();
  return { status: response.statusCode, body: response.body, ms: performance.now() - started };
}

interface Scenario {
  readonly endpoint: string;
  /** Who the "known" request is about (for the report). */
  readonly known: string;
  readonly unknown: string;
  send(kind: 'known' | 'unknown'): Promise<Answer>;
  /** Makes the answer comparable (values that differ by design, such as an echoed login or a token). */
  normalize?(body: string, kind: 'known' | 'unknown'): string;
  /** Between pairs, untimed (e.g. move the clock past a lock). */
  between?(pair: number): Promise<void>;
}

interface Outcome {
  readonly differences: string[];
  readonly knownMedian: number;
  readonly unknownMedian: number;
  /** Gap between the two medians, relative to the smaller. */
  readonly gapPercent: number;
  /** Median of the per-pair relative differences (known − unknown) / unknown. */
  readonly pairedPercent: number;
}

/** Alternates known/unknown (order flipped every pair) `TRIES` times; compares every pair and the medians. */
async function runScenario(scenario: Scenario): Promise<Outcome> {
  const known: number[] = [];
  const unknown: number[] = [];
  const differences: string[] = [];
  const normalize = scenario.normalize ?? ((body: string) => body);
  for (let pair = 0; pair < TRIES; pair += 1) {
    await scenario.between?.(pair);
    const order = pair % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    const answers = new Map<'known' | 'unknown', Answer>();
    for (const kind of order) answers.set(kind, await scenario.send(kind));
    const k = answers.get('known');
    const u = answers.get('unknown');
    if (k === undefined || u === undefined) throw new Error('missing answer');
    known.push(k.ms);
    unknown.push(u.ms);
    const kb = normalize(k.body, 'known');
    const ub = normalize(u.body, 'unknown');
    if (k.status !== u.status || kb !== ub)
      differences.push(
        `essai ${String(pair + 1)} : ${String(k.status)} ${kb.slice(0, 200)} ≠ ${String(u.status)} ${ub.slice(0, 200)}`,
      );
  }
  const knownMedian = median(known);
  const unknownMedian = median(unknown);
  const gapPercent = relativeDifferencePercent(knownMedian, unknownMedian);
  const pairedPercent = pairedMedianDifferencePercent(known, unknown);
  book.add({
    label: `${scenario.endpoint} — réponses différentes (${scenario.known} / ${scenario.unknown})`,
    value: differences.length,
    unit: `sur ${String(TRIES)} paires`,
    goal: '0',
    ok: differences.length === 0,
  });
  book.add({
    label: `${scenario.endpoint} — médianes connu / inconnu (écart)`,
    value: `${String(round(knownMedian))} / ${String(round(unknownMedian))} (${String(round(gapPercent))} %)`,
    unit: 'ms',
  });
  book.add({
    label: `${scenario.endpoint} — écart médian apparié (connu − inconnu)`,
    value: round(pairedPercent),
    unit: '%',
    goal: `|écart| < ${String(MAX_MEDIAN_GAP_PERCENT)} %`,
    ok: Math.abs(pairedPercent) < MAX_MEDIAN_GAP_PERCENT,
  });
  if (differences.length > 0) book.note(`**${scenario.endpoint}** : ${differences[0] ?? ''}`);
  return { differences, knownMedian, unknownMedian, gapPercent, pairedPercent };
}

function expectIndistinguishable(outcome: Outcome, check: ExpectStatic = expect): void {
  check(outcome.differences).toEqual([]);
  check(Math.abs(outcome.pairedPercent)).toBeLessThan(MAX_MEDIAN_GAP_PERCENT);
}

/** Messages of `template` written to `recipient` so far (proof that the "known" path did its real work). */
async function sentTo(recipient: string, template: string): Promise<number> {
  const { rows } = await t.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM outbox WHERE lower(recipient) = lower($1) AND template = $2',
    [recipient, template],
  );
  return rows[0]?.count ?? 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date());
  await createMemberAccount(t, 'M004', 'pierre.nguyen@example.fr');
  await createMemberAccount(t, 'M003', SMS_LOGIN);
});

afterAll(async () => {
  book.note(
    `Méthode : ${String(TRIES)} paires de requêtes par point d'entrée (compte existant / inconnu, ordre alterné à chaque paire, ` +
      "chaque requête depuis une IP neuve pour que les quotas par IP n'interviennent pas), application réelle " +
      '(`buildApp`, PGlite, argon2id) appelée en mémoire (`inject`) ; statut et corps comparés après neutralisation des ' +
      'seules valeurs qui diffèrent par construction (identifiant ressaisi, jeton anti-falsification, identifiant masqué) ; ' +
      'médianes des temps de réponse. Mesures prises sur la machine partagée (2 cœurs), sous la charge du moment.',
  );
  await book.write();
  await t?.close();
});

const DEMO_FORM = {
  numeroContrat: '1000001',
  nom: 'DUPONT',
  prenom: 'marie',
  dateNaissance: '1985-05-12',
  codePostal: '75011',
  email: 'nouvel.identifiant@example.fr',
};
const MAIL_MEMBER_FORM = {
  numeroContrat: '1000004',
  nom: "N'GUYEN-CASANOVA",
  prenom: 'Pierre Antoine',
  dateNaissance: '1968-07-21',
  codePostal: '20000',
  email: 'nouvel.identifiant@example.fr',
};
const UNKNOWN_FORM = { ...DEMO_FORM, numeroContrat: '1999999', nom: 'INCONNU', prenom: 'personne' };
/** M003 (phone confirmed) gets an account for the SMS send scenario. */
const SMS_LOGIN = 'elodie.lefevre@example.fr';
const SMS_PHONE = '0611223344';

// The timing floor (150 ms) makes these scenarios mostly waiting: they run side by side (each with its own accounts
// and throttle keys). The CPU-bound login and the verify sequence run alone afterwards.
describe.concurrent(
  'Enumeration (floored endpoints): same answer, same time for an existing and an unknown account',
  () => {
    it('register: an existing account and an unknown person', async ({ expect: check }) => {
      const mails = await sentTo(DEMO_MEMBER_LOGIN, 'account-exists');
      const outcome = await runScenario({
        endpoint: 'POST /api/identity/register',
        known: 'compte existant',
        unknown: 'personne inconnue',
        async send(kind) {
          const agent = await freshAgent();
          return timed(() =>
            agent.post('/api/identity/register', kind === 'known' ? DEMO_REGISTRATION : UNKNOWN_REGISTRATION),
          );
        },
      });
      check(await sentTo(DEMO_MEMBER_LOGIN, 'account-exists')).toBeGreaterThanOrEqual(mails + TRIES);
      expectIndistinguishable(outcome, check);
    });

    it('register: an existing account and a member without account', async ({ expect: check }) => {
      const outcome = await runScenario({
        endpoint: 'POST /api/identity/register (adhérent sans compte)',
        known: 'compte existant',
        unknown: 'adhérent sans compte',
        async send(kind) {
          const agent = await freshAgent();
          return timed(() =>
            agent.post('/api/identity/register', kind === 'known' ? DEMO_REGISTRATION : JEAN),
          );
        },
      });
      check(await sentTo(JEAN.email, 'activation')).toBe(TRIES);
      expectIndistinguishable(outcome, check);
    });

    it('forgot-password: an existing login and an unknown one', async ({ expect: check }) => {
      const mails = await sentTo(DEMO_MEMBER_LOGIN, 'reset-password');
      const outcome = await runScenario({
        endpoint: 'POST /api/identity/forgot-password',
        known: 'identifiant existant',
        unknown: 'identifiant inconnu',
        async send(kind) {
          const agent = await freshAgent();
          const userName = kind === 'known' ? DEMO_MEMBER_LOGIN : 'personne.inconnue@example.fr';
          return timed(() =>
            agent.post('/api/identity/forgot-password', { userName, dateNaissance: '1985-05-12' }),
          );
        },
      });
      check(await sentTo(DEMO_MEMBER_LOGIN, 'reset-password')).toBe(mails + TRIES);
      expectIndistinguishable(outcome, check);
    });

    it('pre-forgot-username: a member whose code goes by e-mail and an unknown person', async ({
      expect: check,
    }) => {
      const outcome = await runScenario({
        endpoint: 'POST /api/identity/pre-forgot-username',
        known: 'adhérent avec compte (code par e-mail)',
        unknown: 'personne inconnue',
        async send(kind) {
          const agent = await freshAgent();
          return timed(() =>
            agent.post(
              '/api/identity/pre-forgot-username',
              kind === 'known' ? MAIL_MEMBER_FORM : UNKNOWN_FORM,
            ),
          );
        },
        // The masked login is the member's own (or a stable decoy): compare its shape only.
        normalize: (body) => body.replace(MASKED_LOGIN, '"currentUserName":"<masqué>"'),
      });
      expectIndistinguishable(outcome, check);
    });

    it('pre-forgot-username: a member whose code goes by SMS and an unknown person', async ({
      expect: check,
    }) => {
      const outcome = await runScenario({
        endpoint: 'POST /api/identity/pre-forgot-username (SMS)',
        known: 'adhérent avec compte et téléphone confirmé',
        unknown: 'personne inconnue',
        async send(kind) {
          const agent = await freshAgent();
          return timed(() =>
            agent.post('/api/identity/pre-forgot-username', kind === 'known' ? DEMO_FORM : UNKNOWN_FORM),
          );
        },
        normalize: (body) =>
          body
            .replace(MASKED_LOGIN, '"currentUserName":"<masqué>"')
            .replace(/"telephone":"0\d \*\* \*\* \*\* \d\d"/, '"telephone":"<masqué>"'),
      });
      expectIndistinguishable(outcome, check);
    });

    it('forgot-username: an existing member and an unknown person, without a verified code', async ({
      expect: check,
    }) => {
      const outcome = await runScenario({
        endpoint: 'POST /api/identity/forgot-username',
        known: 'adhérent avec compte',
        unknown: 'personne inconnue',
        async send(kind) {
          const agent = await freshAgent();
          const form = kind === 'known' ? DEMO_FORM : UNKNOWN_FORM;
          return timed(() =>
            agent.post('/api/identity/forgot-username', { ...form, securityCode: '123456' }),
          );
        },
      });
      expectIndistinguishable(outcome, check);
    });

    for (const [sendType, login, recipient] of [
      ['MAIL', DEMO_MEMBER_LOGIN, DEMO_MEMBER_LOGIN],
      ['SMS', SMS_LOGIN, SMS_PHONE],
    ] as const) {
      it(`security-code send without a session (${sendType}): an existing login and an unknown one`, async ({
        expect: check,
      }) => {
        const sent = await sentTo(recipient, 'security-code');
        let sendsInWindow = 0;
        const outcome = await runScenario({
          endpoint: `POST /api/identity/security-code/send (${sendType})`,
          known: 'identifiant existant',
          unknown: 'identifiant inconnu',
          async send(kind) {
            const agent = await freshAgent();
            const username =
              kind === 'known' ? login : `personne.inconnue.${sendType.toLowerCase()}@example.fr`;
            return timed(() =>
              agent.post('/api/identity/security-code/send', {
                sendType,
                operation: 'VERIFY_UNAUTHENTICATED_AMF',
                username,
              }),
            );
          },
          // Past the 5-sends-per-15-minutes quota every 4 pairs, so that each try really sends a code.
          between: async () => {
            sendsInWindow += 1;
            if (sendsInWindow === 4) {
              sendsInWindow = 0;
              t.clock.advance(PAST_LOCKS_MS);
            }
          },
        });
        check(await sentTo(recipient, 'security-code')).toBeGreaterThanOrEqual(sent + TRIES);
        expectIndistinguishable(outcome, check);
      });
    }
  },
);

describe('Enumeration (CPU-bound and stateful checks, one at a time)', () => {
  it('login: an existing login with a wrong password and an unknown login', async () => {
    const outcome = await runScenario({
      endpoint: 'POST /api/identity/login',
      known: 'identifiant existant, mauvais mot de passe',
      unknown: 'identifiant inconnu',
      async send(kind) {
        const agent = await freshAgent();
        const userName = kind === 'known' ? DEMO_MEMBER_LOGIN : 'personne.inconnue@example.fr';
        return timed(() =>
          agent.submitForm('/api/identity/login', { userName, password: 'Mauvais#2025', callbackUrl: '/' }),
        );
      },
      normalize: (body) =>
        body
          .replaceAll(DEMO_MEMBER_LOGIN, '<identifiant>')
          .replaceAll('personne.inconnue@example.fr', '<identifiant>')
          .replace(/name="_csrf" value="[^"]*"/, 'name="_csrf" value="<jeton>"'),
      // Every 8 pairs, past the per-login lock (10 failures), so that each try verifies a password.
      between: async (pair) => {
        if (pair % 8 === 0) t.clock.advance(PAST_LOCKS_MS);
      },
    });
    expectIndistinguishable(outcome);
  });

  it('security-code send then 6 wrong codes: the same answers for an existing login and an unknown one', async () => {
    t.clock.advance(PAST_LOCKS_MS);
    const sequence = async (username: string) => {
      const agent = await freshAgent();
      const answers: string[] = [];
      const send = await agent.post('/api/identity/security-code/send', {
        sendType: 'MAIL',
        operation: 'VERIFY_UNAUTHENTICATED_AMF',
        username,
      });
      answers.push(`${String(send.statusCode)} ${send.body}`);
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const verify = await agent.post('/api/identity/security-code/verify', {
          securityCode: '000000',
          operation: 'VERIFY_UNAUTHENTICATED_AMF',
          username,
        });
        answers.push(`${String(verify.statusCode)} ${verify.body}`);
      }
      return answers;
    };
    const known = await sequence(DEMO_MEMBER_LOGIN);
    const unknown = await sequence('personne.inconnue.verify@example.fr');
    const differing = known.filter((answer, index) => answer !== unknown[index]).length;
    book.add({
      label: 'POST /api/identity/security-code/send puis 6 × verify erronés — réponses différentes',
      value: differing,
      unit: 'sur 7',
      goal: '0',
      ok: differing === 0,
    });
    if (differing > 0)
      book.note(`**security-code verify** : connu ${known.at(-1) ?? ''} ≠ inconnu ${unknown.at(-1) ?? ''}`);
    expect(known).toEqual(unknown);
  });
});
