import type { LoadSimulator } from '@portail/application';
import type { CatalogueMessage, SimulatorContext, SimulatorTreeAct } from '@portail/domain';
import { searchSimulatorActs, simulatorActOf } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LatestLoad } from '../../app/platform/latest-load.ts';
import type { RenfortsViewModel } from './renforts.view-model.ts';
import type { QuoteSimulation, SendQuoteDialogViewModel } from './send-quote-dialog.view-model.ts';
import { SimulationFormViewModel } from './simulation-form.view-model.ts';

/** A branch of the domains' tree with its acts (after the search). */
export interface SimulatorBranch {
  readonly key: string;
  readonly chemin: readonly string[];
  readonly tags: readonly string[];
  readonly mettreEnValeur: boolean;
  readonly acts: readonly SimulatorTreeAct[];
}

/**
 * « Simulateur de remboursement »: the domains' acts, browsable by branch and searchable by word or tag; the act
 * chosen opens its form (a new one at each choice); the renforts of the contract. Loaded again at each contract
 * switch (guarantees, consumption and beneficiaries are the contract's).
 */
export class SimulatorViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  acts: readonly SimulatorTreeAct[] = [];
  query = '';
  form: SimulationFormViewModel | null = null;
  /** « Envoyer mon devis », open over the answer. */
  quote: SendQuoteDialogViewModel<File> | null = null;
  private context: SimulatorContext | null = null;
  private readonly loads = new LatestLoad();

  constructor(
    private readonly deps: {
      readonly loadSimulator: Pick<LoadSimulator, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
      readonly renforts: RenfortsViewModel;
      /** « Envoyer mon devis » (sent as a « Mes demandes » request); no button without it. */
      readonly quoteDialog?: (
        simulation: QuoteSimulation,
        onClose: () => void,
      ) => SendQuoteDialogViewModel<File>;
    },
  ) {
    makeAutoObservable<SimulatorViewModel, 'deps' | 'loads' | 'context'>(this, {
      deps: false,
      loads: false,
      acts: observableRef,
      context: observableRef,
      form: observableRef,
      quote: observableRef,
    });
  }

  get renforts(): RenfortsViewModel {
    return this.deps.renforts;
  }

  get nomOffre(): string {
    return this.context?.nomOffre ?? '';
  }

  setQuery(query: string): void {
    this.query = query;
  }

  get results(): readonly SimulatorTreeAct[] {
    return searchSimulatorActs(this.acts, this.query);
  }

  /** The acts found, by branch of the tree, in the tree's order. */
  get branches(): readonly SimulatorBranch[] {
    const branches = new Map<string, SimulatorBranch>();
    for (const act of this.results) {
      const key = act.chemin.join(' › ');
      const branch = branches.get(key) ?? {
        key,
        chemin: act.chemin,
        tags: act.tags,
        mettreEnValeur: act.mettreEnValeur,
        acts: [],
      };
      branches.set(key, { ...branch, acts: [...branch.acts, act] });
    }
    return [...branches.values()];
  }

  /** What the search found, said in the polite live region. */
  get resultsText(): string {
    const count = this.results.length;
    if (this.query.trim() === '') return '';
    return count === 0
      ? 'Aucun acte ne correspond à votre recherche.'
      : `${String(count)} acte(s) trouvé(s).`;
  }

  choose(act: SimulatorTreeAct): void {
    const rule = simulatorActOf(act.code);
    if (rule === null || this.context === null) return;
    this.form = new SimulationFormViewModel(act, rule, this.context);
  }

  get canSendQuote(): boolean {
    return this.deps.quoteDialog !== undefined;
  }

  /** Opens « Envoyer mon devis » pre-filled with the simulation (act, patient, price). */
  openQuote(): void {
    const { form } = this;
    const open = this.deps.quoteDialog;
    if (form === null || open === undefined || this.quote !== null) return;
    const simulation = {
      act: form.act,
      patient: form.patient,
      prix: form.prix,
      beneficiaires: form.beneficiaires,
    };
    this.quote = open(simulation, () => runInAction(() => (this.quote = null)));
  }

  isChosen(act: SimulatorTreeAct): boolean {
    return this.form?.act === act;
  }

  async load(): Promise<void> {
    const isLatest = this.loads.start();
    this.status = 'loading';
    const outcome = await this.deps.loadSimulator.execute();
    if (!isLatest()) return;
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      const chosen = this.form?.act;
      this.acts = outcome.acts;
      this.context = outcome.context;
      this.form = null;
      this.status = 'loaded';
      this.deps.renforts.reset();
      const again = outcome.acts.find((act) => act.code === chosen?.code && act.libelle === chosen.libelle);
      if (again !== undefined) this.choose(again);
    });
  }
}
