import type {
  BankDetailsUpdatedOutcome,
  ConsentPort,
  ContractOption,
  ContractUpdateSucceeded,
  IdentityPort,
  LoadContracts,
  LoadContractsOutcome,
  Logout,
  OpenBankDetailsPopup,
  ScheduledTask,
  SelectCurrentContract,
  UseCaseScheduler,
} from '@portail/application';
import type { CatalogueMessage, Contract, CurrentUser, FeatureFlags } from '@portail/domain';
import { dangerToast, dangerToastCatalogue, deriveRoleFlags, isFeatureVisible } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { MEMBER_FEATURES, memberAreaCallbackUrl } from './member-area.config.ts';
import type { MemberBrowser } from './member-browser.ts';
import type { MemberDialog, MemberDialogFactory } from './member-dialogs.ts';
import { MemberDialogQueue } from './member-dialogs.ts';

export type MemberAreaStatus = 'loading' | 'ready' | 'leaving' | 'failed';

export interface MemberAreaDeps {
  readonly identity: Pick<IdentityPort, 'getCurrentUser' | 'loginUrl'>;
  readonly consent: Pick<ConsentPort, 'getPending'>;
  readonly loadContracts: Pick<LoadContracts, 'execute'>;
  readonly selectCurrentContract: Pick<SelectCurrentContract, 'execute'>;
  readonly logout: Pick<Logout, 'execute'>;
  readonly contractUpdateSucceeded: Pick<ContractUpdateSucceeded, 'execute'>;
  readonly openBankDetailsPopup: Pick<OpenBankDetailsPopup, 'execute'>;
  /** Makes sure the current client (feature flags) is known. */
  readonly ensureClientSettings: () => Promise<void>;
  readonly settings: { readonly featureFlags: FeatureFlags };
  readonly dialogs: MemberDialogFactory;
  readonly notify: (message: CatalogueMessage) => void;
  readonly announce: (message: string) => void;
  readonly browser: Pick<MemberBrowser, 'currentHash' | 'redirect' | 'reloadPage'>;
  readonly scheduler: UseCaseScheduler;
}

/** What a contract update changed (spec §4 contract update success). */
export interface ContractUpdate {
  readonly refreshContracts: boolean;
  readonly handledManually: boolean;
}

/**
 * The logged-in area (issue 6): guarded by the current user (401 → login page with the callback to the
 * area), then the current client, the contracts and the current one, and the dialogs of the start —
 * pending consents, the bank-details popup when the current contract's benefit payment details are
 * missing, the information popup. The contract selector switches contract (caches cleared, the route's
 * data reloaded through `routeVersion`). Logout goes to the logoutUrl (the root on error).
 */
export class MemberAreaViewModel {
  status: MemberAreaStatus = 'loading';
  failure: string | null = null;
  user: CurrentUser | null = null;
  contractOptions: readonly ContractOption[] = [];
  current: Contract | null = null;
  /** Bumped when the current contract changes: the routed screens reload their data. */
  routeVersion = 0;
  readonly queue = new MemberDialogQueue();
  private reloadTimer: ScheduledTask | undefined;
  private run = 0;

  constructor(private readonly deps: MemberAreaDeps) {
    makeAutoObservable<MemberAreaViewModel, 'deps' | 'reloadTimer' | 'run'>(this, {
      deps: false,
      reloadTimer: false,
      run: false,
      queue: false,
      user: observableRef,
      contractOptions: observableRef,
      current: observableRef,
    });
  }

  get displayName(): string {
    const user = this.user;
    if (user === null) return '';
    const name = `${user.prenom} ${user.nom}`.trim();
    return name === '' ? user.userName : name;
  }

  get roleFlags() {
    return deriveRoleFlags(this.user);
  }

  get activeDialog(): MemberDialog | null {
    return this.queue.active;
  }

  get currentLabel(): string {
    const current = this.current;
    return this.contractOptions.find((option) => option.contract === current)?.label ?? '';
  }

  /** Feature flags with the per-contract activation of the current contract (spec §6). */
  isFeatureVisible(featureKey: string): boolean {
    return isFeatureVisible(
      this.deps.settings.featureFlags,
      featureKey,
      this.current?.numeroContratIndividuel ?? null,
    );
  }

  /** The current contract's benefit payment details are missing and the bank-details feature is on for it. */
  get bankDetailsMissing(): boolean {
    return this.current !== null && this.needsBankDetails(this.current);
  }

  /** A bank-details request of the current contract waits for an agent: « demande en cours ». */
  get bankDetailsRequestPending(): boolean {
    return this.current?.modalitePaiementPrestation.isRequestPending === true;
  }

  private needsBankDetails(contract: Contract): boolean {
    return (
      contract.modalitePaiementPrestation.isMissing &&
      isFeatureVisible(
        this.deps.settings.featureFlags,
        MEMBER_FEATURES.bankDetails,
        contract.numeroContratIndividuel,
      )
    );
  }

  get careNetworksVisible(): boolean {
    return this.isFeatureVisible(MEMBER_FEATURES.careNetworks);
  }

  /** Starts the area the first time it is shown; later calls keep the state. */
  async ensureStarted(): Promise<void> {
    if (this.run === 0) await this.start();
  }

  async start(): Promise<void> {
    const run = ++this.run;
    this.status = 'loading';
    this.failure = null;
    const user = await this.deps.identity.getCurrentUser();
    if (run !== this.run) return;
    if (!user.ok) {
      runInAction(() => {
        if (user.error.status === 401) {
          this.status = 'leaving';
          this.deps.browser.redirect(
            this.deps.identity.loginUrl(memberAreaCallbackUrl(this.deps.browser.currentHash())),
          );
        } else {
          this.status = 'failed';
          this.failure = user.error.message;
        }
      });
      return;
    }
    runInAction(() => (this.user = user.value));
    await this.deps.ensureClientSettings();
    const contracts = await this.deps.loadContracts.execute({ user: user.value });
    if (run !== this.run) return;
    if (this.applyContracts(contracts)) await this.startupDialogs(run);
  }

  /** 'Réessayer' of the static error modal: the contracts are loaded again. */
  async retryContracts(): Promise<void> {
    this.queue.drop('contracts-error');
    const contracts = await this.deps.loadContracts.execute({ user: this.user });
    if (this.applyContracts(contracts)) await this.startupDialogs(this.run);
  }

  /** The contract selector (spec §4): caches cleared, the route's data reloaded. */
  async selectContract(numeroContratIndividuel: string): Promise<void> {
    const outcome = this.deps.selectCurrentContract.execute({
      contracts: this.contractOptions.map((option) => option.contract),
      numeroContratIndividuel,
    });
    if (outcome.kind !== 'switched') return;
    this.current = outcome.current;
    this.routeVersion += 1;
    this.deps.announce(`Contrat sélectionné : ${this.currentLabel}.`);
    this.queue.drop('bank-details');
    await this.offerBankDetails(outcome.current);
  }

  async logout(): Promise<void> {
    this.status = 'leaving';
    const outcome = await this.deps.logout.execute();
    this.deps.browser.redirect(outcome.redirect.url);
  }

  /** Contract update success rule (spec §4, §9): reload the contracts, or the page after 5 s, or nothing. */
  async contractUpdated(update: ContractUpdate): Promise<void> {
    const outcome = await this.deps.contractUpdateSucceeded.execute({ ...update, user: this.user });
    if (outcome.kind === 'contracts-reloaded') {
      this.applyContracts(outcome.contracts);
    } else if (outcome.kind === 'reload-page') {
      this.reloadTimer?.cancel();
      this.reloadTimer = this.deps.scheduler.schedule(outcome.next.delayMs, () =>
        this.deps.browser.reloadPage(),
      );
    }
  }

  /** The 'Renseigner mes coordonnées bancaires' action of the home page. */
  async openBankDetails(): Promise<void> {
    if (this.current !== null) await this.offerBankDetails(this.current);
  }

  /** « Mon compte » › « Mes coordonnées bancaires »: the popup of the current contract, even when nothing is missing. */
  async editBankDetails(): Promise<void> {
    if (this.current !== null) await this.offerBankDetails(this.current, true);
  }

  openCareNetworks(): void {
    if (this.queue.has('care-networks')) return;
    const dialog: MemberDialog = {
      kind: 'care-networks',
      model: this.deps.dialogs.careNetworks(() => this.queue.close(dialog)),
    };
    this.queue.push(dialog);
    void dialog.model.open();
  }

  async openDemat(): Promise<void> {
    if (this.queue.has('demat')) return;
    const dialog: MemberDialog = {
      kind: 'demat',
      model: this.deps.dialogs.demat(() => this.queue.close(dialog)),
    };
    if (await dialog.model.prepare()) this.queue.push(dialog);
  }

  dispose(): void {
    this.run += 1;
    this.reloadTimer?.cancel();
    this.queue.dispose();
  }

  /** Applies a contracts outcome; true when the contracts are there. */
  private applyContracts(outcome: LoadContractsOutcome): boolean {
    this.status = 'ready';
    if (outcome.kind === 'loaded') {
      this.contractOptions = outcome.options;
      this.current = outcome.current;
      return true;
    }
    this.contractOptions = [];
    this.current = null;
    if (outcome.kind === 'no-contract') {
      if (!this.queue.has('no-contract')) {
        this.queue.pushFirst({ kind: 'no-contract', model: this.deps.dialogs.noContract(outcome) });
      }
    } else if (!this.queue.has('contracts-error')) {
      this.queue.pushFirst({ kind: 'contracts-error', message: outcome.modalMessage });
    }
    return false;
  }

  /**
   * After the contracts, one start-up dialog at most (issue 22 #16), the most important that is due: pending
   * consents, else missing bank details, else the information popup. What is not shown stays reachable (the
   * home's bank-details warning, « Mes consentements »).
   */
  private async startupDialogs(run: number): Promise<void> {
    const pending = await this.deps.consent.getPending();
    if (run !== this.run) return;
    if (!pending.ok) {
      this.deps.notify(
        dangerToast(dangerToastCatalogue.dataSourceLoadFailed, pending.error.server?.message, {
          label: 'consentements',
        }),
      );
    } else if (pending.value.length > 0 && !this.queue.has('consent')) {
      const dialog: MemberDialog = {
        kind: 'consent',
        model: this.deps.dialogs.consent(pending.value, () => this.queue.close(dialog)),
      };
      this.queue.push(dialog);
      void dialog.model.open();
      return;
    }
    if (this.current !== null && this.needsBankDetails(this.current)) {
      await this.offerBankDetails(this.current);
      return;
    }
    if (run !== this.run || this.queue.has('information')) return;
    const information: MemberDialog = {
      kind: 'information',
      model: this.deps.dialogs.information(() => this.queue.close(information)),
    };
    if ((await information.model.prepare()) && run === this.run) this.queue.push(information);
  }

  /** The bank-details popup when the contract's benefit payment details are missing and the feature is on. */
  private async offerBankDetails(contract: Contract, evenIfPresent = false): Promise<void> {
    if ((!evenIfPresent && !this.needsBankDetails(contract)) || this.queue.has('bank-details')) return;
    const outcome = await this.deps.openBankDetailsPopup.execute({
      contract,
      requestedByMember: evenIfPresent,
    });
    if (outcome.kind !== 'ready' || this.current !== contract || this.queue.has('bank-details')) return;
    const dialog: MemberDialog = {
      kind: 'bank-details',
      model: this.deps.dialogs.bankDetails(
        outcome,
        contract,
        (updated) => void this.bankDetailsSubmitted(updated),
        () => this.queue.close(dialog),
      ),
    };
    this.queue.push(dialog);
    void dialog.model.open();
  }

  private async bankDetailsSubmitted(outcome: BankDetailsUpdatedOutcome): Promise<void> {
    const updated = outcome.contract;
    this.contractOptions = this.contractOptions.map((option) =>
      option.contract.numeroContratIndividuel === updated.numeroContratIndividuel
        ? { ...option, contract: updated }
        : option,
    );
    if (this.current?.numeroContratIndividuel === updated.numeroContratIndividuel) this.current = updated;
    await this.contractUpdated({ refreshContracts: true, handledManually: outcome.isModeGestionManuel });
  }
}
