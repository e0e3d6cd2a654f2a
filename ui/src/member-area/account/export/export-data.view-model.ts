import type { ExportAccountData } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

export interface ExportDataDeps {
  readonly exportAccountData: Pick<ExportAccountData, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
  /** Reads a message in the shell's polite live region. */
  readonly announce: (message: string) => void;
}

/** « Télécharger mes données »: one button, the JSON file downloaded by the browser. */
export class ExportDataViewModel {
  exporting = false;
  done = false;

  constructor(private readonly deps: ExportDataDeps) {
    makeAutoObservable<ExportDataViewModel, 'deps'>(this, { deps: false });
  }

  async download(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    const outcome = await this.deps.exportAccountData.execute();
    runInAction(() => {
      this.exporting = false;
      this.done = outcome.kind === 'downloaded';
    });
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
    else this.deps.announce('Le fichier de vos données a été téléchargé.');
  }
}
