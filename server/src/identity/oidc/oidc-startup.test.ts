import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServerProcess } from '../../testing/server-process.ts';
import { TEST_CONFIG } from '../../testing/test-app.ts';
import { discoverOidcProvider, oidcSettingsFromEnv } from './oidc-relying-party.ts';

const PORTAL = TEST_CONFIG.publicBaseUrl;
const CLIENT = { clientId: 'portail', clientSecret: 'secret-de-test-du-portail' };

/**
 * `npm start` with a wrong external provider (issue 12): the real main.ts process stops at once, exit 1, with
 * one clear line — before opening the database, and without ever listening.
 */
describe('start with OIDC_ISSUER', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portail-oidc-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
    const run = runServerProcess({
      DATA_DIR: dataDir,
      SKIP_UI_BUILD: '1',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
      ...env,
    });
    const exit = await run.exited;
    return { code: exit.code, lines: run.output().trim().split('\n') };
  }

  it('stops with one line when the issuer is set without client id or secret', async () => {
    const { code, lines } = await start({ OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_ID: 'portail' });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'OIDC_ISSUER est défini sans OIDC_CLIENT_ID ou OIDC_CLIENT_SECRET : la connexion externe ne peut pas démarrer.',
    ]);
  }, 30_000);

  it('stops with one line when the issuer cannot be reached', async () => {
    const { code, lines } = await start({
      OIDC_ISSUER: 'http://127.0.0.1:9/',
      OIDC_CLIENT_ID: 'portail',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Fournisseur d'identité OIDC injoignable ou invalide \(http:\/\/127\.0\.0\.1:9\/\) : /,
    );
    expect(lines.join('\n')).not.toContain("À l'écoute");
  }, 30_000);
});

describe('OIDC configuration', () => {
  it('refuses an issuer without client id or secret, in one French line', () => {
    expect(() => oidcSettingsFromEnv({ OIDC_ISSUER: 'https://idp.example' }, PORTAL)).toThrow(
      'OIDC_ISSUER est défini sans OIDC_CLIENT_ID ou OIDC_CLIENT_SECRET : la connexion externe ne peut pas démarrer.',
    );
    expect(oidcSettingsFromEnv({}, PORTAL)).toBeNull();
  });

  it('refuses an unreachable issuer with one clear line', async () => {
    await expect(
      discoverOidcProvider({
        issuer: 'http://127.0.0.1:9/',
        ...CLIENT,
        redirectUri: `${PORTAL}/api/identity/oidc/callback`,
        postLogoutRedirectUri: `${PORTAL}/`,
      }),
    ).rejects.toThrow(/^Fournisseur d'identité OIDC injoignable ou invalide \(http:\/\/127\.0\.0\.1:9\/\)/);
  });
});
