import { emptyRegistrationUser } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse, PageRequest, recordingNavigation } from '../testing/fake-fetch.ts';
import { HttpIdentityAdapter } from './http-identity.adapter.ts';

function setup(handler: (request: Request) => Response) {
  const server = fakeFetch(handler);
  const navigation = recordingNavigation();
  const identity = new HttpIdentityAdapter({
    baseUrl: '',
    fetch: server.fetch,
    navigation,
    Request: PageRequest,
    csrf: { readCookies: () => 'XSRF-TOKEN=tok' },
  });
  return { identity, navigation, requests: server.requests };
}

const body = (request: { body: string } | undefined): unknown => JSON.parse(request?.body ?? 'null');

describe('HttpIdentityAdapter — account requests', () => {
  it('registers with ISO birth date, without blank optional identifiers', async () => {
    const { identity, requests } = setup(() => jsonResponse({ ok: true }, 202));
    const user = {
      ...emptyRegistrationUser([{ nom: 'newsletter', libelle: 'Lettre', accepted: true }]),
      nir: '1 84 12 75 123 456 78',
      nom: 'Dupont',
      prenom: 'Zoé',
      dateNaissance: '23/04/1984',
      email: 'zoe@example.fr',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      cgu: true,
    };
    expect(await identity.register(user)).toEqual({ ok: true, value: undefined });
    expect(requests[0]?.url).toBe('http://portail.test/api/identity/register');
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('tok');
    expect(body(requests[0])).toEqual({
      nir: '1 84 12 75 123 456 78',
      nom: 'Dupont',
      prenom: 'Zoé',
      dateNaissance: '1984-04-23',
      email: 'zoe@example.fr',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      cgu: true,
      consentements: [{ nom: 'newsletter', libelle: 'Lettre', accepted: true }],
      dematerialization: true,
    });
  });

  it('sends the activation CGU as cgu', async () => {
    const { identity, requests } = setup(() => jsonResponse({ ok: true }));
    await identity.activateUser({
      password: 'p',
      confirmPassword: 'p',
      CGU: true,
      consentements: [],
      code: 'c',
      userId: 'u',
    });
    expect(body(requests[0])).toEqual({
      password: 'p',
      confirmPassword: 'p',
      cgu: true,
      consentements: [],
      code: 'c',
      userId: 'u',
    });
  });

  it('relaunches the activation with userId in the query and no body', async () => {
    const { identity, requests } = setup(() => jsonResponse({ ok: true }, 202));
    await identity.relanceActivation('u 1');
    expect(requests[0]?.url).toBe('http://portail.test/api/identity/relance-activation?userId=u%201');
    expect(requests[0]?.body).toBe('');
  });

  it('sends the birth date of forgot-password only when given', async () => {
    const { identity, requests } = setup(() => jsonResponse({ ok: true }, 202));
    await identity.forgotPassword({ userName: 'zoe', dateNaissance: '' });
    await identity.forgotPassword({ userName: 'zoe', dateNaissance: '01/02/1990' });
    expect(requests.map(body)).toEqual([
      { userName: 'zoe' },
      { userName: 'zoe', dateNaissance: '1990-02-01' },
    ]);
  });

  it("keeps the 'InvalidToken' data of a failed reset", async () => {
    const { identity } = setup(() => jsonResponse({ data: 'InvalidToken', message: 'Lien expiré' }, 400));
    const result = await identity.resetPassword({
      password: 'p',
      confirmPassword: 'p',
      code: 'c',
      userId: 'u',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { status: 400, message: 'Lien expiré', server: { data: 'InvalidToken' } },
    });
  });

  it('keeps isAccountConfirmed of a failed e-mail confirmation', async () => {
    const { identity } = setup(() => jsonResponse({ isAccountConfirmed: true }, 400));
    const result = await identity.confirmEmail({ code: 'c', userId: 'u' });
    expect(result).toMatchObject({ ok: false, error: { server: { isAccountConfirmed: true } } });
  });

  it('reads the token check', async () => {
    const { identity } = setup(() =>
      jsonResponse({
        valid: true,
        isCreatedByAdmin: true,
        consentements: [{ nom: 'n', libelle: 'l', accepted: null }],
      }),
    );
    expect(await identity.checkToken({ purpose: 'Confirmation', code: 'c', userId: 'u' })).toEqual({
      ok: true,
      value: { isCreatedByAdmin: true, consentements: [{ nom: 'n', libelle: 'l', accepted: null }] },
    });
  });

  it('sends the security code with the forgot-username form when there is one', async () => {
    const { identity, requests } = setup(() => jsonResponse({ ok: true }, 202));
    const form = {
      nom: 'Dupont',
      prenom: 'Zoé',
      dateNaissance: '23/04/1984',
      email: 'new@example.fr',
      codePostal: '',
    };
    await identity.forgotUsername(form, '123456');
    expect(body(requests[0])).toEqual({
      nom: 'Dupont',
      prenom: 'Zoé',
      dateNaissance: '1984-04-23',
      email: 'new@example.fr',
      securityCode: '123456',
    });
  });
});

describe('HttpIdentityAdapter — session', () => {
  it('answers 401 for the current user without redirecting to /login', async () => {
    const { identity, navigation } = setup(() => jsonResponse({}, 401));
    expect(await identity.getCurrentUser()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(navigation.redirects).toEqual([]);
  });

  it('redirects to /login when a signed-in call gets 401', async () => {
    const { identity, navigation } = setup(() => jsonResponse({}, 401));
    await identity.getSsoToken();
    expect(navigation.redirects).toEqual(['/login']);
  });

  it('maps the current user to the domain type, leaving unknown fields out', async () => {
    const { identity } = setup(() =>
      jsonResponse({
        roles: ['User'],
        userName: 'zoe',
        email: 'z@example.fr',
        codeCivilite: 'MME',
        nom: 'Dupont',
        prenom: 'Zoé',
        consentements: [],
        motDePasse: 'never',
      }),
    );
    expect(await identity.getCurrentUser()).toEqual({
      ok: true,
      value: {
        roles: ['User'],
        userName: 'zoe',
        email: 'z@example.fr',
        codeCivilite: 'MME',
        nom: 'Dupont',
        prenom: 'Zoé',
      },
    });
  });

  it('reads the management mode of an act', async () => {
    const { identity, requests } = setup(() => jsonResponse({ modeGestion: 'manuel' }));
    expect(await identity.getModeGestion('ribPrestationsActeGestion')).toEqual({ ok: true, value: 'manuel' });
    expect(requests[0]?.url).toBe(
      'http://portail.test/api/identity/client/mode-gestion/ribPrestationsActeGestion',
    );
  });

  it('builds the login URL with an encoded callbackUrl', () => {
    const { identity } = setup(() => jsonResponse({}));
    expect(identity.loginUrl('/espace?onglet=1')).toBe(
      '/api/identity/login?callbackUrl=%2Fespace%3Fonglet%3D1',
    );
    expect(identity.loginUrl()).toBe('/api/identity/login');
  });
});
