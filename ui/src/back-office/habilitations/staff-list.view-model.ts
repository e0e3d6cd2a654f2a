import type { ChangeStaffAccountState, LoadStaffAccounts } from '@portail/application';
import type { CatalogueMessage, Habilitation, StaffAccount } from '@portail/domain';
import { STAFF_ACCOUNT_STATE_LABELS, STAFF_ROLE_LABELS, isAllowed } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** Who is looking at « Habilitations »: their login and habilitations (`GET /api/admin/me`). */
export interface StaffViewer {
  readonly login: string;
  readonly habilitations: readonly Habilitation[];
}

export interface StaffListDeps {
  readonly loadAccounts: Pick<LoadStaffAccounts, 'execute'>;
  readonly changeState: Pick<ChangeStaffAccountState, 'execute'>;
  readonly viewer: StaffViewer;
  readonly notify: (message: CatalogueMessage) => void;
}

export interface StaffRow {
  readonly id: string;
  readonly login: string;
  /** « Nina Roche », or « — » when the account has no name. */
  readonly name: string;
  /** « Administrateur Digital, BackEndUser ». */
  readonly roles: string;
  readonly state: string;
  readonly disabled: boolean;
  /** « 10/01/2026 10:30 » (Paris time), or « Jamais ». */
  readonly lastSignIn: string;
  readonly isSelf: boolean;
  /** « Désactiver » offered (not for oneself, not for a disabled account, only with the update right). */
  readonly canDisable: boolean;
  readonly canEnable: boolean;
}

export interface StaffConfirmation {
  readonly account: StaffAccount;
  readonly change: 'disable' | 'enable';
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
}

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** The « Habilitations » list of staff accounts: rows, what the viewer may do, and the disable/enable confirmation. */
export class StaffListViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  accounts: readonly StaffAccount[] = [];
  confirmation: StaffConfirmation | null = null;
  changing = false;
  /** The last outcome, read by a polite live region. */
  announcement = '';
  failure: string | null = null;

  constructor(private readonly deps: StaffListDeps) {
    makeAutoObservable<StaffListViewModel, 'deps'>(this, { deps: false, accounts: observableRef });
  }

  get canCreate(): boolean {
    return isAllowed(this.deps.viewer.habilitations, 'habilitations', 'create');
  }

  /** Disable, re-enable and edit habilitations all need the update right. */
  get canUpdate(): boolean {
    return isAllowed(this.deps.viewer.habilitations, 'habilitations', 'update');
  }

  get rows(): readonly StaffRow[] {
    return this.accounts.map((account) => {
      const isSelf = account.login === this.deps.viewer.login;
      const disabled = account.state === 'disabled';
      return {
        id: account.id,
        login: account.login,
        name: `${account.prenom} ${account.nom}`.trim() || '—',
        roles: account.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', '),
        state: STAFF_ACCOUNT_STATE_LABELS[account.state],
        disabled,
        lastSignIn:
          account.lastSignInAt === null ? 'Jamais' : DATE_TIME.format(new Date(account.lastSignInAt)),
        isSelf,
        canDisable: this.canUpdate && !isSelf && !disabled,
        canEnable: this.canUpdate && disabled,
      };
    });
  }

  async load(): Promise<void> {
    const outcome = await this.deps.loadAccounts.execute();
    runInAction(() => {
      if (outcome.kind === 'loaded') {
        this.accounts = outcome.value;
        this.status = 'loaded';
        this.failure = null;
      } else {
        this.status = this.status === 'loaded' ? 'loaded' : 'failed';
        this.failure = outcome.message.message;
      }
    });
  }

  /** Opens the confirmation of « Désactiver » or « Réactiver » for one account. */
  ask(accountId: string, change: 'disable' | 'enable'): void {
    const account = this.accounts.find((candidate) => candidate.id === accountId);
    const row = this.rows.find((candidate) => candidate.id === accountId);
    if (account === undefined || row === undefined) return;
    if (change === 'disable' ? !row.canDisable : !row.canEnable) return;
    this.confirmation =
      change === 'disable'
        ? {
            account,
            change,
            title: 'Désactiver le compte',
            text: `Désactiver le compte ${account.login} ? Ses sessions seront fermées immédiatement et il ne pourra plus se connecter au back-office.`,
            confirmLabel: 'Désactiver',
          }
        : {
            account,
            change,
            title: 'Réactiver le compte',
            text: `Réactiver le compte ${account.login} ? Il pourra de nouveau se connecter avec ses habilitations actuelles.`,
            confirmLabel: 'Réactiver',
          };
  }

  cancel(): void {
    if (!this.changing) this.confirmation = null;
  }

  async confirm(): Promise<void> {
    const confirmation = this.confirmation;
    if (confirmation === null || this.changing) return;
    this.changing = true;
    const outcome = await this.deps.changeState.execute(confirmation.account, confirmation.change);
    runInAction(() => {
      this.changing = false;
      this.confirmation = null;
      if (outcome.kind === 'changed') this.replace(outcome.account);
      this.announcement = outcome.message.message;
    });
    this.deps.notify(outcome.message);
  }

  /** A new account from « Nouveau compte », placed by login. */
  added(account: StaffAccount): void {
    this.accounts = [...this.accounts.filter((a) => a.id !== account.id), account].sort((a, b) =>
      a.login.localeCompare(b.login),
    );
  }

  private replace(account: StaffAccount): void {
    this.accounts = this.accounts.map((candidate) => (candidate.id === account.id ? account : candidate));
  }
}
