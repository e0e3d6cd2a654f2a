import type { Logout, NoContractOutcome } from '@portail/application';
import type { NoContractDestination } from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import type { MemberBrowser } from '../../member-browser.ts';

export const NO_CONTRACT_TEXTS: Readonly<Record<NoContractDestination, string>> = Object.freeze({
  'admin-area':
    "Aucun contrat n'est rattaché à votre compte : vous allez être redirigé vers l'espace d'administration.",
  'logout-to-login':
    "Aucun contrat n'est rattaché à votre espace adhérent : vous allez être déconnecté et redirigé vers la page de connexion.",
});

export interface NoContractDialogDeps {
  readonly logout: Pick<Logout, 'execute'>;
  readonly browser: Pick<MemberBrowser, 'redirect'>;
  /** The login page. */
  readonly loginUrl: string;
  readonly adminAreaUrl: string;
}

/**
 * Redirect notice when the user has no contract (spec §2, §4, §6): the modal closes with its button and the
 * redirect follows — a back-end user to the admin area; a member is logged out, then sent to the login page.
 * No automatic redirect: the member reads the notice at their own pace (WCAG 2.2.1, no time limit).
 */
export class NoContractDialogViewModel {
  leaving = false;

  constructor(
    private readonly deps: NoContractDialogDeps,
    readonly outcome: NoContractOutcome,
  ) {
    makeAutoObservable<NoContractDialogViewModel, 'deps'>(this, { deps: false, outcome: false });
  }

  /** '0 contrat'. */
  get title(): string {
    return this.outcome.message;
  }

  get text(): string {
    return NO_CONTRACT_TEXTS[this.outcome.destination];
  }

  async proceed(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    if (this.outcome.destination === 'admin-area') {
      this.deps.browser.redirect(this.deps.adminAreaUrl);
      return;
    }
    // The session ends first; whatever the logout call answers, the login page comes next.
    await this.deps.logout.execute();
    this.deps.browser.redirect(this.deps.loginUrl);
  }
}
