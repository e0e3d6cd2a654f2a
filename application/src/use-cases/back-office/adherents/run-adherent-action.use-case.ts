import type { AdherentAction, CatalogueMessage, ValidationIssue } from '@portail/domain';
import { adherentsAdminCatalogue, catalogueMessage, validateEmail } from '@portail/domain';
import type {
  AdherentActionInput,
  AdherentDetail,
  AdherentsPort,
} from '../../../ports/back-office/adherents.port.ts';
import { staffFailure } from '../../staff-failure.ts';

export type AdherentActionOutcome =
  | { readonly kind: 'done'; readonly member: AdherentDetail; readonly message: CatalogueMessage }
  /** Refused before sending or by the server on a field (`comment`, `email`): nothing was done. */
  | { readonly kind: 'invalid'; readonly field: 'comment' | 'email'; readonly issue: ValidationIssue }
  /** 409: the account changed meanwhile (another agent, the member); `current` is the page as it now is. */
  | { readonly kind: 'stale'; readonly message: CatalogueMessage; readonly current: AdherentDetail | null }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

/** The success toast of an action, naming the member. */
function success(action: AdherentAction, nom: string): CatalogueMessage {
  const entries = adherentsAdminCatalogue;
  switch (action) {
    case 'relance-activation':
      return catalogueMessage(entries.activationResent, { nom });
    case 'deverrouillage':
      return catalogueMessage(entries.unlocked, { nom });
    case 'reinitialisation-mot-de-passe':
      return catalogueMessage(entries.passwordResetSent, { nom });
    case 'desactivation-double-authentification':
      return catalogueMessage(entries.doubleAuthenticationOff, { nom });
    case 'creation-compte':
      return catalogueMessage(entries.accountCreated, { nom });
  }
}

const issueOf = (entry: { code: string; template: string }): ValidationIssue => ({
  code: entry.code,
  message: entry.template,
});

/** The input the action sends, or the field it lacks (the comment of the identity check, a valid login). */
function checked(
  action: AdherentAction,
  input: AdherentActionInput,
): AdherentActionInput | { readonly field: 'comment' | 'email'; readonly issue: ValidationIssue } {
  const comment = input.comment?.trim() ?? '';
  if (action === 'desactivation-double-authentification') {
    if (comment === '') return { field: 'comment', issue: issueOf(adherentsAdminCatalogue.commentRequired) };
    return { comment };
  }
  if (action === 'creation-compte') {
    const email = input.email?.trim() ?? '';
    const [issue] = validateEmail(email);
    if (issue !== undefined) return { field: 'email', issue };
    return { email, ...(input.paperless === undefined ? {} : { paperless: input.paperless }) };
  }
  return comment === '' ? {} : { comment };
}

/**
 * One agent's action on a member's account, after their confirmation: the fields the action needs are checked
 * first, a 409 gives back the member's page as it now is with the server's French message.
 */
export class RunAdherentAction {
  constructor(private readonly adherents: Pick<AdherentsPort, 'act' | 'get'>) {}

  async execute(
    member: Pick<AdherentDetail, 'id' | 'firstName' | 'lastName'>,
    action: AdherentAction,
    input: AdherentActionInput,
  ): Promise<AdherentActionOutcome> {
    const sent = checked(action, input);
    if ('issue' in sent) return { kind: 'invalid', field: sent.field, issue: sent.issue };
    const result = await this.adherents.act(member.id, action, sent);
    if (result.ok)
      return {
        kind: 'done',
        member: result.value,
        message: success(action, `${member.firstName} ${member.lastName}`),
      };
    const fieldError = result.error.server?.errors?.[0];
    if (result.error.status === 400 && (fieldError?.field === 'email' || fieldError?.field === 'commentaire'))
      return {
        kind: 'invalid',
        field: fieldError.field === 'email' ? 'email' : 'comment',
        issue: { code: fieldError.code, message: fieldError.message },
      };
    if (result.error.status !== 409) return { kind: 'failed', message: staffFailure(result.error) };
    const current = await this.adherents.get(member.id);
    return { kind: 'stale', message: staffFailure(result.error), current: current.ok ? current.value : null };
  }
}
