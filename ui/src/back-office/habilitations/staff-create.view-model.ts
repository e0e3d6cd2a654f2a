import type { CreateStaffAccount, StaffAccountField, StaffAccountFieldErrors } from '@portail/application';
import type { CatalogueMessage, StaffAccount, StaffRole } from '@portail/domain';
import { ASSIGNABLE_STAFF_ROLES, STAFF_ROLE_LABELS } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

export interface StaffCreateDeps {
  readonly createAccount: Pick<CreateStaffAccount, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
  /** Called with the account created (the list adds it). */
  readonly created: (account: StaffAccount) => void;
}

export interface RoleChoice {
  readonly role: StaffRole;
  readonly label: string;
  readonly checked: boolean;
}

const without = (errors: StaffAccountFieldErrors, field: StaffAccountField): StaffAccountFieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

/** « Nouveau compte »: e-mail, name, role(s); the account gets its activation link by mail. */
export class StaffCreateViewModel {
  isOpen = false;
  email = '';
  nom = '';
  prenom = '';
  roles: readonly StaffRole[] = [];
  errors: StaffAccountFieldErrors = {};
  failure: string | null = null;
  submitting = false;

  constructor(private readonly deps: StaffCreateDeps) {
    makeAutoObservable<StaffCreateViewModel, 'deps'>(this, { deps: false });
  }

  get roleChoices(): readonly RoleChoice[] {
    return ASSIGNABLE_STAFF_ROLES.map((role) => ({
      role,
      label: STAFF_ROLE_LABELS[role],
      checked: this.roles.includes(role),
    }));
  }

  open(): void {
    this.isOpen = true;
    this.email = '';
    this.nom = '';
    this.prenom = '';
    this.roles = [];
    this.errors = {};
    this.failure = null;
  }

  close(): void {
    if (!this.submitting) this.isOpen = false;
  }

  setField(field: Exclude<StaffAccountField, 'roles'>, value: string): void {
    this[field] = value;
    this.errors = without(this.errors, field);
  }

  toggleRole(role: StaffRole): void {
    this.roles = this.roles.includes(role) ? this.roles.filter((r) => r !== role) : [...this.roles, role];
    this.errors = without(this.errors, 'roles');
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    this.submitting = true;
    this.failure = null;
    const outcome = await this.deps.createAccount.execute({
      email: this.email,
      nom: this.nom,
      prenom: this.prenom,
      roles: ASSIGNABLE_STAFF_ROLES.filter((role) => this.roles.includes(role)),
    });
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'invalid') this.errors = outcome.errors;
      else if (outcome.kind === 'failed') this.failure = outcome.message.message;
      else this.isOpen = false;
    });
    if (outcome.kind === 'created') {
      this.deps.created(outcome.account);
      this.deps.notify(outcome.message);
    }
  }
}
