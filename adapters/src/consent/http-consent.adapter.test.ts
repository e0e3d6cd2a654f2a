import { describe, expect, it } from 'vitest';
import { adapterOptions, jsonBody } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpConsentAdapter } from './http-consent.adapter.ts';

describe('HttpConsentAdapter', () => {
  it('answers a consent in the { data } envelope', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ ok: true }));
    const result = await new HttpConsentAdapter(options).answer({
      nomConsentement: 'newsletter',
      isAccepted: false,
    });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(requests[0]?.url).toBe('http://portail.test/api/forms/consentement/form');
    expect(jsonBody(requests[0])).toEqual({ data: { nomConsentement: 'newsletter', isAccepted: false } });
  });

  it('reads the pending consents', async () => {
    const { options } = adapterOptions(() =>
      jsonResponse([{ nom: 'cgu', libelle: 'Conditions', accepted: null }]),
    );
    expect(await new HttpConsentAdapter(options).getPending()).toEqual({
      ok: true,
      value: [{ nom: 'cgu', libelle: 'Conditions', accepted: null }],
    });
  });
});
