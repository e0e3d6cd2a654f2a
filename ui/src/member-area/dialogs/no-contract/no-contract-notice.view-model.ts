import type { Logout, NoContractOutcome, ScheduledTask, UseCaseScheduler } from '@portail/application';
import type { NoContractDestination } from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import type { MemberBrowser } from '../../member-browser.ts';

export const NO_CONTRACT_TEXTS: Readonly<Record<NoContractDestination, string>> = Object.freeze({
  'admin-area':
    "Aucun contrat n'est rattaché à votre compte : vous allez être redirigé vers l'espace d'administration.",
  'logout-to-login':
    "Aucun contrat n'est rattaché à votre espace adhérent : vous allez être déconnecté et redirigé vers la page de connexion.",
});

export interface NoContractNoticeDeps {
  readonly logout: Pick<Logout, 'execute'>;
  readonly browser: Pick<MemberBrowser, 'redirect'>;
  readonly scheduler: UseCaseScheduler;
  /** The login page. */
  readonly loginUrl: string;
  readonly adminAreaUrl: string;
  readonly delayMs: number;
}

/**
 * Redirect notice when the user has no contract (spec §2, §6): a back-end user is sent to the admin area;
 * a member is logged out, then sent to the login page. The notice goes on by itself after the delay, or at
 * once with its button.
 */
export class NoContractNoticeViewModel {
  leaving = false;
  private timer: ScheduledTask | undefined;

  constructor(
    private readonly deps: NoContractNoticeDeps,
    readonly outcome: NoContractOutcome,
  ) {
    makeAutoObservable<NoContractNoticeViewModel, 'deps' | 'timer'>(this, {
      deps: false,
      timer: false,
      outcome: false,
    });
  }

  /** '0 contrat'. */
  get title(): string {
    return this.outcome.message;
  }

  get text(): string {
    return NO_CONTRACT_TEXTS[this.outcome.destination];
  }

  start(): void {
    this.timer ??= this.deps.scheduler.schedule(this.deps.delayMs, () => void this.proceed());
  }

  async proceed(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    this.timer?.cancel();
    if (this.outcome.destination === 'admin-area') {
      this.deps.browser.redirect(this.deps.adminAreaUrl);
      return;
    }
    // The session ends first; whatever the logout call answers, the login page comes next.
    await this.deps.logout.execute();
    this.deps.browser.redirect(this.deps.loginUrl);
  }

  dispose(): void {
    this.timer?.cancel();
  }
}
