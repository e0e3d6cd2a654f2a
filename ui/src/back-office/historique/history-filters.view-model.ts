import type { AdminHistoryFilter } from '@portail/application';
import type { HistoryArea } from '@portail/domain';
import { HISTORY_AREAS, HISTORY_AREA_LABELS, isHistoryArea } from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import { DatePickerViewModel } from '../../widgets/date-picker/date-picker.view-model.ts';

export const INVALID_DATE = 'Saisissez une date valide au format JJ/MM/AAAA.';
export const END_BEFORE_START = 'La date de fin doit être postérieure ou égale à la date de début.';

/** The area choices of the filter: « Toutes les rubriques » then every history area. */
export const AREA_CHOICES: readonly { readonly value: HistoryArea | ''; readonly label: string }[] = [
  { value: '', label: 'Toutes les rubriques' },
  ...HISTORY_AREAS.map((area) => ({ value: area, label: HISTORY_AREA_LABELS[area] })),
];

const nextDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);

/**
 * The filters of « Historique » as typed: staff member (login), area, item, period « du … au … » (both days
 * included, the portal's date picker). `filter` is what the list asks for, once `issues` is empty.
 */
export class HistoryFiltersViewModel {
  login = '';
  item = '';
  area: HistoryArea | '' = '';
  readonly from: DatePickerViewModel;
  readonly to: DatePickerViewModel;

  constructor(today: () => Date) {
    this.from = new DatePickerViewModel({ today, maxDate: today() });
    this.to = new DatePickerViewModel({ today, maxDate: today() });
    makeAutoObservable<HistoryFiltersViewModel>(this, { from: false, to: false }, { autoBind: true });
  }

  setLogin(value: string): void {
    this.login = value;
  }

  setItem(value: string): void {
    this.item = value;
  }

  setArea(value: string): void {
    this.area = isHistoryArea(value) ? value : '';
  }

  /** The French message of each period field in error. */
  get issues(): { readonly from?: string; readonly to?: string } {
    const bad = (picker: DatePickerViewModel) => picker.text.trim() !== '' && picker.value === null;
    if (bad(this.from) || bad(this.to))
      return {
        ...(bad(this.from) ? { from: INVALID_DATE } : {}),
        ...(bad(this.to) ? { to: INVALID_DATE } : {}),
      };
    const from = this.from.value;
    const to = this.to.value;
    if (from !== null && to !== null && to < from) return { to: END_BEFORE_START };
    return {};
  }

  get valid(): boolean {
    return Object.keys(this.issues).length === 0;
  }

  /** The filter the list reads: the period from the first day's start to the end of the last day. */
  get filter(): AdminHistoryFilter {
    const from = this.from.value;
    const to = this.to.value;
    return {
      ...(this.login.trim() === '' ? {} : { login: this.login.trim() }),
      ...(this.area === '' ? {} : { area: this.area }),
      ...(this.item.trim() === '' ? {} : { item: this.item.trim() }),
      ...(from === null ? {} : { from }),
      ...(to === null ? {} : { to: nextDay(to) }),
    };
  }

  clear(): void {
    this.login = '';
    this.item = '';
    this.area = '';
    this.from.typeText('');
    this.to.typeText('');
  }
}
