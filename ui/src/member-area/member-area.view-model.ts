import type {
  BankDetailsUpdatedOutcome,
  ContractOption,
  ContractUpdateSucceeded,
  ContractUpdateSucceededCommand,
  IdentityPort,
  LoadContracts,
  LoadContractsOutcome,
  Logout,
  ScheduledTask,
  SelectCurrentContract,
  UseCaseScheduler,
} from '@portail/application';
import type { Contract, CurrentUser } from '@portail/domain';
import { deriveRoleFlags, isFeatureVisible } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { MEMBER_FEATURES, memberAreaCallbackUrl } from './member-area.config.ts';
import type { MemberBrowser } from './member-browser.ts';
import { MemberAreaDialogs } from './member-area-dialogs.ts';
import type { MemberAreaDialogsDeps } from './member-area-dialogs.ts';
import type { MemberDialog } from './member-dialogs.ts';
import { MemberDialogQueue } from './member-dialogs.ts';

export type MemberAreaStatus = 'loading' | 'ready' | 'leaving' | 'failed';

/** The area's dependencies, the ones of its dialogs (consent, bank details, settings, factory, notify) included. */
export interface MemberAreaDeps extends MemberAreaDialogsDeps {
  readonly identity: Pick<IdentityPort, 'getCurrentUser' | 'loginUrl'>;
  readonly loadContracts: Pick<LoadContracts, 'execute'>;
  readonly selectCurrentContract: Pick<SelectCurrentContract, 'execute'>;
  readonly logout: Pick<Logout, 'execute'>;
  readonly contractUpdateSucceeded: Pick<ContractUpdateSucceeded, 'execute'>;
  readonly ensureClientSettings: () => Promise<void>; // the current client (feature flags) is known after it
  readonly announce: (message: string) => void;
  readonly browser: Pick<MemberBrowser, 'currentHash' | 'redirect' | 'reloadPage'>;
  readonly scheduler: UseCaseScheduler;
}

/** What a contract update changed (spec §4 contract update success). */
export type ContractUpdate = Omit<ContractUpdateSucceededCommand, 'user'>;

/**
 * The logged-in area (issue 6): guarded by the current user (401 → login page with the callback to the area),
 * then the current client, the contracts and the current one, then one start-up dialog (MemberAreaDialogs). The
 * contract selector switches contract (caches cleared, the route's data reloaded through `routeVersion`).
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
  private readonly dialogs: MemberAreaDialogs;

  constructor(private readonly deps: MemberAreaDeps) {
    this.dialogs = new MemberAreaDialogs(deps, this.queue, {
      current: () => this.current,
      isCurrentRun: (run) => run === this.run,
      bankDetailsSubmitted: (outcome) => void this.bankDetailsSubmitted(outcome),
    });
    makeAutoObservable<MemberAreaViewModel, 'deps' | 'reloadTimer' | 'run' | 'dialogs'>(this, {
      deps: false,
      reloadTimer: false,
      run: false,
      dialogs: false,
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
    return this.current !== null && this.dialogs.needsBankDetails(this.current);
  }

  /** A bank-details request of the current contract waits for an agent: « demande en cours ». */
  get bankDetailsRequestPending(): boolean {
    return this.current?.modalitePaiementPrestation.isRequestPending === true;
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
    // A consultation from the back office (issue 27) is read-only: no start-up dialog asks anything.
    if (this.applyContracts(contracts) && user.value.consultation === undefined)
      await this.dialogs.atStartup(run);
  }

  /** 'Réessayer' of the static error modal: the contracts are loaded again. */
  async retryContracts(): Promise<void> {
    this.queue.drop('contracts-error');
    const contracts = await this.deps.loadContracts.execute({ user: this.user });
    if (this.applyContracts(contracts)) await this.dialogs.atStartup(this.run);
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
    await this.dialogs.offerBankDetails(outcome.current);
  }

  /** To the logoutUrl (the root on error). */
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
    if (this.current !== null) await this.dialogs.offerBankDetails(this.current);
  }

  /** « Mon compte » › « Mes coordonnées bancaires »: the popup of the current contract, even when nothing is missing. */
  async editBankDetails(): Promise<void> {
    if (this.current !== null) await this.dialogs.offerBankDetails(this.current, true);
  }

  openCareNetworks(): void {
    this.dialogs.openCareNetworks();
  }

  async openDemat(): Promise<void> {
    await this.dialogs.openDemat();
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
