import type { MailTemplateSummary, MailTemplatesPort } from '@portail/application';
import { makeAutoObservable, runInAction } from 'mobx';

/** « Modèles de mails »: every mail and SMS the portal sends, customised ones marked. */
export class MailTemplateListViewModel {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  templates: readonly MailTemplateSummary[] = [];
  error: string | null = null;

  constructor(private readonly templatesPort: Pick<MailTemplatesPort, 'list'>) {
    makeAutoObservable<MailTemplateListViewModel, 'templatesPort'>(
      this,
      { templatesPort: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.templatesPort.list();
    runInAction(() => {
      if (result.ok) {
        this.templates = result.value;
        this.status = 'ready';
        this.error = null;
      } else {
        this.status = 'failed';
        this.error = result.error.message;
      }
    });
  }
}
