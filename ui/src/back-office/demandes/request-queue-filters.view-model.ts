import type { StaffRequestQueueFilter } from '@portail/application';
import type { StaffRequestStatus, StaffRequestType } from '@portail/domain';
import {
  STAFF_REQUEST_STATUSES,
  STAFF_REQUEST_STATUS_LABELS,
  STAFF_REQUEST_TYPES,
  STAFF_REQUEST_TYPE_LABELS,
  isStaffRequestStatus,
  isStaffRequestType,
} from '@portail/domain';
import { makeAutoObservable } from 'mobx';

export interface Choice<V extends string> {
  readonly value: V;
  readonly label: string;
}

export const TYPE_CHOICES: readonly Choice<StaffRequestType | ''>[] = [
  { value: '', label: 'Tous les types' },
  ...STAFF_REQUEST_TYPES.map((type) => ({ value: type, label: STAFF_REQUEST_TYPE_LABELS[type] })),
];

export const STATUS_CHOICES: readonly Choice<StaffRequestStatus | ''>[] = [
  { value: '', label: 'Tous les statuts' },
  ...STAFF_REQUEST_STATUSES.map((status) => ({ value: status, label: STAFF_REQUEST_STATUS_LABELS[status] })),
];

/** Age bands of the filter: days since sending (both ends included). */
const AGES = {
  '': { label: 'Toutes', min: undefined, max: undefined },
  'moins-2': { label: 'Moins de 2 jours', min: undefined, max: 1 },
  '2-7': { label: 'De 2 à 7 jours', min: 2, max: 7 },
  'plus-7': { label: 'Plus de 7 jours', min: 8, max: undefined },
  'plus-30': { label: 'Plus de 30 jours', min: 31, max: undefined },
} as const;
export type AgeBand = keyof typeof AGES;
export const AGE_CHOICES: readonly Choice<AgeBand>[] = (Object.keys(AGES) as AgeBand[]).map((value) => ({
  value,
  label: AGES[value].label,
}));

export type LateChoice = '' | 'oui' | 'non';
export const LATE_CHOICES: readonly Choice<LateChoice>[] = [
  { value: '', label: 'En retard ou non' },
  { value: 'oui', label: 'En retard seulement' },
  { value: 'non', label: 'Dans les délais seulement' },
];

export type SortChoice = StaffRequestQueueFilter['sort'];
export const SORT_CHOICES: readonly Choice<SortChoice>[] = [
  { value: 'recentes', label: 'Les plus récentes d’abord' },
  { value: 'anciennes', label: 'Les plus anciennes d’abord (âge)' },
  { value: 'echeance', label: 'Échéance la plus proche d’abord' },
];

const isIn = <V extends string>(choices: readonly Choice<V>[], value: string): value is V =>
  choices.some((choice) => choice.value === value);

/**
 * The queue's filters as typed: type, status, age band, late or not, assigned to (anyone, me, nobody, or a staff
 * member seen in the list), offer, member number, and the order. `filter` is what the queue asks for.
 */
export class RequestQueueFiltersViewModel {
  type: StaffRequestType | '' = '';
  status: StaffRequestStatus | '' = '';
  age: AgeBand = '';
  late: LateChoice = '';
  /** '' anyone, `moi`, `personne` or a staff account id. */
  assignedTo = '';
  offer = '';
  memberNumber = '';
  sort: SortChoice = 'recentes';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setType(value: string): void {
    this.type = isStaffRequestType(value) ? value : '';
  }

  setStatus(value: string): void {
    this.status = isStaffRequestStatus(value) ? value : '';
  }

  setAge(value: string): void {
    this.age = isIn(AGE_CHOICES, value) ? value : '';
  }

  setLate(value: string): void {
    this.late = isIn(LATE_CHOICES, value) ? value : '';
  }

  setAssignedTo(value: string): void {
    this.assignedTo = value;
  }

  setOffer(value: string): void {
    this.offer = value;
  }

  setMemberNumber(value: string): void {
    this.memberNumber = value;
  }

  setSort(value: string): void {
    if (isIn(SORT_CHOICES, value)) this.sort = value;
  }

  get filter(): StaffRequestQueueFilter {
    const age = AGES[this.age];
    const offer = this.offer.trim();
    const memberNumber = this.memberNumber.trim();
    return {
      sort: this.sort,
      ...(this.type === '' ? {} : { type: this.type }),
      ...(this.status === '' ? {} : { status: this.status }),
      ...(age.min === undefined ? {} : { minAgeDays: age.min }),
      ...(age.max === undefined ? {} : { maxAgeDays: age.max }),
      ...(this.late === '' ? {} : { late: this.late === 'oui' }),
      ...(this.assignedTo === '' ? {} : { assignedTo: this.assignedTo }),
      ...(offer === '' ? {} : { offer }),
      ...(memberNumber === '' ? {} : { memberNumber }),
    };
  }

  clear(): void {
    this.type = '';
    this.status = '';
    this.age = '';
    this.late = '';
    this.assignedTo = '';
    this.offer = '';
    this.memberNumber = '';
    this.sort = 'recentes';
  }
}
