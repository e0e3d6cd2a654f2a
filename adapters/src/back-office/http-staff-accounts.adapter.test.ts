import { describe, expect, it } from 'vitest';
import { adapterOptions, jsonBody } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpStaffAccountsAdapter } from './http-staff-accounts.adapter.ts';

const WIRE = {
  id: 'staff-c',
  identifiant: 'consultant@mutuelle.fr',
  nom: 'Durand',
  prenom: 'Claire',
  roles: [
    { code: 'Consultant', libelle: 'Consultant' },
    { code: 'BackEndUser', libelle: 'BackEndUser' },
  ],
  etat: 'desactive',
  derniereConnexion: null,
};

describe('HttpStaffAccountsAdapter', () => {
  it('reads the staff accounts into domain accounts (state, roles)', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ comptes: [WIRE] }));
    expect(await new HttpStaffAccountsAdapter(options).list()).toEqual({
      ok: true,
      value: [
        {
          id: 'staff-c',
          login: 'consultant@mutuelle.fr',
          nom: 'Durand',
          prenom: 'Claire',
          roles: ['Consultant', 'BackEndUser'],
          state: 'disabled',
          lastSignInAt: null,
        },
      ],
    });
    expect(requests[0]?.url).toBe('http://portail.test/api/admin/staff');
  });

  it('creates an account with the chosen roles only, with the anti-forgery header', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ ...WIRE, etat: 'en-attente' }, 201));
    const result = await new HttpStaffAccountsAdapter(options).create({
      email: 'nina.roche@mutuelle.fr',
      nom: 'Roche',
      prenom: 'Nina',
      roles: ['Gestionnaire', 'BackEndUser'],
    });
    expect(result.ok && result.value.state).toBe('pending');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('tok');
    expect(jsonBody(requests[0])).toEqual({
      email: 'nina.roche@mutuelle.fr',
      nom: 'Roche',
      prenom: 'Nina',
      roles: ['Gestionnaire'],
    });
  });

  it('saves a matrix with its version and relays a 409 with the server’s code and message', async () => {
    const { options, requests } = adapterOptions(() =>
      jsonResponse(
        {
          code: 'FLOW.STAFF_HABILITATIONS_STALE',
          message: 'Les habilitations de ce compte ont été modifiées…',
        },
        409,
      ),
    );
    const result = await new HttpStaffAccountsAdapter(options).saveHabilitations('staff-c', 2, [
      { area: 'faq', action: 'read' },
    ]);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe('http://portail.test/api/admin/staff/staff-c/habilitations');
    expect(jsonBody(requests[0])).toEqual({ version: 2, habilitations: [{ zone: 'faq', action: 'read' }] });
    expect(!result.ok && [result.error.status, result.error.server?.code]).toEqual([
      409,
      'FLOW.STAFF_HABILITATIONS_STALE',
    ]);
  });

  it('reads a matrix, keeping only known areas and actions', async () => {
    const { options } = adapterOptions(() =>
      jsonResponse({
        compte: WIRE,
        version: 3,
        habilitations: [
          { zone: 'faq', action: 'read' },
          { zone: 'inconnue', action: 'read' },
        ],
      }),
    );
    const result = await new HttpStaffAccountsAdapter(options).habilitations('staff-c');
    expect(result.ok && [result.value.version, result.value.habilitations]).toEqual([
      3,
      [{ area: 'faq', action: 'read' }],
    ]);
  });
});
