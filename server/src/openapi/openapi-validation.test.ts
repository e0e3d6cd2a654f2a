import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { loadOpenApiDocument, toOpenApiPath } from './openapi-document.ts';
import { matchMediaType, registerOpenApiValidation } from './openapi-validation.ts';

const document = loadOpenApiDocument();

async function bareApp(validateResponses: boolean) {
  const app = Fastify();
  registerErrorHandler(app);
  registerOpenApiValidation(app, { document, validateResponses });
  return app;
}

describe('OpenAPI conformance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('documents every /api route the server registers', () => {
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /[─\s/](api\/\S*) \(([A-Z, ]+)\)/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null);
    expect(routes.length).toBeGreaterThan(10);
    for (const [, url = '', methods = ''] of routes) {
      for (const method of methods.split(', ').filter((m) => m !== 'HEAD')) {
        expect(document.operations.has(`${method} /${toOpenApiPath(url)}`), `${method} /${url}`).toBe(true);
      }
    }
  });

  it('refuses to start with a route missing from the OpenAPI file', async () => {
    const app = await bareApp(false);
    expect(() => app.get('/api/not-documented', async () => ({}))).toThrow(
      /GET \/api\/not-documented is missing from openapi/,
    );
  });

  it('answers 500 when a response does not match its documented schema', async () => {
    const app = await bareApp(true);
    app.get('/api/config/portal', async () => ({ passwordRequiredLength: 'huit' }));
    const response = await app.inject({ method: 'GET', url: '/api/config/portal' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'OPENAPI_RESPONSE_MISMATCH' });
  });

  it('answers 500 for a status the operation does not document', async () => {
    const app = await bareApp(true);
    app.get('/api/config/portal', async (_request, reply) => reply.code(418).send({}));
    expect((await app.inject({ method: 'GET', url: '/api/config/portal' })).statusCode).toBe(500);
  });

  it('rejects a request body that breaks the schema with a French 400', async () => {
    const app = await bareApp(false);
    app.post('/api/identity/check-token', async () => ({
      valid: true,
      isCreatedByAdmin: false,
      consentements: [],
    }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/identity/check-token',
      payload: { purpose: 'Autre', code: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Les informations fournies sont erronées',
      errors: expect.arrayContaining([
        expect.objectContaining({ field: 'body/userId', code: 'SCHEMA.REQUIRED' }),
      ]),
    });
  });

  it('checks required query parameters', async () => {
    const response = await t.agent().post('/api/identity/relance-activation');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('matches media ranges of the document (image/*, */*)', () => {
    expect(matchMediaType(['image/*'], 'image/png')).toBe('image/*');
    expect(matchMediaType(['application/json', '*/*'], 'text/html')).toBe('*/*');
    expect(matchMediaType(['application/json'], 'application/json')).toBe('application/json');
    expect(matchMediaType(['application/json'], 'text/html')).toBeUndefined();
  });
});
