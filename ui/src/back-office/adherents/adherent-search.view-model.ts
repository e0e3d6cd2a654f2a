import type { AdherentHit, AdherentsPort } from '@portail/application';
import { adherentsAdminCatalogue, parseAdherentSearch } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface AdherentSearchDeps {
  readonly adherents: Pick<AdherentsPort, 'search'>;
  readonly announce: (message: string) => void;
}

/**
 * « Adhérents »: what the agent types (a name, a member number, a NIR, an e-mail, a phone) and the members found.
 * What cannot be searched is refused before any call, with the catalogue's message on the field; the number found
 * is announced (live region). Kept while the area is open: back from a member's page, the list is still there.
 */
export class AdherentSearchViewModel {
  query = '';
  status: 'idle' | 'searching' | 'done' | 'failed' = 'idle';
  hits: readonly AdherentHit[] = [];
  more = false;
  /** The refusal of the field (nothing searchable typed). */
  fieldError: string | null = null;
  failure = '';
  /** The query of the list shown. */
  searched = '';

  constructor(private readonly deps: AdherentSearchDeps) {
    makeAutoObservable<AdherentSearchViewModel, 'deps'>(
      this,
      { deps: false, hits: observableRef },
      { autoBind: true },
    );
  }

  setQuery(value: string): void {
    this.query = value;
    this.fieldError = null;
  }

  async search(): Promise<void> {
    if (parseAdherentSearch(this.query) === null) {
      this.fieldError = adherentsAdminCatalogue.searchInvalid.template;
      this.deps.announce(this.fieldError);
      return;
    }
    const query = this.query.trim();
    this.status = 'searching';
    const result = await this.deps.adherents.search(query);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.failure = result.error.server?.message ?? result.error.message;
        return;
      }
      this.status = 'done';
      this.hits = result.value.hits;
      this.more = result.value.more;
      this.searched = query;
    });
    if (result.ok) this.deps.announce(this.summary);
    else this.deps.announce(this.failure);
  }

  /** « 3 adhérents trouvés », with a hint to refine when the list is cut. */
  get summary(): string {
    const count = this.hits.length;
    const found =
      count === 0
        ? 'Aucun adhérent trouvé.'
        : `${String(count)} adhérent${count > 1 ? 's' : ''} trouvé${count > 1 ? 's' : ''}.`;
    return this.more ? `${found} D'autres adhérents correspondent : précisez la recherche.` : found;
  }
}
