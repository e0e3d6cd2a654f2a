import type { GetMemberDocument, LoadMemberDocuments } from '@portail/application';
import type { Beneficiary, BeneficiaryChoice, CatalogueMessage, EditableDocument } from '@portail/domain';
import { beneficiaryChoiceOf, civilityLabel, formatDisplayDate } from '@portail/domain';
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { LatestLoad } from '../../../app/platform/latest-load.ts';

export type MemberDocumentsStatus = 'loading' | 'loaded' | 'failed';
export type DocumentAction = 'export' | 'print';

/** Value of the beneficiary picker meaning "the whole contract". */
export const WHOLE_CONTRACT = '';
export const WHOLE_CONTRACT_LABEL = 'Tout le contrat';
export const PICK_BENEFICIARY_LABEL = 'Choisir un bénéficiaire';
export const BENEFICIARY_REQUIRED_MESSAGE = 'Choisissez le bénéficiaire de ce document.';

export interface BeneficiaryOption {
  readonly value: string;
  readonly label: string;
}

export interface DocumentCard {
  readonly document: EditableDocument;
  readonly choice: BeneficiaryChoice;
  /** Empty when the scope is Contrat (no picker). */
  readonly options: readonly BeneficiaryOption[];
  readonly selected: string;
  readonly error: string | null;
}

function beneficiaryOption(person: Beneficiary): BeneficiaryOption {
  return {
    value: person.numPers,
    label: `${civilityLabel(person.codeCivilite)} ${person.prenom} ${person.nom} (né(e) le ${formatDisplayDate(person.dateNaissance)})`,
  };
}

/**
 * « Mes documents »: the documents the current contract may have generated (carte de tiers payant,
 * attestation, situation contractuelle), each downloadable (export) or opened in a tab (print). The scope
 * decides the beneficiary picker: none (Contrat), optional with 'Tout le contrat' (Both), required (Benef).
 */
export class MemberDocumentsViewModel {
  status: MemberDocumentsStatus = 'loading';
  documents: readonly EditableDocument[] = [];
  beneficiaries: readonly Beneficiary[] = [];
  /** Busy action, `${typeDocument}:${action}`. */
  busy: string | null = null;
  private readonly picked = observable.map<string, string>();
  private readonly errors = observable.map<string, string>();
  private readonly loads = new LatestLoad();

  constructor(
    private readonly deps: {
      readonly loadDocuments: Pick<LoadMemberDocuments, 'execute'>;
      readonly getDocument: Pick<GetMemberDocument, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
    },
  ) {
    makeAutoObservable<MemberDocumentsViewModel, 'deps' | 'loads'>(this, {
      deps: false,
      loads: false,
      documents: observableRef,
      beneficiaries: observableRef,
    });
  }

  get cards(): readonly DocumentCard[] {
    return this.documents.map((document) => {
      const choice = beneficiaryChoiceOf(document.scope);
      const people = this.beneficiaries.map(beneficiaryOption);
      return {
        document,
        choice,
        options:
          choice === 'none'
            ? []
            : choice === 'optional'
              ? [{ value: WHOLE_CONTRACT, label: WHOLE_CONTRACT_LABEL }, ...people]
              : [{ value: WHOLE_CONTRACT, label: PICK_BENEFICIARY_LABEL }, ...people],
        selected: this.picked.get(document.typeDocument) ?? WHOLE_CONTRACT,
        error: this.errors.get(document.typeDocument) ?? null,
      };
    });
  }

  /** (Re)loads for the current contract; a newer load (contract switch) wins; picks are forgotten. */
  async load(): Promise<void> {
    const isLatest = this.loads.start();
    this.status = 'loading';
    this.picked.clear();
    this.errors.clear();
    const outcome = await this.deps.loadDocuments.execute();
    if (!isLatest()) return;
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.documents = outcome.documents;
      this.beneficiaries = outcome.beneficiaries;
      this.status = 'loaded';
    });
  }

  pick(typeDocument: string, numPers: string): void {
    this.picked.set(typeDocument, numPers);
    this.errors.delete(typeDocument);
  }

  async get(typeDocument: string, action: DocumentAction): Promise<void> {
    const card = this.cards.find((candidate) => candidate.document.typeDocument === typeDocument);
    if (card === undefined || this.busy !== null) return;
    this.busy = `${typeDocument}:${action}`;
    const outcome = await this.deps.getDocument.execute({
      document: card.document,
      numPers: card.selected === WHOLE_CONTRACT ? null : card.selected,
      mode: action,
    });
    runInAction(() => {
      this.busy = null;
      if (outcome.kind === 'beneficiary-required')
        this.errors.set(typeDocument, BENEFICIARY_REQUIRED_MESSAGE);
    });
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
  }
}
