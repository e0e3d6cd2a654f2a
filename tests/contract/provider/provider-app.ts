import { type TestApp, buildTestApp } from '../../../server/src/testing/test-app.ts';

export interface RunningProvider {
  readonly app: TestApp;
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * The reference server (`buildApp` of server/src/app.ts) on a fresh in-memory PGlite with every
 * migration and seed, listening on a free port of the loopback, responses validated against OpenAPI.
 */
export async function startProvider(): Promise<RunningProvider> {
  const app = await buildTestApp();
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the provider is not listening on TCP');
  return { app, baseUrl: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
