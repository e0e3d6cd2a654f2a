import type { CatalogueMessage, NewStaffAccount, StaffAccount } from '@portail/domain';
import { catalogueMessage, staffAccountsCatalogue, validateEmail, validatePersonName } from '@portail/domain';
import type { StaffAccountsPort } from '../ports/back-office/staff-accounts.port.ts';
import { staffFailure } from './staff-failure.ts';

export type StaffAccountField = 'email' | 'nom' | 'prenom' | 'roles';
export type StaffAccountFieldErrors = Partial<Record<StaffAccountField, string>>;

export type CreateStaffAccountOutcome =
  | { readonly kind: 'created'; readonly account: StaffAccount; readonly message: CatalogueMessage }
  /** Field errors in French (checked here first, then the server's: a taken address, its own rules). */
  | { readonly kind: 'invalid'; readonly errors: StaffAccountFieldErrors }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

const FIELDS: readonly StaffAccountField[] = ['email', 'nom', 'prenom', 'roles'];

function localErrors(account: NewStaffAccount): StaffAccountFieldErrors {
  const errors: StaffAccountFieldErrors = {};
  const first = (issues: readonly { message: string }[]) => issues[0]?.message;
  const email = first(validateEmail(account.email.trim()));
  const nom = first(validatePersonName(account.nom.trim()));
  const prenom = first(validatePersonName(account.prenom.trim()));
  if (email !== undefined) errors.email = email;
  if (nom !== undefined) errors.nom = nom;
  if (prenom !== undefined) errors.prenom = prenom;
  if (account.roles.length === 0) errors.roles = staffAccountsCatalogue.roleRequired.template;
  return errors;
}

/**
 * « Nouveau compte »: checks the fields with the domain's rules, then asks the server, which mails the activation
 * link (the new staff member chooses their password; none is ever shown here).
 */
export class CreateStaffAccount {
  constructor(private readonly staff: Pick<StaffAccountsPort, 'create'>) {}

  async execute(account: NewStaffAccount): Promise<CreateStaffAccountOutcome> {
    const errors = localErrors(account);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const trimmed = {
      ...account,
      email: account.email.trim(),
      nom: account.nom.trim(),
      prenom: account.prenom.trim(),
    };
    const result = await this.staff.create(trimmed);
    if (result.ok)
      return {
        kind: 'created',
        account: result.value,
        message: catalogueMessage(staffAccountsCatalogue.staffCreated, { email: result.value.login }),
      };
    const { server } = result.error;
    if (server?.code === staffAccountsCatalogue.loginTaken.code)
      return {
        kind: 'invalid',
        errors: { email: server.message ?? staffAccountsCatalogue.loginTaken.template },
      };
    const serverErrors: StaffAccountFieldErrors = {};
    for (const fieldError of server?.errors ?? []) {
      const field = FIELDS.find((name) => fieldError.field === name || fieldError.field.endsWith(`/${name}`));
      if (field !== undefined) serverErrors[field] ??= fieldError.message;
    }
    return Object.keys(serverErrors).length > 0
      ? { kind: 'invalid', errors: serverErrors }
      : { kind: 'failed', message: staffFailure(result.error) };
  }
}
