import type { Beneficiary, ContractGuarantees } from '@portail/domain';
import { EDITABLE_DOCUMENTS } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { ResourceQuery } from '../ports/resource.port.ts';
import { err, ok } from '../result.ts';
import { GetMemberDocument, MEMBER_DOCUMENTS_RESOURCE } from './get-member-document.use-case.ts';
import { LoadBeneficiaries } from './load-beneficiaries.use-case.ts';
import { LoadGuarantees } from './load-guarantees.use-case.ts';
import { LoadMemberDocuments } from './load-member-documents.use-case.ts';
import { aPortError } from './test-support/mothers.ts';

const [card, attestation] = EDITABLE_DOCUMENTS;
if (card === undefined || attestation === undefined) throw new Error('documents catalogue changed');

function aBeneficiary(rang: number, prenom: string): Beneficiary {
  return {
    codeCivilite: 'MME',
    nom: 'Dupont',
    prenom,
    numPers: `P${rang}`,
    dateNaissance: '1985-05-12',
    rang,
    teletransmission: true,
    motifRefusTeletransmission: null,
  };
}

function recordingResources() {
  const calls: { mode: string; kind: string; query: ResourceQuery | undefined }[] = [];
  return {
    calls,
    export: async (kind: string, query?: ResourceQuery) => {
      calls.push({ mode: 'export', kind, query });
      return ok(undefined);
    },
    print: async (kind: string, options?: { query?: ResourceQuery }) => {
      calls.push({ mode: 'print', kind, query: options?.query });
      return ok(undefined);
    },
  };
}

describe('LoadMemberDocuments', () => {
  it('gives the documents and the beneficiaries of the current contract', async () => {
    const useCase = new LoadMemberDocuments({
      listDocuments: async () => ok(EDITABLE_DOCUMENTS),
      listBeneficiaries: async () => ok([aBeneficiary(1, 'Marie')]),
    });
    const outcome = await useCase.execute();
    expect(outcome.kind === 'loaded' && outcome.documents.map((d) => d.typeDocument)).toEqual([
      'CarteTP',
      'Attestation',
      'SituationContractuelle',
      'InscriptionBeneficiaires',
    ]);
  });

  it("names the documents source in the spec's failure toast, with the server's message", async () => {
    const useCase = new LoadMemberDocuments({
      listDocuments: async () => err(aPortError(503, { message: 'Service des documents indisponible' })),
      listBeneficiaries: async () => ok([]),
    });
    const outcome = await useCase.execute();
    expect(outcome.kind === 'failed' && outcome.toast).toMatchObject({
      message: "Le chargement d'une source de données à échoué (documents)",
      detail: 'Service des documents indisponible',
    });
  });
});

describe('GetMemberDocument', () => {
  it('downloads a contract-wide document without a beneficiary, even if one was picked', async () => {
    const resources = recordingResources();
    const outcome = await new GetMemberDocument(resources).execute({
      document: card,
      numPers: 'P2',
      mode: 'export',
    });
    expect(outcome).toEqual({ kind: 'done' });
    expect(resources.calls).toEqual([
      {
        mode: 'export',
        kind: MEMBER_DOCUMENTS_RESOURCE,
        query: { typeDocument: 'CarteTP', numPers: undefined },
      },
    ]);
  });

  it('prints a Both-scope document for the picked beneficiary', async () => {
    const resources = recordingResources();
    await new GetMemberDocument(resources).execute({ document: attestation, numPers: 'P3', mode: 'print' });
    expect(resources.calls).toEqual([
      {
        mode: 'print',
        kind: MEMBER_DOCUMENTS_RESOURCE,
        query: { typeDocument: 'Attestation', numPers: 'P3' },
      },
    ]);
  });

  it('asks for a beneficiary when the scope requires one, without calling the server', async () => {
    const resources = recordingResources();
    const outcome = await new GetMemberDocument(resources).execute({
      document: { ...attestation, scope: 'Benef' },
      numPers: null,
      mode: 'export',
    });
    expect(outcome).toEqual({ kind: 'beneficiary-required' });
    expect(resources.calls).toEqual([]);
  });

  it('names the document in the failure toast', async () => {
    const outcome = await new GetMemberDocument({
      export: async () => err(aPortError(404)),
      print: async () => ok(undefined),
    }).execute({ document: card, numPers: null, mode: 'export' });
    expect(outcome.kind === 'failed' && outcome.toast.message).toBe(
      "Le chargement d'une source de données à échoué (Carte de tiers payant)",
    );
  });
});

describe('LoadBeneficiaries and LoadGuarantees', () => {
  it('orders the beneficiaries by rank', async () => {
    const outcome = await new LoadBeneficiaries({
      listBeneficiaries: async () => ok([aBeneficiary(2, 'Thomas'), aBeneficiary(1, 'Marie')]),
    }).execute();
    expect(outcome.kind === 'loaded' && outcome.beneficiaries.map((b) => b.prenom)).toEqual([
      'Marie',
      'Thomas',
    ]);
  });

  it('leaves out a domain without any line', async () => {
    const guarantees: ContractGuarantees = {
      nomOffre: 'Santé',
      domaines: [
        {
          code: 'optique',
          libelle: 'Optique',
          lignes: [{ libelle: 'Lentilles', formule: '50 € par an', precision: '' }],
        },
        { code: 'vide', libelle: 'Vide', lignes: [] },
      ],
    };
    const outcome = await new LoadGuarantees({ getGuarantees: async () => ok(guarantees) }).execute();
    expect(outcome.kind === 'loaded' && outcome.guarantees.domaines.map((d) => d.code)).toEqual(['optique']);
  });

  it("shows the guarantees source's failure toast", async () => {
    const outcome = await new LoadGuarantees({ getGuarantees: async () => err(aPortError(500)) }).execute();
    expect(outcome.kind === 'failed' && outcome.toast.message).toBe(
      "Le chargement d'une source de données à échoué (garanties)",
    );
  });
});
