import type {
  ExportRefunds,
  LoadCareActs,
  LoadRefundsSummary,
  PrintRefundsStatement,
} from '@portail/application';
import type {
  CareAct,
  CareBeneficiary,
  CareType,
  CatalogueMessage,
  ContractFamily,
  RefundsFilter,
  RefundsMonth,
} from '@portail/domain';
import { CARE_ACT_STATUS_LABELS, CARE_TYPE_LABELS, CARE_TYPES } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LatestLoad } from '../../../app/platform/latest-load.ts';
import type { RefundsFilterForm } from './refunds-filter-form.ts';
import { DATE_RANGE_MESSAGE, EMPTY_FORM, filterFor, filterOf } from './refunds-filter-form.ts';
import type { RefundRow, RefundsChartData, RefundsMonthRow } from './refund-rows.ts';
import { chartData, monthRow, refundRow } from './refund-rows.ts';

export type RefundsStatus = 'loading' | 'loaded' | 'failed';

export interface RefundsViewModelDeps {
  readonly loadCareActs: Pick<LoadCareActs, 'execute'>;
  readonly loadSummary: Pick<LoadRefundsSummary, 'execute'>;
  readonly exportRefunds: Pick<ExportRefunds, 'execute'>;
  readonly printStatement: Pick<PrintRefundsStatement, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
  /** The current contract's family (santé or prévoyance), read at each use: it follows contract switches. */
  readonly contractFamily: () => ContractFamily;
}

/**
 * « Mes remboursements »: the first page of the current contract's acts and the 12-month summary, then
 * « Afficher plus » pages (server-side keyset: the browser never holds the whole list), filters and search
 * applied on demand, CSV export and the « Relevé de remboursements » PDF of the applied filters.
 */
export class RefundsViewModel {
  status: RefundsStatus = 'loading';
  acts: readonly CareAct[] = [];
  next: string | null = null;
  loadingMore = false;
  summaryStatus: RefundsStatus = 'loading';
  months: readonly RefundsMonth[] = [];
  beneficiaries: readonly CareBeneficiary[] = [];
  form: RefundsFilterForm = { ...EMPTY_FORM };
  applied: RefundsFilter = {};
  dateError: string | null = null;
  exporting = false;
  printing = false;
  private readonly loads = new LatestLoad();

  constructor(private readonly deps: RefundsViewModelDeps) {
    makeAutoObservable<RefundsViewModel, 'deps' | 'loads'>(this, {
      deps: false,
      loads: false,
      acts: observableRef,
      months: observableRef,
      beneficiaries: observableRef,
      applied: observableRef,
    });
  }

  get rows(): readonly RefundRow[] {
    return this.acts.map(refundRow);
  }

  get hasMore(): boolean {
    return this.next !== null;
  }

  get monthRows(): readonly RefundsMonthRow[] {
    return this.months.map(monthRow);
  }

  get chart(): RefundsChartData {
    return chartData(this.months);
  }

  /** « Type de soins » is a health-only filter: a prévoyance contract does not show it. */
  get showsCareTypeFilter(): boolean {
    return this.deps.contractFamily() === 'sante';
  }

  get careTypes(): readonly { readonly value: CareType; readonly label: string }[] {
    return CARE_TYPES.map((value) => ({ value, label: CARE_TYPE_LABELS[value] }));
  }

  get statuses(): readonly { readonly value: string; readonly label: string }[] {
    return Object.entries(CARE_ACT_STATUS_LABELS).map(([value, label]) => ({ value, label }));
  }

  get filtered(): boolean {
    return Object.keys(this.applied).length > 0;
  }

  /** What the live region says once a page is shown. */
  get resultText(): string {
    if (this.status !== 'loaded') return '';
    const count = this.acts.length;
    if (count === 0) return 'Aucun remboursement ne correspond à votre recherche.';
    const shown = `${String(count)} remboursement${count > 1 ? 's' : ''} affiché${count > 1 ? 's' : ''}`;
    return this.hasMore ? `${shown}, d'autres sont disponibles.` : `${shown}.`;
  }

  setField(field: keyof RefundsFilterForm, value: string): void {
    this.form = { ...this.form, [field]: value };
    if (field === 'dateDebut' || field === 'dateFin') this.dateError = null;
  }

  /** Everything again (screen shown, contract switched): summary and first page of the applied filters. */
  async load(): Promise<void> {
    if (!this.showsCareTypeFilter) {
      // After a switch to a prévoyance contract, a care type chosen on a santé one no longer applies.
      this.form = { ...this.form, typeSoin: '' };
      this.applied = filterFor(this.applied, 'prevoyance');
    }
    await Promise.all([this.loadSummary(), this.firstPage()]);
  }

  async applyFilters(): Promise<void> {
    const filter = filterFor(filterOf(this.form), this.deps.contractFamily());
    if (filter.dateDebut !== undefined && filter.dateFin !== undefined && filter.dateDebut > filter.dateFin) {
      this.dateError = DATE_RANGE_MESSAGE;
      return;
    }
    this.dateError = null;
    this.applied = filter;
    await this.firstPage();
  }

  async resetFilters(): Promise<void> {
    this.form = { ...EMPTY_FORM };
    this.dateError = null;
    this.applied = {};
    await this.firstPage();
  }

  async loadMore(): Promise<void> {
    const cursor = this.next;
    if (cursor === null || this.loadingMore) return;
    this.loadingMore = true;
    const isLatest = this.loads.current();
    const result = await this.deps.loadCareActs.execute(this.applied, cursor);
    if (!isLatest()) return; // the list was reloaded meanwhile
    runInAction(() => {
      this.loadingMore = false;
      if (result.ok) {
        this.acts = [...this.acts, ...result.value.actes];
        this.next = result.value.suivant;
      }
    });
    if (!result.ok) this.deps.notify(result.error);
  }

  async exportCsv(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    const result = await this.deps.exportRefunds.execute(this.applied);
    runInAction(() => (this.exporting = false));
    if (!result.ok) this.deps.notify(result.error);
  }

  async printStatement(): Promise<void> {
    if (this.printing) return;
    this.printing = true;
    const result = await this.deps.printStatement.execute(this.applied);
    runInAction(() => (this.printing = false));
    if (!result.ok) this.deps.notify(result.error);
  }

  private async firstPage(): Promise<void> {
    const isLatest = this.loads.start();
    this.status = 'loading';
    this.loadingMore = false;
    const result = await this.deps.loadCareActs.execute(this.applied);
    if (!isLatest()) return; // a newer load (filters, contract switch) wins
    runInAction(() => {
      this.status = result.ok ? 'loaded' : 'failed';
      this.acts = result.ok ? result.value.actes : [];
      this.next = result.ok ? result.value.suivant : null;
    });
    if (!result.ok) this.deps.notify(result.error);
  }

  private async loadSummary(): Promise<void> {
    this.summaryStatus = 'loading';
    const result = await this.deps.loadSummary.execute();
    runInAction(() => {
      this.summaryStatus = result.ok ? 'loaded' : 'failed';
      this.months = result.ok ? result.value.mois : [];
      this.beneficiaries = result.ok ? result.value.beneficiaires : [];
    });
    if (!result.ok) this.deps.notify(result.error);
  }
}
