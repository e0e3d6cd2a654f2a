import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberAccount } from '../../server/src/testing/member-session.ts';
import { DEMO_MEMBER_LOGIN } from '../../server/src/db/seeds/core.seed.ts';
import { JEAN } from '../../server/src/testing/identity-fixtures.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { EnumerationBench, TRIES, expectIndistinguishable, timed } from './support/enumeration-bench.ts';
import { FigureBook } from './support/figures.ts';
import {
  DEMO_FORM,
  DEMO_REGISTRATION,
  MAIL_MEMBER_FORM,
  MASKED_LOGIN,
  SMS_LOGIN,
  SMS_PHONE,
  UNKNOWN_FORM,
  UNKNOWN_REGISTRATION,
} from './support/identity-forms.ts';

const OPERATION = 'VERIFY_UNAUTHENTICATED_AMF';
/** Past every per-account / per-login window and lock (15 min + 15 min). */
const PAST_LOCKS_MS = 31 * 60_000;

const book = new FigureBook('security-enumeration', 'Sécurité — énumération de comptes (réponses et temps)');
let t: TestApp;
const bench = new EnumerationBench(() => t, book);
const freshAgent = () => bench.freshAgent();
const sentTo = (recipient: string, template: string) => bench.sentTo(recipient, template);
const runScenario = (scenario: Parameters<EnumerationBench['run']>[0]) => bench.run(scenario);

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date());
  await createMemberAccount(t, 'M004', 'pierre.nguyen@example.fr');
  await createMemberAccount(t, 'M003', SMS_LOGIN);
});

afterAll(async () => {
  book.note(
    `Méthode : ${String(TRIES)} paires de requêtes par point d'entrée (compte existant / inconnu envoyés ensemble — l'un après l'autre pour la connexion, liée au processeur —, ordre alterné à chaque paire, ` +
      "chaque requête depuis une IP neuve pour que les quotas par IP n'interviennent pas), application réelle " +
      '(`buildApp`, PGlite, argon2id) appelée en mémoire (`inject`) ; statut et corps comparés après neutralisation des ' +
      'seules valeurs qui diffèrent par construction (identifiant ressaisi, jeton anti-falsification, identifiant masqué) ; ' +
      "écart entre les médianes des temps de réponse des deux groupes (objectif < 10 %) ; les deux requêtes d'une paire " +
      'partant ensemble, un pic de charge de la machine partagée (2 cœurs) les touche toutes deux.',
  );
  await book.write();
  await t?.close();
});

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
                operation: OPERATION,
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
      // argon2id on a shared 2-core machine: one request after the other, twice the pairs for a steadier median.
      tries: 2 * TRIES,
      together: false,
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

  it('security-code verify without a session (wrong code): an existing login and an unknown one', async () => {
    const logins = { known: 'pierre.nguyen@example.fr', unknown: 'personne.inconnue.timing@example.fr' };
    const outcome = await runScenario({
      endpoint: 'POST /api/identity/security-code/verify',
      known: 'identifiant existant (code en cours)',
      unknown: 'identifiant inconnu (code leurre)',
      async send(kind) {
        const agent = await freshAgent();
        const body = { securityCode: '000000', operation: OPERATION, username: logins[kind] };
        return timed(() => agent.post('/api/identity/security-code/verify', body));
      },
      // A live code for both every 4 pairs (past the pauses): the known login compares with a real code.
      between: async (pair) => {
        if (pair % 4 !== 0) return;
        t.clock.advance(PAST_LOCKS_MS);
        for (const username of Object.values(logins)) {
          const agent = await freshAgent();
          await agent.post('/api/identity/security-code/send', {
            sendType: 'MAIL',
            operation: OPERATION,
            username,
          });
        }
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
        operation: OPERATION,
        username,
      });
      answers.push(`${String(send.statusCode)} ${send.body}`);
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const verify = await agent.post('/api/identity/security-code/verify', {
          securityCode: '000000',
          operation: OPERATION,
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
