import { describe, expect, it } from 'vitest';
import { adapterOptions } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpRequestsAdapter } from './http-requests.adapter.ts';

const resume = {
  id: 'd 1',
  numero: 'DEM-2026-0000042',
  type: 'prise-en-charge-hospitaliere',
  libelleType: 'Demande de prise en charge hospitalière',
  numeroContratIndividuel: '1000001-01',
  dateEnvoi: '2026-11-26T09:30:00.000Z',
  statut: 'complement-demande',
  libelleStatut: 'Complément demandé',
  dateReponseAttendue: '2026-11-28T09:30:00.000Z',
  enRetard: false,
};
const piece = {
  remoteFileName: 'r 1.pdf',
  localFileName: 'devis.pdf',
  size: 10,
  mimeType: 'application/pdf',
};

describe('HttpRequestsAdapter', () => {
  it('reads a request: status events only in the timeline, documents at their own URL, the accusé de réception', async () => {
    const { options, requests } = adapterOptions(() =>
      jsonResponse({
        ...resume,
        donnees: { type: 'radiation-beneficiaire', beneficiaire: 'P1', dateEffet: '2027-01-01', motif: 'x' },
        pieces: [piece],
        evenements: [
          {
            date: '2026-11-26T09:30:00.000Z',
            type: 'status',
            auteur: 'member',
            statut: 'envoyee',
            libelle: 'Envoyée',
          },
          {
            date: '2026-11-26T10:00:00.000Z',
            type: 'assignment',
            auteur: 'staff',
            libelle: 'Prise en charge',
          },
          {
            date: '2026-11-26T11:00:00.000Z',
            type: 'status',
            auteur: 'staff',
            statut: 'complement-demande',
            libelle: 'Complément demandé',
            note: 'Le devis signé',
          },
        ],
        messages: [
          { id: 'm1', auteur: 'staff', texte: 'Merci', date: '2026-11-26T11:00:00.000Z', pieces: [piece] },
        ],
        peutRepondreComplement: true,
        peutEcrire: true,
        version: 3,
      }),
    );
    const result = await new HttpRequestsAdapter(options).get('d 1');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/adherent/demandes/d%201');
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'd 1',
        reference: 'DEM-2026-0000042',
        kind: 'prise-en-charge-hospitaliere',
        status: 'complement-demande',
        submittedAt: '2026-11-26T09:30:00.000Z',
        expectedAnswerAt: '2026-11-28T09:30:00.000Z',
        late: false,
        events: [
          { at: '2026-11-26T09:30:00.000Z', label: 'Envoyée', note: null },
          { at: '2026-11-26T11:00:00.000Z', label: 'Complément demandé', note: 'Le devis signé' },
        ],
        messages: [
          {
            id: 'm1',
            from: 'staff',
            text: 'Merci',
            at: '2026-11-26T11:00:00.000Z',
            attachments: [{ name: 'devis.pdf', url: '/api/adherent/demandes/d%201/pieces/r%201.pdf' }],
          },
        ],
        attachments: [{ name: 'devis.pdf', url: '/api/adherent/demandes/d%201/pieces/r%201.pdf' }],
        canAnswerComplement: true,
        canWrite: true,
        acknowledgementUrl: '/api/adherent/demandes/d%201/accuse-reception',
      },
    });
  });

  it('starts a thread with its topic, text and documents, with the anti-forgery header', async () => {
    const { options, requests } = adapterOptions(() =>
      jsonResponse({
        id: 'f1',
        sujet: 'cotisations',
        libelleSujet: 'Cotisations',
        dateCreation: '2026-11-26T09:30:00.000Z',
        dateDernierMessage: '2026-11-26T09:30:00.000Z',
        nombreMessages: 1,
        messages: [],
      }),
    );
    const result = await new HttpRequestsAdapter(options).startThread('cotisations', {
      text: 'Bonjour',
      documents: ['r1.pdf'],
    });
    expect(result).toMatchObject({ ok: true, value: { id: 'f1', topic: 'cotisations', messageCount: 1 } });
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('tok');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      data: { sujet: 'cotisations', texte: 'Bonjour', pieces: ['r1.pdf'] },
    });
  });

  it('sends a form with the fields the domain leaves out as null', async () => {
    const { options, requests } = adapterOptions(() =>
      jsonResponse({ demande: resume, isModeGestionManuel: false, isAccuseReceptionActive: true }),
    );
    await new HttpRequestsAdapter(options).submit({
      type: 'declaration-sinistre',
      typeSinistre: 'ARRET',
      dateEvenement: '2026-11-20',
      personneConcernee: 'P1',
      justificatifs: ['r1.pdf'],
    });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      data: {
        type: 'declaration-sinistre',
        typeSinistre: 'ARRET',
        dateEvenement: '2026-11-20',
        personneConcernee: 'P1',
        description: null,
        justificatifs: ['r1.pdf'],
      },
    });
  });
});
