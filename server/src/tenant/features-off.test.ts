import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JEAN } from '../testing/identity-fixtures.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { FEATURES_OFF_TENANT_FILE, loadTenantConfig } from './load-tenant-config.ts';
import type { TenantConfig } from './tenant-config.ts';

describe('a second tenant with the optional features off', () => {
  let t: TestApp;
  let tenant: TenantConfig;
  beforeAll(async () => {
    tenant = await loadTenantConfig(FEATURES_OFF_TENANT_FILE);
    t = await buildTestApp({ tenant });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('serves its own configuration', async () => {
    const client = (await t.agent().get('/api/client/current')).json<Record<string, unknown>>();
    expect(client).toMatchObject({
      libelle: 'Mutuelle Sobre',
      createAccountAuthMode: 'NIR',
      fonctionnalites: { creationCompteAutreActe: { isActivated: false } },
    });
    expect((await t.agent().get('/api/config/portal')).json()).toEqual({ passwordRequiredLength: 12 });
  });

  it('refuses registration when account creation is off', async () => {
    const response = await t.agent().post('/api/identity/register', {
      ...JEAN,
      nir: '1790269123045',
      password: 'Motdepasse#12',
      confirmPassword: 'Motdepasse#12',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FEATURE_DISABLED',
      message: "Cette fonctionnalité n'est pas disponible.",
    });
  });

  it('hides the account-creation and forgotten-login links on the login page', async () => {
    const page = (await t.agent().get('/api/identity/login')).body;
    expect(page).toContain('Mot de passe oublié ?');
    expect(page).not.toContain('/#/register');
    expect(page).not.toContain('/#/forgot-username');
  });

  it('does not ask for the birth date in forgot-password', async () => {
    const response = await t.agent().post('/api/identity/forgot-password', { userName: 'demo@mutuelle.fr' });
    expect(response.statusCode).toBe(202);
    expect(await t.outbox('demo@mutuelle.fr')).toHaveLength(1);
  });
});
