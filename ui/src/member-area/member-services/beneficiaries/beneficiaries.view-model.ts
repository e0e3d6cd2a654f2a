import type { LoadBeneficiaries } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { civilityLabel, formatDisplayDate, teletransmissionLabel } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { LatestLoad } from '../../../app/platform/latest-load.ts';

export type BeneficiariesStatus = 'loading' | 'loaded' | 'failed';

export interface BeneficiaryRow {
  readonly numPers: string;
  readonly rang: number;
  readonly civilite: string;
  readonly nom: string;
  readonly prenom: string;
  /** dd/MM/yyyy. */
  readonly dateNaissance: string;
  readonly teletransmission: string;
  readonly teletransmissionRefused: boolean;
}

/** How to add a person to the contract (read-only screen). */
export const ADD_BENEFICIARY_HINT =
  "Pour ajouter un bénéficiaire (conjoint, enfant…), téléchargez le formulaire d'inscription des " +
  'bénéficiaires dans « Mes documents », puis renvoyez-le complété et signé, avec les pièces demandées, ' +
  'depuis « Envoyer des justificatifs ».';

/** « Mes bénéficiaires »: the people covered by the current contract, read-only, in rank order. */
export class BeneficiariesViewModel {
  status: BeneficiariesStatus = 'loading';
  rows: readonly BeneficiaryRow[] = [];
  private readonly loads = new LatestLoad();

  constructor(
    private readonly deps: {
      readonly loadBeneficiaries: Pick<LoadBeneficiaries, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
    },
  ) {
    makeAutoObservable<BeneficiariesViewModel, 'deps' | 'loads'>(this, { deps: false, loads: false });
  }

  get refusedCount(): number {
    return this.rows.filter((row) => row.teletransmissionRefused).length;
  }

  async load(): Promise<void> {
    const isLatest = this.loads.start();
    this.status = 'loading';
    const outcome = await this.deps.loadBeneficiaries.execute();
    if (!isLatest()) return;
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.rows = outcome.beneficiaries.map((person) => ({
        numPers: person.numPers,
        rang: person.rang,
        civilite: civilityLabel(person.codeCivilite),
        nom: person.nom,
        prenom: person.prenom,
        dateNaissance: formatDisplayDate(person.dateNaissance),
        teletransmission: teletransmissionLabel(person),
        teletransmissionRefused: !person.teletransmission,
      }));
      this.status = 'loaded';
    });
  }
}
