import type {
  ExportPrestations,
  LoadPrestationsTiersPayant,
  PrintPrestationStatement,
} from '@portail/application';
import type { CatalogueMessage, PrestationTiersPayant } from '@portail/domain';
import { formatEuros, tiersPayantTotal } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LatestLoad } from '../../app/platform/latest-load.ts';
import type { TiersPayantRow } from './prestation-rows.ts';
import { tiersPayantRow } from './prestation-rows.ts';
import type { PrestationsStatus } from './prevoyance-payments.view-model.ts';

export interface TiersPayantPaymentsDeps {
  readonly load: Pick<LoadPrestationsTiersPayant, 'execute'>;
  readonly exportCsv: Pick<ExportPrestations, 'execute'>;
  readonly print: Pick<PrintPrestationStatement, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
}

/**
 * View « Tiers payant »: what the insurer paid directly to health professionals, page by page (server-side
 * keyset: the browser never holds a large member's whole list), the `RelevePrestationSanteTiers` of one
 * payment, the `RelevePrestationSante` of the last 12 months and the CSV export.
 */
export class TiersPayantPaymentsViewModel {
  status: PrestationsStatus = 'idle';
  payments: readonly PrestationTiersPayant[] = [];
  next: string | null = null;
  loadingMore = false;
  /** The statement being opened: a payment id, or 'periode'. */
  printing: string | null = null;
  exporting = false;
  /** Period of the `RelevePrestationSante`: '' for the last 12 months, else a calendar year (yyyy). */
  statementYear = '';
  private readonly loads = new LatestLoad();

  constructor(private readonly deps: TiersPayantPaymentsDeps) {
    makeAutoObservable<TiersPayantPaymentsViewModel, 'deps' | 'loads'>(this, {
      deps: false,
      loads: false,
      payments: observableRef,
    });
  }

  get rows(): readonly TiersPayantRow[] {
    return this.payments.map(tiersPayantRow);
  }

  /** The years the statement can cover: the latest payment's year and the two before it. */
  get statementYears(): readonly string[] {
    const latest = this.payments[0]?.datePaiement.slice(0, 4);
    if (latest === undefined) return [];
    const year = Number(latest);
    return [year, year - 1, year - 2].map(String);
  }

  setStatementYear(year: string): void {
    this.statementYear = year;
  }

  get hasMore(): boolean {
    return this.next !== null;
  }

  /** What the live region says once a page is shown. */
  get resultText(): string {
    if (this.status !== 'loaded') return '';
    const count = this.payments.length;
    if (count === 0) return 'Aucun paiement en tiers payant sur ce contrat.';
    const shown =
      `${String(count)} paiement${count > 1 ? 's' : ''} affiché${count > 1 ? 's' : ''} ` +
      `(${formatEuros(tiersPayantTotal(this.payments))})`;
    return this.hasMore ? `${shown}, d'autres sont disponibles.` : `${shown}.`;
  }

  /** Another contract: nothing of the previous one stays, the view loads again when shown. */
  reset(): void {
    this.loads.start();
    this.status = 'idle';
    this.payments = [];
    this.next = null;
    this.loadingMore = false;
  }

  async load(): Promise<void> {
    const isLatest = this.loads.start();
    this.status = 'loading';
    this.loadingMore = false;
    const result = await this.deps.load.execute();
    if (!isLatest()) return; // a newer load (contract switch) wins
    runInAction(() => {
      this.status = result.ok ? 'loaded' : 'failed';
      this.payments = result.ok ? result.value.paiements : [];
      this.next = result.ok ? result.value.suivant : null;
    });
    if (!result.ok) this.deps.notify(result.error);
  }

  async loadMore(): Promise<void> {
    const cursor = this.next;
    if (cursor === null || this.loadingMore) return;
    this.loadingMore = true;
    const isLatest = this.loads.current();
    const result = await this.deps.load.execute(cursor);
    if (!isLatest()) return; // the list was reloaded meanwhile
    runInAction(() => {
      this.loadingMore = false;
      if (result.ok) {
        this.payments = [...this.payments, ...result.value.paiements];
        this.next = result.value.suivant;
      }
    });
    if (!result.ok) this.deps.notify(result.error);
  }

  printPayment(id: string): Promise<void> {
    return this.printing === null
      ? this.print(id, { document: 'RelevePrestationSanteTiers', id })
      : Promise.resolve();
  }

  /** The health statement of the chosen year, or of the last 12 months (the server's default period). */
  printPeriod(): Promise<void> {
    if (this.printing !== null) return Promise.resolve();
    const year = this.statementYear;
    return this.print(
      'periode',
      year === ''
        ? { document: 'RelevePrestationSante' }
        : { document: 'RelevePrestationSante', dateDebut: `${year}-01-01`, dateFin: `${year}-12-31` },
    );
  }

  async exportCsv(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    const result = await this.deps.exportCsv.execute('tiers-payant');
    runInAction(() => (this.exporting = false));
    if (!result.ok) this.deps.notify(result.error);
  }

  private async print(
    key: string,
    request: Parameters<PrintPrestationStatement['execute']>[0],
  ): Promise<void> {
    this.printing = key;
    const result = await this.deps.print.execute(request);
    runInAction(() => (this.printing = null));
    if (!result.ok) this.deps.notify(result.error);
  }
}
