import type { LoadUnpaidContributions } from '@portail/application';
import type { UnpaidContribution } from '@portail/domain';
import { formatEuros } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** One line of the home's banner. */
export interface UnpaidLine {
  readonly numeroContrat: string;
  readonly text: string;
  readonly conduiteATenir: string;
}

/**
 * The home's unpaid-contributions banner (issue 26): one line per contract with an unpaid amount, what to do,
 * a link to « Mes cotisations ». Kept small: it is part of the home's first load, the screen is not.
 */
export class UnpaidBannerViewModel {
  unpaid: readonly UnpaidContribution[] = [];

  constructor(private readonly loadUnpaid: Pick<LoadUnpaidContributions, 'execute'>) {
    makeAutoObservable<UnpaidBannerViewModel, 'loadUnpaid'>(this, {
      loadUnpaid: false,
      unpaid: observableRef,
    });
  }

  get lines(): readonly UnpaidLine[] {
    return this.unpaid.map((line) => ({
      numeroContrat: line.numeroContrat,
      text: `${formatEuros(line.montantCents)} de cotisations restent à régler sur le contrat ${line.nomOffre} (${line.numeroContrat}).`,
      conduiteATenir: line.conduiteATenir,
    }));
  }

  /**
   * The contract « Voir mes cotisations » opens: the current one when it has an unpaid amount, otherwise the
   * first contract that has one (the area switches to it as its contract selector does).
   */
  linkContract(current: string | null): string | null {
    const contracts = this.unpaid.map((line) => line.numeroContrat);
    return current !== null && contracts.includes(current) ? current : (contracts[0] ?? null);
  }

  async load(): Promise<void> {
    const unpaid = await this.loadUnpaid.execute();
    runInAction(() => (this.unpaid = unpaid));
  }
}
