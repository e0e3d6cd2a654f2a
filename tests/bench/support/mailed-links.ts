/**
 * The links a member really opens from a mail of the reference server (activation after a registration,
 * password reset), asked through the public API and read back from the development outbox
 * (`/dev/outbox.json`): the hash route of each, to open on the server under measure.
 */
import { JEAN } from '../../../server/src/testing/identity-fixtures.ts';

/** A registration matching seeded member M002 Jean Martin (no account yet) in the demo tenant. */
const REGISTRATION = JEAN;
/** The demo member (seeded account) and their birth date, asked on « mot de passe oublié ». */
const RESET = { userName: 'demo@mutuelle.fr', dateNaissance: '1985-05-12' } as const;

export interface MailedLinks {
  /** `#/activate-user?code=…&userId=…` of the registration's mail. */
  readonly activation: string;
  /** `#/reset-password?code=…&userId=…` of the reset mail. */
  readonly reset: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A POST of the public API with the anti-forgery cookie and header (fetched once from a GET). */
async function post(baseUrl: string, path: string, body: unknown): Promise<void> {
  const first = await fetch(`${baseUrl}/api/config/portal`);
  await first.arrayBuffer();
  const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (token === undefined) throw new Error('mailed links: no XSRF-TOKEN cookie');
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`mailed links: POST ${path} answered ${String(response.status)}`);
}

/** The hash route of the newest mailed link to `recipient` whose route is `route` (polled up to 15 s). */
async function mailedRoute(baseUrl: string, recipient: string, route: string): Promise<string> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
    const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
    const messages = (await response.json()) as { links?: unknown }[];
    for (const message of messages) {
      const links = Array.isArray(message.links) ? (message.links as unknown[]) : [];
      for (const link of links) {
        if (typeof link !== 'string') continue;
        const hash = new URL(link).hash;
        if (hash.startsWith(`#/${route}?`)) return hash;
      }
    }
  }
  throw new Error(`mailed links: no ${route} link mailed to ${recipient}`);
}

/** Registers a member and asks a password reset, and returns the two links they are mailed. */
export async function mailedLinks(baseUrl: string): Promise<MailedLinks> {
  await post(baseUrl, '/api/identity/register', REGISTRATION);
  await post(baseUrl, '/api/identity/forgot-password', RESET);
  return {
    activation: await mailedRoute(baseUrl, REGISTRATION.email, 'activate-user'),
    reset: await mailedRoute(baseUrl, RESET.userName, 'reset-password'),
  };
}
