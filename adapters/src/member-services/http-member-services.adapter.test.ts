import { describe, expect, it } from 'vitest';
import { adapterOptions } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpMemberServicesAdapter } from './http-member-services.adapter.ts';

const thomas = {
  codeCivilite: 'M',
  nom: 'Dupont',
  prenom: 'Thomas',
  numPers: 'P0010002',
  dateNaissance: '1983-09-30',
  rang: 2,
  teletransmission: false,
  motifRefusTeletransmission: { libelle: 'Autre organisme' },
};

describe('HttpMemberServicesAdapter', () => {
  it('reads the beneficiaries once within the cache period, keeping only the known fields', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse([{ ...thomas, secret: 'x' }]));
    const adapter = new HttpMemberServicesAdapter(options);
    expect(await adapter.listBeneficiaries()).toEqual({ ok: true, value: [thomas] });
    await adapter.listBeneficiaries();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/adherent/beneficiaires']);
  });

  it('reads again after the cache is cleared (contract switch)', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ nomOffre: 'Santé', domaines: [] }));
    const adapter = new HttpMemberServicesAdapter(options);
    await adapter.getGuarantees();
    options.cache.clear();
    expect(await adapter.getGuarantees()).toEqual({ ok: true, value: { nomOffre: 'Santé', domaines: [] } });
    expect(requests).toHaveLength(2);
  });

  it('maps a failed documents list to a port error', async () => {
    const { options } = adapterOptions(() => jsonResponse({ message: 'Indisponible' }, 503));
    const result = await new HttpMemberServicesAdapter(options).listDocuments();
    expect(result.ok ? null : result.error).toMatchObject({
      status: 503,
      server: { message: 'Indisponible' },
    });
  });
});
