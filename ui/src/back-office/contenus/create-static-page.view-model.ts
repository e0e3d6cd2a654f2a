import type { CreateStaticPage } from '@portail/application';
import type { ContentDetail } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

/** « Créer une page statique »: its name (`#/page/{nom}`) and title; a draft until published. */
export class CreateStaticPageViewModel {
  pageName = '';
  title = '';
  busy = false;
  failure: string | null = null;

  constructor(private readonly create: Pick<CreateStaticPage, 'execute'>) {
    makeAutoObservable<CreateStaticPageViewModel, 'create'>(this, { create: false });
  }

  setPageName(value: string): void {
    this.pageName = value;
  }

  setTitle(value: string): void {
    this.title = value;
  }

  /** The address members will open, shown under the name. */
  get route(): string {
    return `#/page/${this.pageName.trim() === '' ? '…' : this.pageName.trim()}`;
  }

  /** The page created (then opened in the editor), or null with the French reason. */
  async submit(): Promise<ContentDetail | null> {
    if (this.busy) return null;
    this.busy = true;
    const created = await this.create.execute(this.pageName, { title: this.title, content: '' });
    return runInAction(() => {
      this.busy = false;
      if (created.kind === 'done') {
        this.failure = null;
        return created.value;
      }
      this.failure = created.message.message;
      return null;
    });
  }
}
