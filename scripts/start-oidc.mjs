#!/usr/bin/env node
// `npm run start:oidc`: a local OpenID Connect provider for development (oidc-provider, any login, no password;
// the e-mail claim is the login when it contains '@', verified) on http://127.0.0.1:8081 (OIDC_DEV_PORT), and
// the portal configured for it (OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET) through `npm start`.
// Sign in with « demo@mutuelle.fr » at the provider to land in Marie Dupont's space.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const portalUrl = (process.env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, '');
const client = { clientId: 'portail-dev', clientSecret: 'portail-dev-secret' };

const { startOidcTestProvider } = await import('../server/src/testing/oidc-test-provider.ts');
const provider = await startOidcTestProvider({
  ...client,
  portalUrl,
  port: Number(process.env.OIDC_DEV_PORT ?? 8081),
});
console.log(`Fournisseur OIDC de développement : ${provider.issuer} (tout identifiant est accepté)`);

const portal = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: client.clientId,
    OIDC_CLIENT_SECRET: client.clientSecret,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => portal.kill(signal));
portal.on('exit', async (code, signal) => {
  await provider.close();
  process.exit(code ?? (signal ? 1 : 0));
});
