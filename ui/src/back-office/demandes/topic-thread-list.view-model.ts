import type { StaffTopicThread, StaffTopicThreadFilter, StaffTopicThreadsPort } from '@portail/application';
import type { MessageTopic } from '@portail/domain';
import { MESSAGE_TOPIC_LABELS, MESSAGE_TOPICS } from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import { KeysetListViewModel } from '../widgets/keyset-list/keyset-list.view-model.ts';
import type { Choice } from './request-queue-filters.view-model.ts';

export interface TopicThreadListDeps {
  readonly threads: Pick<StaffTopicThreadsPort, 'list'>;
  readonly announce: (message: string) => void;
}

export const TOPIC_CHOICES: readonly Choice<'' | MessageTopic>[] = [
  { value: '', label: 'Tous les sujets' },
  ...MESSAGE_TOPICS.map((topic) => ({ value: topic, label: MESSAGE_TOPIC_LABELS[topic] })),
];
export const THREAD_STATUS_CHOICES: readonly Choice<'' | 'ouverte' | 'cloturee'>[] = [
  { value: '', label: 'Toutes' },
  { value: 'ouverte', label: 'Ouvertes' },
  { value: 'cloturee', label: 'Clôturées' },
];
export const WAITING_CHOICES: readonly Choice<'' | 'oui' | 'non'>[] = [
  { value: '', label: 'Indifférent' },
  { value: 'oui', label: 'En attente de réponse' },
  { value: 'non', label: 'Répondues ou clôturées' },
];
export const THREAD_SORT_CHOICES: readonly Choice<StaffTopicThreadFilter['sort']>[] = [
  { value: 'recentes', label: 'Dernier message le plus récent' },
  { value: 'anciennes', label: 'Attente la plus longue' },
];

const pick = <T extends string>(choices: readonly Choice<T>[], value: string): T | undefined =>
  choices.find((choice) => choice.value === value)?.value;

/**
 * « Demandes » › « Messages »: the threads members start on a topic — filters (topic, open or closed, waiting for
 * an answer, member number), order, keyset pages (« Messages suivants »).
 */
export class TopicThreadListViewModel {
  topic: '' | MessageTopic = '';
  status: '' | 'ouverte' | 'cloturee' = '';
  waiting: '' | 'oui' | 'non' = '';
  memberNumber = '';
  sort: StaffTopicThreadFilter['sort'] = 'recentes';
  readonly list: KeysetListViewModel<StaffTopicThread, StaffTopicThreadFilter>;

  constructor(deps: TopicThreadListDeps) {
    this.list = new KeysetListViewModel(
      (filter, cursor) => deps.threads.list(filter, cursor),
      this.filter,
      deps.announce,
    );
    makeAutoObservable<TopicThreadListViewModel>(this, { list: false }, { autoBind: true });
  }

  get filter(): StaffTopicThreadFilter {
    const member = this.memberNumber.trim();
    return {
      sort: this.sort,
      ...(this.topic === '' ? {} : { topic: this.topic }),
      ...(this.status === '' ? {} : { closed: this.status === 'cloturee' }),
      ...(this.waiting === '' ? {} : { awaitingAnswer: this.waiting === 'oui' }),
      ...(member === '' ? {} : { memberNumber: member }),
    };
  }

  setTopic(value: string): void {
    this.topic = pick(TOPIC_CHOICES, value) ?? '';
  }

  setStatus(value: string): void {
    this.status = pick(THREAD_STATUS_CHOICES, value) ?? '';
  }

  setWaiting(value: string): void {
    this.waiting = pick(WAITING_CHOICES, value) ?? '';
  }

  setMemberNumber(value: string): void {
    this.memberNumber = value;
  }

  setSort(value: string): void {
    this.sort = pick(THREAD_SORT_CHOICES, value) ?? 'recentes';
  }

  /** The first page of the current filters (the list opened, « Filtrer », back from a thread). */
  apply(): Promise<void> {
    return this.list.show(this.filter);
  }

  /** « Effacer les filtres ». */
  clear(): Promise<void> {
    this.topic = '';
    this.status = '';
    this.waiting = '';
    this.memberNumber = '';
    this.sort = 'recentes';
    return this.list.show(this.filter);
  }
}
