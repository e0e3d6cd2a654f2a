import { describe, expect, it } from 'vitest';
import { adapterOptions } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpPrestationsAdapter } from './http-prestations.adapter.ts';

const marie = { numPers: 'P0010004', nom: 'Dupont', prenom: 'Marie', nir: 'secret' };
const ij = {
  id: 'PV-1',
  nature: 'ij',
  libelle: 'Indemnités journalières — arrêt maladie',
  beneficiaire: marie,
  arret: { id: 'AT-1', debut: '2026-03-02', fin: '2026-05-15', motif: 'x' },
  periodeDebut: '2026-03-05',
  periodeFin: '2026-03-31',
  jours: 27,
  montantJournalier: 4512,
  montantBrut: 121824,
  chargesSociales: 8162,
  montantNet: 113662,
  datePaiement: '2026-04-08',
  interne: true,
};
const tiers = {
  id: 'TP-1',
  dateSoins: '2026-02-03',
  datePaiement: '2026-02-10',
  typeProfessionnel: 'pharmacie',
  professionnel: 'Pharmacie du Parc',
  libelle: 'Médicaments remboursables',
  beneficiaire: marie,
  montant: 1250,
};

describe('HttpPrestationsAdapter', () => {
  it('reads the prévoyance payments, keeping only the known fields', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ versements: [ij] }));
    const result = await new HttpPrestationsAdapter(options).prevoyance();
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v2/adherent/prestations/prevoyance');
    const [payment] = result.ok ? result.value : [];
    expect(payment?.beneficiaire).toEqual({ numPers: 'P0010004', nom: 'Dupont', prenom: 'Marie' });
    expect(payment?.arret).toEqual({ id: 'AT-1', debut: '2026-03-02', fin: '2026-05-15' });
    expect(payment && 'interne' in payment).toBe(false);
  });

  it('sends the cursor of the next tiers-payant page and serves the same page from the cache', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse({ paiements: [tiers], suivant: 'c2' }));
    const adapter = new HttpPrestationsAdapter(options);
    const page = await adapter.tiersPayant('c1');
    await adapter.tiersPayant('c1');
    expect(page.ok && page.value.suivant).toBe('c2');
    expect(page.ok && page.value.paiements[0]?.beneficiaire.nom).toBe('Dupont');
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v2/adherent/prestations/tiers-payant');
    expect(url.searchParams.get('apres')).toBe('c1');
  });

  it('gives the server’s 503 as a port error', async () => {
    const { options } = adapterOptions(() =>
      jsonResponse({ code: 'PRESTATIONS_INDISPONIBLES', message: 'Indisponible.' }, 503),
    );
    const result = await new HttpPrestationsAdapter(options).prevoyance();
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.error.server?.message).toBe('Indisponible.');
  });
});
