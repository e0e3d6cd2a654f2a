import type { StatisticsDashboard, StatisticsPort } from '@portail/application';
import type { StatisticsGranularity, StatisticsPeriod } from '@portail/domain';
import {
  defaultStatisticsPeriod,
  isStatisticsGranularity,
  statisticsCatalogue,
  statisticsPeriodOf,
} from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DatePickerViewModel } from '../../widgets/date-picker/date-picker.view-model.ts';
import { type StatisticsFigure, dayText, figureCsv, statisticsFigures } from './statistics-figures.ts';

export interface StatisticsDeps {
  readonly statistics: Pick<StatisticsPort, 'dashboard'>;
  readonly today: () => Date;
  readonly announce: (message: string) => void;
  /** Hands a file to the browser (the screen's download). */
  readonly download: (fileName: string, text: string) => void;
}

export const GRANULARITY_CHOICES: readonly {
  readonly value: StatisticsGranularity;
  readonly label: string;
}[] = [
  { value: 'jour', label: 'Par jour' },
  { value: 'semaine', label: 'Par semaine' },
  { value: 'mois', label: 'Par mois' },
];

const pad = (n: number): string => String(n).padStart(2, '0');
/** A picked (local) date as YYYY-MM-DD. */
const isoOf = (date: Date): string =>
  `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * « Statistiques »: a period (the portal's date pickers, both days included) and a granularity; the dashboard's
 * figures, each with its table alternative (shown on demand) and its CSV file.
 */
export class StatisticsViewModel {
  readonly from: DatePickerViewModel;
  readonly to: DatePickerViewModel;
  granularity: StatisticsGranularity = 'jour';
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  dashboard: StatisticsDashboard | null = null;
  failure: string | null = null;
  periodError: string | null = null;
  /** Figures whose table is shown (by id). */
  tables: ReadonlySet<string> = new Set();

  constructor(private readonly deps: StatisticsDeps) {
    const today = deps.today();
    const period = defaultStatisticsPeriod(isoOf(today));
    this.from = new DatePickerViewModel({ today: deps.today, maxDate: today });
    this.to = new DatePickerViewModel({ today: deps.today, maxDate: today });
    this.from.typeText(dayText(period.du));
    this.to.typeText(dayText(period.au));
    makeAutoObservable<StatisticsViewModel, 'deps'>(
      this,
      { deps: false, from: false, to: false, dashboard: observableRef, tables: observableRef },
      { autoBind: true },
    );
  }

  setGranularity(value: string): void {
    if (isStatisticsGranularity(value)) this.granularity = value;
  }

  /** The period typed, or null when it is not one the dashboard can show. */
  get period(): StatisticsPeriod | null {
    const from = this.from.value;
    const to = this.to.value;
    if (from === null || to === null) return null;
    return statisticsPeriodOf(isoOf(from), isoOf(to), this.granularity);
  }

  async load(): Promise<void> {
    const period = this.period;
    if (period === null) {
      this.periodError = statisticsCatalogue.periodInvalid.template;
      return;
    }
    this.periodError = null;
    this.status = 'loading';
    const result = await this.deps.statistics.dashboard(period);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.failure = result.error.message;
        return;
      }
      this.dashboard = result.value;
      this.failure = null;
      this.status = 'loaded';
      this.deps.announce(`Statistiques du ${dayText(period.du)} au ${dayText(period.au)} affichées.`);
    });
  }

  get figures(): readonly StatisticsFigure[] {
    return this.dashboard === null ? [] : statisticsFigures(this.dashboard);
  }

  isTableShown(id: string): boolean {
    return this.tables.has(id);
  }

  toggleTable(id: string): void {
    const next = new Set(this.tables);
    if (!next.delete(id)) next.add(id);
    this.tables = next;
  }

  /** Downloads the figure's table as `statistiques-<figure>-<du>-<au>.csv`. */
  downloadCsv(id: string): void {
    const figure = this.figures.find((f) => f.id === id);
    const d = this.dashboard;
    if (figure === undefined || d === null) return;
    this.deps.download(`statistiques-${figure.id}-${d.du}-${d.au}.csv`, figureCsv(figure));
  }
}
