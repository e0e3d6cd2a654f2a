// Step of `npm run bench:server`: enumeration timing, the median answer time for a known and an unknown account
// (bounded: below the registration rate limit and the login lock).
import { DEMO_MEMBER_LOGIN } from '../db/seeds/core.seed.ts';

/** Known / unknown median times of register, forgot-password and a wrong-password login, with their gap. */
export async function benchEnumerationParity(base: string, csrf: string): Promise<Record<string, string>> {
  const json = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${csrf}`, 'x-xsrf-token': csrf };
  /** Median answer times of two calls, measured alternately (A, B, A, B…) so load drift hits both. */
  async function medians(
    runs: number,
    a: () => Promise<Response>,
    b: () => Promise<Response>,
  ): Promise<[number, number]> {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < runs * 2; i += 1) {
      const t0 = performance.now();
      await (await (i % 2 === 0 ? a : b)()).arrayBuffer();
      times[i % 2]?.push(performance.now() - t0);
    }
    const mid = (list: number[]): number => list.sort((x, y) => x - y)[Math.floor(list.length / 2)] ?? 0;
    return [mid(times[0]), mid(times[1])];
  }
  const register = (numeroContrat: string, email: string) => () =>
    fetch(`${base}/api/identity/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        numeroContrat,
        nom: 'Martin',
        prenom: 'Jean',
        dateNaissance: '1979-02-14',
        codePostal: '69003',
        email,
        iban: '4521',
        password: 'Motdepasse#1',
        confirmPassword: 'Motdepasse#1',
        cgu: true,
        consentements: [],
        dematerialization: true,
      }),
    });
  const forgot = (userName: string) => () =>
    fetch(`${base}/api/identity/forgot-password`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ userName, dateNaissance: '1985-05-12' }),
    });
  const badLogin = (userName: string) => () =>
    fetch(`${base}/api/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${csrf}` },
      body: new URLSearchParams({ userName, password: 'Mauvais#1', _csrf: csrf }).toString(),
    });
  const parity: Record<string, string> = {};
  for (const [name, known, unknown, runs] of [
    [
      'register',
      register('1000002', 'jean.martin@example.fr'),
      register('9999999', 'inconnu@example.fr'),
      12,
    ],
    ['forgot-password', forgot(DEMO_MEMBER_LOGIN), forgot('inconnu@example.fr'), 12],
    ['login (wrong password)', badLogin(DEMO_MEMBER_LOGIN), badLogin('inconnu@example.fr'), 4],
  ] as const) {
    const [a, b] = await medians(runs, known, unknown);
    parity[`${name} known / unknown ms`] =
      `${a.toFixed(1)} / ${b.toFixed(1)} (${((Math.abs(a - b) / Math.max(a, b)) * 100).toFixed(1)} %)`;
  }
  return parity;
}
