import { describe, expect, it } from 'vitest';
import type { BrowserFilesPort } from '../files/browser-files.ts';
import { adapterOptions } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpRefundsAdapter } from './http-refunds.adapter.ts';

const act = {
  id: '1000001-01-000001',
  dateSoins: '2026-10-14',
  beneficiaire: { numPers: 'P0010002', nom: 'Dupont', prenom: 'Thomas', nir: 'secret' },
  typeSoin: 'consultation',
  libelle: 'Consultation médecin généraliste',
  professionnel: 'Dr Claire Moreau',
  montantDepense: 3000,
  montantSecu: 1890,
  montantMutuelle: 900,
  resteACharge: 210,
  datePaiement: '2026-10-20',
  statut: 'paye',
  motifRejet: null,
};

function setup(handler: (request: Request) => Response) {
  const downloads: [Blob, string][] = [];
  const opened: Blob[] = [];
  const files: BrowserFilesPort = {
    download: (blob, name) => void downloads.push([blob, name]),
    openInNewTab: (blob) => void opened.push(blob),
  };
  const { options, requests, navigation } = adapterOptions(handler);
  return {
    adapter: new HttpRefundsAdapter({ ...options, files }),
    options,
    requests,
    navigation,
    downloads,
    opened,
  };
}

describe('HttpRefundsAdapter', () => {
  it('sends the filled filters and the cursor, and keeps only the known fields of an act', async () => {
    const { adapter, requests } = setup(() => jsonResponse({ actes: [act], suivant: 'c2', extra: 1 }));
    const page = await adapter.listActs(
      { beneficiaire: 'P0010002', recherche: '  généraliste ', typeSoin: 'consultation', dateFin: '' },
      'c1',
    );
    expect(page.ok && page.value.actes[0]?.beneficiaire).toEqual({
      numPers: 'P0010002',
      nom: 'Dupont',
      prenom: 'Thomas',
    });
    expect(page.ok && page.value.suivant).toBe('c2');
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/adherent/remboursements');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      beneficiaire: 'P0010002',
      recherche: 'généraliste',
      typeSoin: 'consultation',
      apres: 'c1',
    });
  });

  it('answers the same page from the 5-minute cache, and asks again once the cache is cleared', async () => {
    const { adapter, options, requests } = setup(() => jsonResponse({ actes: [], suivant: null }));
    await adapter.listActs({ statut: 'rejete' });
    await adapter.listActs({ statut: 'rejete' });
    expect(requests).toHaveLength(1);
    await adapter.listActs({ statut: 'paye' });
    expect(requests).toHaveLength(2);
    options.cache.clear(); // what a contract switch does
    await adapter.listActs({ statut: 'rejete' });
    expect(requests).toHaveLength(3);
  });

  it('downloads the CSV under its Content-Disposition name and opens the statement in a tab', async () => {
    const { adapter, requests, downloads, opened } = setup((request) =>
      request.url.includes('/export')
        ? new Response('a;b\r\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': `attachment; filename="x.csv"; filename*=UTF-8''Remboursements%201000001-01.csv`,
            },
          })
        : new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
    );
    expect((await adapter.exportActs({ typeSoin: 'optique' })).ok).toBe(true);
    expect(downloads.map(([, name]) => name)).toEqual(['Remboursements 1000001-01.csv']);
    expect(new URL(requests[0]?.url ?? '').search).toBe('?typeSoin=optique');
    expect((await adapter.printStatement({})).ok).toBe(true);
    expect(opened).toHaveLength(1);
  });

  it('gives the 503 as an error and goes to service-unavailable', async () => {
    const { adapter, navigation } = setup(() =>
      jsonResponse({ message: 'Service des remboursements indisponible.' }, 503),
    );
    const result = await adapter.summary();
    expect(result.ok ? null : result.error.status).toBe(503);
    expect(navigation.routes).toEqual(['service-unavailable']);
  });
});
