import { describe, expect, it } from 'vitest';
import { adapterOptions, jsonBody } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpAccountAdapter } from './http-account.adapter.ts';

const PROFILE = {
  civilite: 'MME',
  nom: 'Dupont',
  prenom: 'Marie',
  dateNaissance: '1985-05-12',
  numeroAdherent: '1000001',
  numerosContrat: ['1000001-01'],
  email: 'demo@mutuelle.fr',
  telephone: '•• •• •• •• 78',
  adresse: { codePostal: '75011', localite: 'Paris' },
  dematerialization: true,
  doubleAuthentification: true,
};

describe('HttpAccountAdapter', () => {
  it('reads the profile of the session, without any id in the URL', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse(PROFILE));
    expect(await new HttpAccountAdapter(options).getProfile()).toEqual({ ok: true, value: PROFILE });
    expect(requests[0]?.url).toBe('http://portail.test/api/account/profile');
  });

  it('reads every consent with its history', async () => {
    const consent = {
      nom: 'enquetes',
      libelle: 'Enquêtes',
      accepted: true,
      answeredAt: '2026-01-02T10:00:00.000Z',
      historique: [{ accepted: true, answeredAt: '2026-01-02T10:00:00.000Z' }],
    };
    const { options } = adapterOptions(() => jsonResponse([consent]));
    expect(await new HttpAccountAdapter(options).getConsents()).toEqual({ ok: true, value: [consent] });
  });

  it('deletes the account with the password in a JSON body, no id anywhere', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ ok: true }));
    expect(await new HttpAccountAdapter(options).deleteAccount('Portail#2025')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(requests[0]?.url).toBe('http://portail.test/api/account/delete');
    expect(requests[0]?.method).toBe('POST');
    expect(jsonBody(requests[0])).toEqual({ password: 'Portail#2025' });
  });

  it('turns a 401 into a port error', async () => {
    const { options } = adapterOptions(() =>
      jsonResponse({ code: 'UNAUTHORIZED', message: 'Accès non autorisé' }, 401),
    );
    const result = await new HttpAccountAdapter(options).getProfile();
    expect(result.ok).toBe(false);
  });
});
