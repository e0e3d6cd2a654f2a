import type { AudiencesPort, PopupAudiencePort } from '@portail/application';
import { makeAutoObservable, runInAction } from 'mobx';

export interface PopupAudienceDeps {
  readonly audiences: Pick<AudiencesPort, 'list'>;
  readonly popup: PopupAudiencePort;
  readonly notify: (message: string) => void;
  readonly announce: (message: string) => void;
}

/** The value of « Tous les adhérents » in the select (no audience). */
export const EVERY_MEMBER = '';

/** A popup's audience (issue 27): shown to every member, or only to the members of a saved audience. */
export class PopupAudienceViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  options: readonly { readonly value: string; readonly label: string }[] = [];
  saved: string = EVERY_MEMBER;
  chosen: string = EVERY_MEMBER;
  saving = false;
  failure: string | null = null;

  constructor(
    private readonly deps: PopupAudienceDeps,
    private readonly contentId: string,
  ) {
    makeAutoObservable<PopupAudienceViewModel, 'deps' | 'contentId'>(
      this,
      { deps: false, contentId: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const [list, current] = await Promise.all([
      this.deps.audiences.list(),
      this.deps.popup.get(this.contentId),
    ]);
    runInAction(() => {
      if (!list.ok || !current.ok) {
        this.failure = (!list.ok ? list.error : !current.ok ? current.error : null)?.message ?? null;
        this.status = 'failed';
        return;
      }
      this.options = [
        { value: EVERY_MEMBER, label: 'Tous les adhérents' },
        ...list.value.map((audience) => ({ value: audience.id, label: audience.nom })),
      ];
      this.saved = current.value ?? EVERY_MEMBER;
      this.chosen = this.saved;
      this.status = 'ready';
    });
  }

  get changed(): boolean {
    return this.chosen !== this.saved;
  }

  choose(value: string): void {
    this.chosen = value;
  }

  async save(): Promise<void> {
    if (this.saving || !this.changed) return;
    this.saving = true;
    this.failure = null;
    const result = await this.deps.popup.set(
      this.contentId,
      this.chosen === EVERY_MEMBER ? null : this.chosen,
    );
    runInAction(() => {
      this.saving = false;
      if (result.ok) this.saved = result.value ?? EVERY_MEMBER;
      else this.failure = result.error.message;
    });
    if (!result.ok) {
      this.deps.announce(result.error.message);
      return;
    }
    const label = this.options.find((option) => option.value === this.saved)?.label ?? '';
    this.deps.notify(`La popup est désormais montrée à : ${label}.`);
  }
}
