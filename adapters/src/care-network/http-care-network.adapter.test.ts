import { describe, expect, it } from 'vitest';
import { adapterOptions } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpCareNetworkAdapter } from './http-care-network.adapter.ts';

const network = {
  reseau: 'optique',
  url: 'https://reseau.example/sso',
  numOmc: '123',
  libelle: 'Réseau optique',
  description: 'Opticiens partenaires',
  icon: 'eye',
  imageId: 'img-1',
  imageForm: 'covers',
};

describe('HttpCareNetworkAdapter', () => {
  it('reads the care networks, keeping only the known fields', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse([{ ...network, secret: 'x' }]));
    expect(await new HttpCareNetworkAdapter(options).getCareNetworks()).toEqual({
      ok: true,
      value: [network],
    });
    expect(requests[0]?.url).toBe('http://portail.test/api/adherent/reseaux-soins');
  });
});
