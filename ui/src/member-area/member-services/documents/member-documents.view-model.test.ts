import { err, GetMemberDocument, LoadMemberDocuments, ok } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { EDITABLE_DOCUMENTS } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakeResources } from '../../testing/fake-member-ports.ts';
import { aPortError } from '../../testing/member-mothers.ts';
import { aBeneficiary, FakeMemberServices, THOMAS } from '../testing/fake-member-services.ts';
import { BENEFICIARY_REQUIRED_MESSAGE, MemberDocumentsViewModel } from './member-documents.view-model.ts';

const [, ATTESTATION, SITUATION] = EDITABLE_DOCUMENTS;
if (ATTESTATION === undefined || SITUATION === undefined) throw new Error('documents catalogue changed');

function setup() {
  const services = new FakeMemberServices();
  const resources = new FakeResources();
  const toasts: CatalogueMessage[] = [];
  services.documentsCall.answerAlways(ok(EDITABLE_DOCUMENTS));
  services.beneficiariesCall.answerAlways(ok([aBeneficiary(), THOMAS]));
  const model = new MemberDocumentsViewModel({
    loadDocuments: new LoadMemberDocuments(services),
    getDocument: new GetMemberDocument(resources),
    notify: (toast) => toasts.push(toast),
  });
  return { services, resources, toasts, model };
}

describe('« Mes documents » view-model', () => {
  it('offers a beneficiary picker only where the scope allows one', async () => {
    const { model } = setup();
    await model.load();
    expect(model.status).toBe('loaded');
    expect(model.cards.map((card) => [card.document.typeDocument, card.choice])).toEqual([
      ['CarteTP', 'none'],
      ['Attestation', 'optional'],
      ['SituationContractuelle', 'none'],
      ['InscriptionBeneficiaires', 'none'],
    ]);
    expect(model.cards[0]?.options).toEqual([]);
    expect(model.cards[1]?.options.map((option) => option.label)).toEqual([
      'Tout le contrat',
      'Mme Marie Dupont (né(e) le 12/05/1985)',
      'M. Thomas Dupont (né(e) le 30/09/1983)',
    ]);
  });

  it('downloads the picked beneficiary’s attestation and prints the card in a tab', async () => {
    const { model, resources } = setup();
    await model.load();
    model.pick('Attestation', 'P0010002');
    await model.get('Attestation', 'export');
    await model.get('CarteTP', 'print');
    expect(resources.exportCall.calls).toEqual([
      ['documents', { typeDocument: 'Attestation', numPers: 'P0010002' }],
    ]);
    expect(resources.printCall.calls).toEqual([
      ['documents', { query: { typeDocument: 'CarteTP', numPers: undefined } }],
    ]);
    expect(model.busy).toBeNull();
  });

  it('asks for a beneficiary when the scope requires one', async () => {
    const { model, services, resources } = setup();
    services.documentsCall.answer(ok([{ ...ATTESTATION, scope: 'Benef' }]));
    await model.load();
    await model.get('Attestation', 'export');
    expect(model.cards[0]?.error).toBe(BENEFICIARY_REQUIRED_MESSAGE);
    expect(resources.exportCall.count).toBe(0);
    model.pick('Attestation', 'P0010001');
    expect(model.cards[0]?.error).toBeNull();
  });

  it("toasts 'Le chargement d'une source de données à échoué (documents)' when the list fails", async () => {
    const { model, services, toasts } = setup();
    services.documentsCall.answer(err(aPortError(500)));
    await model.load();
    expect(model.status).toBe('failed');
    expect(toasts.map((toast) => toast.message)).toEqual([
      "Le chargement d'une source de données à échoué (documents)",
    ]);
  });

  it('names the document in the toast of a failed download', async () => {
    const { model, resources, toasts } = setup();
    resources.exportCall.answer(err(aPortError(404)));
    await model.load();
    await model.get('CarteTP', 'export');
    expect(toasts.map((toast) => toast.message)).toEqual([
      "Le chargement d'une source de données à échoué (Carte de tiers payant)",
    ]);
  });

  it('reloads for the new contract: the last load wins and the picks are forgotten', async () => {
    const { model, services } = setup();
    await model.load();
    model.pick('Attestation', 'P0010002');
    const slow = services.documentsCall.defer();
    const first = model.load();
    services.documentsCall.answer(ok([SITUATION]));
    const second = model.load();
    await second;
    slow.resolve(ok(EDITABLE_DOCUMENTS));
    await first;
    expect(model.cards.map((card) => card.document.typeDocument)).toEqual(['SituationContractuelle']);
    expect(services.documentsCall.count).toBe(3);
  });
});
