import type { LoadRenforts, RequestRenfort } from '@portail/application';
import type { CatalogueMessage, SimulatorRenfortOffer } from '@portail/domain';
import { renfortsFor } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/**
 * The renforts (options) the contract may add, offered where a simulation leaves a large reste à charge: read
 * once per visit, when first shown; « Demander ce renfort » records an AjoutRenforts request and toasts the
 * spec's acknowledgement; a renfort already asked for says so instead of offering the button again.
 */
export class RenfortsViewModel {
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  renforts: readonly SimulatorRenfortOffer[] = [];
  sending: string | null = null;

  constructor(
    private readonly deps: {
      readonly loadRenforts: Pick<LoadRenforts, 'execute'>;
      readonly requestRenfort: Pick<RequestRenfort, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
    },
  ) {
    makeAutoObservable<RenfortsViewModel, 'deps'>(this, { deps: false, renforts: observableRef });
  }

  /** The renforts improving the guarantee of the act on display. */
  offersFor(garantie: string): readonly SimulatorRenfortOffer[] {
    return renfortsFor(this.renforts, garantie) as readonly SimulatorRenfortOffer[];
  }

  /** Another contract: its renforts are read again when next shown. */
  reset(): void {
    this.status = 'idle';
    this.renforts = [];
  }

  async ensureLoaded(): Promise<void> {
    if (this.status !== 'idle') return;
    this.status = 'loading';
    const outcome = await this.deps.loadRenforts.execute();
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.renforts = outcome.renforts;
      this.status = 'loaded';
    });
  }

  async request(code: string, simulation: string): Promise<void> {
    if (this.sending !== null) return;
    this.sending = code;
    const outcome = await this.deps.requestRenfort.execute(code, simulation);
    runInAction(() => {
      this.sending = null;
      if (outcome.kind === 'sent') {
        this.renforts = this.renforts.map((item) =>
          item.code === code ? { ...item, demandeEnCours: true } : item,
        );
      }
    });
    this.deps.notify(outcome.toast);
  }
}
