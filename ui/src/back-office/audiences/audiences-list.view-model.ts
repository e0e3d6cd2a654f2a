import type { AudiencesPort, SavedAudience } from '@portail/application';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface AudiencesListDeps {
  readonly audiences: Pick<AudiencesPort, 'list' | 'remove'>;
  readonly notify: (message: string) => void;
  readonly announce: (message: string) => void;
}

/** « Audiences »: every saved audience; one deleted after a confirmation (409 when used by a popup or changed). */
export class AudiencesListViewModel {
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  audiences: readonly SavedAudience[] = [];
  failure: string | null = null;
  /** The audience whose deletion is being confirmed. */
  deleting: SavedAudience | null = null;
  busy = false;

  constructor(private readonly deps: AudiencesListDeps) {
    makeAutoObservable<AudiencesListViewModel, 'deps'>(
      this,
      { deps: false, audiences: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.deps.audiences.list();
    runInAction(() => {
      if (result.ok) {
        this.audiences = result.value;
        this.status = 'loaded';
      } else {
        this.failure = result.error.message;
        this.status = 'failed';
      }
    });
  }

  askDelete(audience: SavedAudience): void {
    this.deleting = audience;
    this.failure = null;
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    const audience = this.deleting;
    if (audience === null || this.busy) return;
    this.busy = true;
    const result = await this.deps.audiences.remove(audience.id, audience.version);
    runInAction(() => {
      this.busy = false;
      this.deleting = null;
      if (result.ok) this.audiences = this.audiences.filter((a) => a.id !== audience.id);
      else this.failure = result.error.message;
    });
    if (result.ok) this.deps.notify(`L’audience « ${audience.nom} » est supprimée.`);
    else this.deps.announce(result.error.message);
  }
}
