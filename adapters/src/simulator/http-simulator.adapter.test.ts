import { describe, expect, it } from 'vitest';
import { adapterOptions } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpSimulatorAdapter } from './http-simulator.adapter.ts';

describe('HttpSimulatorAdapter', () => {
  it('reads the context keeping only the known fields', async () => {
    const body = {
      nomOffre: 'Santé Essentielle Famille',
      dateCalcul: '2026-11-26',
      garanties: [
        {
          garantie: 'g',
          libelle: 'L',
          pourcentageBR: null,
          forfait: 100,
          fraisReels: false,
          plafond: { montant: 100, periodeAnnees: 2 },
          x: 1,
        },
      ],
      consommations: [{ numPers: 'P1', garantie: 'g', montant: 40 }],
      beneficiaires: [
        { numPers: 'P1', nom: 'Dupont', prenom: 'Léa', dateNaissance: '2012-04-03', secret: 'x' },
      ],
    };
    const { options } = adapterOptions(() => jsonResponse(body));
    const result = await new HttpSimulatorAdapter(options).getContext();
    expect(result.ok && result.value.beneficiaires).toEqual([
      { numPers: 'P1', nom: 'Dupont', prenom: 'Léa', dateNaissance: '2012-04-03' },
    ]);
    expect(result.ok && result.value.garanties[0]).not.toHaveProperty('x');
  });

  it('reads the domains once within the cache period', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse([]));
    const adapter = new HttpSimulatorAdapter(options);
    await adapter.getDomains();
    await adapter.getDomains();
    expect(requests).toHaveLength(1);
  });

  it('posts the renfort request with the simulation it comes from', async () => {
    const { options, requests } = adapterOptions(() =>
      jsonResponse({ isModeGestionManuel: true, isAccuseReceptionActive: true }),
    );
    const result = await new HttpSimulatorAdapter(options).requestRenfort('RENFORT-OPTIQUE', 'Lunettes');
    expect(result).toEqual({ ok: true, value: { isModeGestionManuel: true, isAccuseReceptionActive: true } });
    expect(requests[0]?.method).toBe('POST');
    expect(JSON.parse(requests[0]?.body ?? 'null')).toEqual({ code: 'RENFORT-OPTIQUE', acte: 'Lunettes' });
  });
});
