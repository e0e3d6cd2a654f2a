import { describe, expect, it } from 'vitest';
import { adapterOptions, jsonBody } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpBankDetailsAdapter } from './http-bank-details.adapter.ts';

const popup = {
  titulaire: 'Zoé Dupont',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  rib: [{ remoteFileName: 'srv-1.pdf', localFileName: 'rib.pdf', size: 1200, inputName: 'rib' }],
  contrat: { numContrat: 'C-1', nomOffre: 'Santé Plus', rib: null, codeModePaiement: 'VIR', hadRib: false },
};

describe('HttpBankDetailsAdapter', () => {
  it('posts the popup data with its contract and reads isModeGestionManuel', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ isModeGestionManuel: true }));
    expect(await new HttpBankDetailsAdapter(options).update(popup)).toEqual({
      ok: true,
      value: { isModeGestionManuel: true },
    });
    expect(requests[0]?.url).toBe('http://portail.test/api/adherent/modalite-paiement-prestation/form');
    expect(jsonBody(requests[0])).toEqual({ data: popup });
  });

  it('returns the server message of a refused change', async () => {
    const { options } = adapterOptions(() => jsonResponse({ Message: 'IBAN refusé' }, 400));
    expect(await new HttpBankDetailsAdapter(options).update(popup)).toMatchObject({
      ok: false,
      error: { status: 400, message: 'IBAN refusé' },
    });
  });
});
