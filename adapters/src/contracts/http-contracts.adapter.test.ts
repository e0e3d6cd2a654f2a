import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse, PageRequest, recordingNavigation } from '../testing/fake-fetch.ts';
import { HttpContractsAdapter } from './http-contracts.adapter.ts';

const contrat = {
  numeroContratIndividuel: 'C-0042',
  nomOffre: 'Santé Plus',
  etat: 'valide',
  isActif: true,
  IsPrecontentieux: false,
  modalitePaiementPrestation: {
    rib: {
      codeInternationalPaysIso2: 'FR',
      cleIban: '76',
      identifiantNationalCompte: '3000',
      codeBIC: 'BNPAFRPP',
      titulaire: 'Jean Martin',
    },
    codeModePaiement: 'VIR',
    isMissing: false,
  },
};

function adapter(response: () => Response) {
  const server = fakeFetch(response);
  const navigation = recordingNavigation();
  const contracts = new HttpContractsAdapter({
    baseUrl: '',
    fetch: server.fetch,
    navigation,
    Request: PageRequest,
  });
  return { contracts, navigation, requests: server.requests };
}

describe('HttpContractsAdapter', () => {
  it('loads the contracts from GET /api/adherent/contrats (field contrats)', async () => {
    const { contracts, requests } = adapter(() => jsonResponse({ contrats: [contrat] }));
    expect(await contracts.loadContracts()).toEqual({ ok: true, value: [contrat] });
    expect(requests[0]?.url).toBe('http://portail.test/api/adherent/contrats');
  });

  it('keeps a rib without holder without one (the holder is optional)', async () => {
    const { rib, ...payment } = contrat.modalitePaiementPrestation;
    const { titulaire: _unknown, ...withoutHolder } = rib;
    const wire = { ...contrat, modalitePaiementPrestation: { ...payment, rib: withoutHolder } };
    const { contracts } = adapter(() => jsonResponse({ contrats: [wire] }));
    const loaded = await contracts.loadContracts();
    expect(loaded.ok && loaded.value[0]?.modalitePaiementPrestation.rib).toEqual(withoutHolder);
  });

  it("turns an empty list into the error '0 contrat'", async () => {
    const { contracts } = adapter(() => jsonResponse({ contrats: [] }));
    expect(await contracts.loadContracts()).toEqual({
      ok: false,
      error: { code: 'CONTRACTS.EMPTY', message: '0 contrat', severity: 'danger' },
    });
  });

  it('surfaces the error body of a 503 and navigates to service-unavailable', async () => {
    const { contracts, navigation } = adapter(() =>
      jsonResponse(
        { code: 'MAINTENANCE', message: 'Le service Contrats est en maintenance jusqu’à 14 h.' },
        503,
      ),
    );
    const result = await contracts.loadContracts();
    expect(result).toMatchObject({
      ok: false,
      error: {
        status: 503,
        message: 'Le service Contrats est en maintenance jusqu’à 14 h.',
        server: { code: 'MAINTENANCE' },
      },
    });
    expect(navigation.routes).toEqual(['service-unavailable']);
  });
});
