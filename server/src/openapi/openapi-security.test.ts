import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/member-session.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { loadOpenApiDocument } from './openapi-document.ts';

describe('the session the OpenAPI document requires comes before the request is read (401/403 before 400)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('reads which operations need a session from their security', () => {
    const operations = loadOpenApiDocument().operations;
    expect(operations.get('POST /api/account/dematerialization')?.sessionRequired).toBe(true);
    expect(operations.get('GET /api/config/portal')?.sessionRequired).toBe(false);
    // Either signed in or not: the upload is open to a visitor.
    expect(operations.get('POST /api/upload')?.sessionRequired).toBe(false);
  });

  it.each([
    ['a body the schema refuses', '{"dematerialization":"oui"}'],
    ['invalid JSON', '{"dematerialization":'],
    ['U+0000 in a field', '{"dematerialization":"\\u0000"}'],
  ])('answers 401 without a session to %s', async (_what, payload) => {
    const response = await t.agent().request('POST', '/api/account/dematerialization', payload, {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 without a session to a path parameter the boundary would refuse', async () => {
    expect((await t.agent().get('/api/adherent/courriers/%00')).statusCode).toBe(401);
  });

  it('answers 403 (anti-forgery) before 401', async () => {
    const response = await t
      .agent()
      .post('/api/account/dematerialization', { dematerialization: 'oui' }, { noCsrf: true });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 to the same body once signed in', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const response = await agent.post('/api/account/dematerialization', { dematerialization: 'oui' });
    expect(response.statusCode).toBe(400);
  });
});
