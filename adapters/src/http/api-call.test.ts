import { describe, expect, it } from 'vitest';
import { jsonResponse, recordingNavigation } from '../testing/fake-fetch.ts';
import { ApiCallRunner } from './api-call.ts';

function outcome(status: number, body: unknown) {
  const response = status === 304 ? new Response(null, { status }) : jsonResponse(body, status);
  return status >= 200 && status < 400 ? { data: body, response } : { error: body, response };
}

describe('ApiCallRunner', () => {
  it('returns the body of a 2xx answer', async () => {
    const runner = new ApiCallRunner(recordingNavigation());
    const result = await runner.body(
      async () => ({ data: { token: 'abc' }, response: jsonResponse({ token: 'abc' }) }),
      (d) => d.token,
    );
    expect(result).toEqual({ ok: true, value: 'abc' });
  });

  it('treats 304 as success', async () => {
    const runner = new ApiCallRunner(recordingNavigation());
    expect((await runner.done(async () => outcome(304, undefined))).ok).toBe(true);
  });

  it('reports a 2xx without the promised body as an unexpected answer', async () => {
    const runner = new ApiCallRunner(recordingNavigation());
    const result = await runner.body(async () => ({ response: new Response(null, { status: 204 }) }), String);
    expect(result).toMatchObject({ ok: false, error: { code: 'HTTP.UNEXPECTED_BODY', status: 204 } });
  });

  it('redirects to /login through the navigation port on 401', async () => {
    const navigation = recordingNavigation();
    const result = await new ApiCallRunner(navigation).done(async () => outcome(401, {}));
    expect(result).toMatchObject({ ok: false, error: { status: 401, message: 'Accès non autorisé' } });
    expect(navigation.redirects).toEqual(['/login']);
  });

  it('does not redirect on 401 when the call opts out', async () => {
    const navigation = recordingNavigation();
    await new ApiCallRunner(navigation).done(async () => outcome(401, {}), { redirectOnUnauthorized: false });
    expect(navigation.redirects).toEqual([]);
  });

  it('navigates to service-unavailable on 503 and keeps the server message', async () => {
    const navigation = recordingNavigation();
    const result = await new ApiCallRunner(navigation).done(async () =>
      outcome(503, { message: 'Maintenance en cours' }),
    );
    expect(result).toMatchObject({ ok: false, error: { status: 503, message: 'Maintenance en cours' } });
    expect(navigation.routes).toEqual(['service-unavailable']);
  });

  it('does not navigate for other errors', async () => {
    const navigation = recordingNavigation();
    await new ApiCallRunner(navigation).done(async () => outcome(404, {}));
    expect(navigation.redirects).toEqual([]);
    expect(navigation.routes).toEqual([]);
  });

  it('maps a network failure (fetch TypeError) to status 0', async () => {
    const result = await new ApiCallRunner(recordingNavigation()).done(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'HTTP.0', status: 0, message: 'Impossible de se connecter au serveur' },
    });
  });

  it('lets a programming error propagate', async () => {
    const runner = new ApiCallRunner(recordingNavigation());
    await expect(
      runner.done(async () => {
        throw new RangeError('bug');
      }),
    ).rejects.toThrow(RangeError);
  });
});
