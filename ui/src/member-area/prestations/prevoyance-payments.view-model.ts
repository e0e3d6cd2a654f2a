import type {
  ExportPrestations,
  LoadPrestationsPrevoyance,
  PrintPrestationStatement,
} from '@portail/application';
import type { CatalogueMessage, PrestationPrevoyance } from '@portail/domain';
import { sickLeaves } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LatestLoad } from '../../app/platform/latest-load.ts';
import type { PrevoyanceRow, SickLeaveSection } from './prestation-rows.ts';
import { prevoyanceRow, sickLeaveSection } from './prestation-rows.ts';

export type PrestationsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface PrevoyancePaymentsDeps {
  readonly load: Pick<LoadPrestationsPrevoyance, 'execute'>;
  readonly exportCsv: Pick<ExportPrestations, 'execute'>;
  readonly print: Pick<PrintPrestationStatement, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
}

/**
 * View « Prévoyance » of « Mes prestations »: the sick leaves with their IJ payments, the other payments (rents,
 * capital), the `RelevePrestationPrevoyance` of one payment and the CSV export.
 */
export class PrevoyancePaymentsViewModel {
  status: PrestationsStatus = 'idle';
  payments: readonly PrestationPrevoyance[] = [];
  /** The payment whose statement is being opened. */
  printing: string | null = null;
  exporting = false;
  private readonly loads = new LatestLoad();

  constructor(private readonly deps: PrevoyancePaymentsDeps) {
    makeAutoObservable<PrevoyancePaymentsViewModel, 'deps' | 'loads'>(this, {
      deps: false,
      loads: false,
      payments: observableRef,
    });
  }

  get sickLeaves(): readonly SickLeaveSection[] {
    return sickLeaves(this.payments).map(sickLeaveSection);
  }

  /** Rents and capital, newest first. */
  get otherPayments(): readonly PrevoyanceRow[] {
    return this.payments.filter((payment) => payment.nature !== 'ij').map(prevoyanceRow);
  }

  get resultText(): string {
    if (this.status !== 'loaded') return '';
    const count = this.payments.length;
    if (count === 0) return 'Aucune prestation prévoyance sur ce contrat.';
    return `${String(count)} versement${count > 1 ? 's' : ''} de prévoyance.`;
  }

  /** Another contract: nothing of the previous one stays, the view loads again when shown. */
  reset(): void {
    this.loads.start();
    this.status = 'idle';
    this.payments = [];
  }

  async load(): Promise<void> {
    const isLatest = this.loads.start();
    this.status = 'loading';
    const result = await this.deps.load.execute();
    if (!isLatest()) return; // a newer load (contract switch) wins
    runInAction(() => {
      this.status = result.ok ? 'loaded' : 'failed';
      this.payments = result.ok ? result.value : [];
    });
    if (!result.ok) this.deps.notify(result.error);
  }

  async printStatement(id: string): Promise<void> {
    if (this.printing !== null) return;
    this.printing = id;
    const result = await this.deps.print.execute({ document: 'RelevePrestationPrevoyance', id });
    runInAction(() => (this.printing = null));
    if (!result.ok) this.deps.notify(result.error);
  }

  async exportCsv(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    const result = await this.deps.exportCsv.execute('prevoyance');
    runInAction(() => (this.exporting = false));
    if (!result.ok) this.deps.notify(result.error);
  }
}
