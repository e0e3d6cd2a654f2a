import type { DownloadContributionDocument, LoadContributions } from '@portail/application';
import type {
  CatalogueMessage,
  ContributionSchedule,
  ContributionScheduleEntry,
  ContributionStatus,
} from '@portail/domain';
import { CONTRIBUTION_STATUS_LABELS, formatEuros } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ContributionHistoryPage } from '@portail/domain';

export type CotisationsStatus = 'loading' | 'loaded' | 'none' | 'failed';

/** The earlier years are read by pages of this many due dates. */
export const HISTORY_PAGE_SIZE = 24;

/** A due date as a table row. */
export interface ScheduleRow {
  readonly key: string;
  readonly echeance: string;
  readonly periode: string;
  readonly montant: string;
  readonly mode: string;
  readonly statut: ContributionStatus;
  readonly statutLibelle: string;
  /** The rejection's reason, or the payment date, or ''. */
  readonly detail: string;
}

const frenchDay = (isoDay: string): string => isoDay.split('-').reverse().join('/');

export function scheduleRow(entry: ContributionScheduleEntry, index: number): ScheduleRow {
  const detail =
    entry.statut === 'rejetee'
      ? `Motif : ${entry.motifRejet ?? 'non communiqué'}`
      : entry.statut === 'payee' && entry.datePaiement !== null
        ? `Payée le ${frenchDay(entry.datePaiement)}`
        : '';
  return {
    key: `${entry.dateEcheance}-${String(index)}`,
    echeance: frenchDay(entry.dateEcheance),
    periode: `du ${frenchDay(entry.periodeDebut)} au ${frenchDay(entry.periodeFin)}`,
    montant: formatEuros(entry.montantCents),
    mode: `${entry.libelleModePaiement} · ${entry.libellePeriodicite.toLowerCase()}`,
    statut: entry.statut,
    statutLibelle: CONTRIBUTION_STATUS_LABELS[entry.statut],
    detail,
  };
}

/**
 * « Mes cotisations »: the current contract's schedule (current year and next due dates), its totals per year,
 * the earlier years page by page (« Afficher plus »), the SEPA mandate and the certificate of a chosen year.
 */
export class CotisationsViewModel {
  status: CotisationsStatus = 'loading';
  schedule: ContributionSchedule | null = null;
  history: readonly ContributionScheduleEntry[] = [];
  nextCursor: string | null = null;
  loadingMore = false;
  certificateYear: number | null = null;
  downloading: 'mandat' | 'attestation' | null = null;

  constructor(
    private readonly deps: {
      readonly loadContributions: Pick<LoadContributions, 'execute'>;
      readonly loadHistory: (cursor: string, size: number) => Promise<ContributionHistoryPage | null>;
      readonly download: Pick<DownloadContributionDocument, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
      readonly announce: (message: string) => void;
    },
  ) {
    makeAutoObservable<CotisationsViewModel, 'deps'>(this, {
      deps: false,
      schedule: observableRef,
      history: observableRef,
    });
  }

  get rows(): readonly ScheduleRow[] {
    return (this.schedule?.echeances ?? []).map(scheduleRow);
  }

  get historyRows(): readonly ScheduleRow[] {
    return this.history.map(scheduleRow);
  }

  get totals() {
    return (this.schedule?.totaux ?? []).map((year) => ({
      annee: year.annee,
      du: formatEuros(year.duCents),
      paye: formatEuros(year.payeCents),
      impaye: formatEuros(year.impayeCents),
      aVenir: formatEuros(year.aVenirCents),
    }));
  }

  get unpaid(): string | null {
    const cents = this.schedule?.impayeCents ?? 0;
    return cents > 0 ? formatEuros(cents) : null;
  }

  get hasMandate(): boolean {
    return this.schedule?.codeModePaiement === 'PRL' && this.schedule.rum !== null;
  }

  get nextDueDate(): string | null {
    const next = this.schedule?.prochaineEcheance ?? null;
    return next === null ? null : frenchDay(next);
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const outcome = await this.deps.loadContributions.execute(HISTORY_PAGE_SIZE);
    runInAction(() => {
      if (outcome.kind === 'failed') {
        this.status = 'failed';
        return;
      }
      if (outcome.kind === 'none') {
        this.status = 'none';
        this.schedule = null;
        return;
      }
      this.schedule = outcome.schedule;
      this.history = outcome.history.echeances;
      this.nextCursor = outcome.history.suivant;
      this.certificateYear = outcome.schedule.anneesAttestation[0] ?? null;
      this.status = 'loaded';
    });
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
  }

  async loadMore(): Promise<void> {
    const cursor = this.nextCursor;
    if (cursor === null || this.loadingMore) return;
    this.loadingMore = true;
    const page = await this.deps.loadHistory(cursor, HISTORY_PAGE_SIZE);
    runInAction(() => {
      this.loadingMore = false;
      if (page === null) return;
      this.history = [...this.history, ...page.echeances];
      this.nextCursor = page.suivant;
    });
    if (page !== null) this.deps.announce(`${String(page.echeances.length)} échéances de plus affichées.`);
  }

  chooseCertificateYear(year: number): void {
    this.certificateYear = year;
  }

  async downloadMandate(): Promise<void> {
    await this.downloadDocument('mandat', { kind: 'mandat' });
  }

  async downloadCertificate(): Promise<void> {
    const year = this.certificateYear;
    if (year === null) return;
    await this.downloadDocument('attestation', { kind: 'attestation', year });
  }

  private async downloadDocument(
    which: 'mandat' | 'attestation',
    document: Parameters<DownloadContributionDocument['execute']>[0],
  ): Promise<void> {
    this.downloading = which;
    const outcome = await this.deps.download.execute(document);
    runInAction(() => (this.downloading = null));
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
    else this.deps.announce('Le document a été téléchargé.');
  }
}
