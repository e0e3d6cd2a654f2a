import type { PrestationsView } from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import type { PrevoyancePaymentsViewModel } from './prevoyance-payments.view-model.ts';
import type { TiersPayantPaymentsViewModel } from './tiers-payant-payments.view-model.ts';

/** The view a contract opens on: « Prévoyance » for a provident contract, else « Tiers payant ». */
export type ContractFamilyOf = () => 'sante' | 'prevoyance';

/**
 * « Mes prestations »: two views of the current contract, each loaded when first shown and again after a
 * contract switch.
 */
export class PrestationsViewModel {
  view: PrestationsView = 'tiers-payant';

  constructor(
    readonly prevoyance: PrevoyancePaymentsViewModel,
    readonly tiersPayant: TiersPayantPaymentsViewModel,
    private readonly family: ContractFamilyOf,
  ) {
    makeAutoObservable<PrestationsViewModel, 'family'>(this, {
      prevoyance: false,
      tiersPayant: false,
      family: false,
    });
  }

  /** Screen shown or contract switched: the contract's own view, loaded afresh (the other one reloads on demand). */
  async open(): Promise<void> {
    this.view = this.family() === 'prevoyance' ? 'prevoyance' : 'tiers-payant';
    this.prevoyance.reset();
    this.tiersPayant.reset();
    await this.current().load();
  }

  async show(view: PrestationsView): Promise<void> {
    this.view = view;
    const model = this.current();
    if (model.status === 'idle' || model.status === 'failed') await model.load();
  }

  private current(): PrevoyancePaymentsViewModel | TiersPayantPaymentsViewModel {
    return this.view === 'prevoyance' ? this.prevoyance : this.tiersPayant;
  }
}
