import type { MemberServicesPort, PortError, Result } from '@portail/application';
import type { Beneficiary, ContractGuarantees, EditableDocument, TiersPayantCard } from '@portail/domain';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';

type R<T> = Result<T, PortError>;

/** MemberServicesPort double: every method a scripted call. */
export class FakeMemberServices implements MemberServicesPort {
  readonly documentsCall = new ScriptedAsyncCall<[], R<readonly EditableDocument[]>>('listDocuments');
  readonly beneficiariesCall = new ScriptedAsyncCall<[], R<readonly Beneficiary[]>>('listBeneficiaries');
  readonly guaranteesCall = new ScriptedAsyncCall<[], R<ContractGuarantees>>('getGuarantees');
  listDocuments = () => this.documentsCall.invoke();
  listBeneficiaries = () => this.beneficiariesCall.invoke();
  readonly cardCall = new ScriptedAsyncCall<[], R<TiersPayantCard>>('getTiersPayantCard');
  getGuarantees = () => this.guaranteesCall.invoke();
  getTiersPayantCard = () => this.cardCall.invoke();
}

export function aBeneficiary(overrides: Partial<Beneficiary> = {}): Beneficiary {
  return {
    codeCivilite: 'MME',
    nom: 'Dupont',
    prenom: 'Marie',
    numPers: 'P0010001',
    dateNaissance: '1985-05-12',
    rang: 1,
    teletransmission: true,
    motifRefusTeletransmission: null,
    ...overrides,
  };
}

export const THOMAS = aBeneficiary({
  codeCivilite: 'M',
  prenom: 'Thomas',
  numPers: 'P0010002',
  dateNaissance: '1983-09-30',
  rang: 2,
  teletransmission: false,
  motifRefusTeletransmission: { libelle: 'Rattaché à un autre organisme complémentaire' },
});
