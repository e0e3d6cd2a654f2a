import { describe, expect, it } from 'vitest';
import { adapterOptions, jsonBody } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpSecurityCodeAdapter } from './http-security-code.adapter.ts';

describe('HttpSecurityCodeAdapter', () => {
  it('sends a code and reads the outcome', async () => {
    const { options, requests } = adapterOptions(() =>
      jsonResponse({ telephoneForbidden: true, content: 'Envoyé par mail' }),
    );
    const result = await new HttpSecurityCodeAdapter(options).send({
      sendType: 'SMS',
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: 'zoe',
    });
    expect(result).toEqual({ ok: true, value: { telephoneForbidden: true, content: 'Envoyé par mail' } });
    expect(requests[0]?.url).toBe('http://portail.test/api/identity/security-code/send');
    expect(jsonBody(requests[0])).toEqual({
      sendType: 'SMS',
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: 'zoe',
    });
  });

  it('sends the code of a new mobile with the number it goes to', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ telephoneForbidden: false }));
    await new HttpSecurityCodeAdapter(options).send({
      sendType: 'SMS',
      operation: 'ACTIVATE_AMF',
      newAmfTel: '07 11 22 33 44',
    });
    expect(jsonBody(requests[0])).toEqual({
      sendType: 'SMS',
      operation: 'ACTIVATE_AMF',
      newAmfTel: '07 11 22 33 44',
    });
  });

  it('keeps the logoutUrl of a failed sending', async () => {
    const { options } = adapterOptions(() => jsonResponse({ logoutUrl: 'https://idp.example/logout' }, 400));
    const result = await new HttpSecurityCodeAdapter(options).send({
      sendType: 'MAIL',
      operation: 'LOGIN_AMF',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { server: { logoutUrl: 'https://idp.example/logout' } },
    });
  });

  it('verifies a code with the new phone, leaving blank fields out', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ valid: true }));
    await new HttpSecurityCodeAdapter(options).verify({
      securityCode: '123456',
      operation: 'MODIFY_TEL_AMF',
      newAmfTel: '0612345678',
      username: '',
    });
    expect(jsonBody(requests[0])).toEqual({
      securityCode: '123456',
      operation: 'MODIFY_TEL_AMF',
      newAmfTel: '0612345678',
    });
  });

  it('reads the masked contact data with isLoginType false', async () => {
    const { options, requests } = adapterOptions(() =>
      jsonResponse({ telephone: '06******78', email: 'z***@example.fr' }),
    );
    expect(await new HttpSecurityCodeAdapter(options).getContact()).toEqual({
      ok: true,
      value: { telephone: '06******78', email: 'z***@example.fr' },
    });
    expect(requests[0]?.url).toBe('http://portail.test/api/identity/security-code/contact?isLoginType=false');
  });
});
