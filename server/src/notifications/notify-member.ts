import {
  MEMBER_NOTIFICATION_TEXT_MAX,
  MEMBER_NOTIFICATION_TITLE_MAX,
  type MemberNotificationKind,
  isMemberNotificationKind,
  isPortalRoute,
} from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import { type MailTemplateDefinition, templatedMessage } from '../mail/mail-template-definition.ts';
import * as templates from '../mail/notification-mail-templates.catalogue.ts';
import type { ServerDeps } from '../server-deps.ts';
import {
  findNotificationRecipient,
  hasAcceptedConsent,
  insertNotificationOnce,
  recordNotificationMail,
} from './member-notifications.repository.ts';

/** What `notifyMember` needs of the server. */
export type NotifyDeps = Pick<ServerDeps, 'db' | 'mailer' | 'clock' | 'random' | 'tenant' | 'config'>;

/** A notification to deliver to one member. */
export interface MemberNotificationRequest {
  /** `members.id` of the member (not an account id: it survives the account's deletion and re-creation). */
  readonly memberId: string;
  readonly kind: MemberNotificationKind;
  /** Plain text, 1-200 characters (French). */
  readonly title: string;
  /** Plain text, ≤ 2,000 characters. */
  readonly text?: string | null;
  /** A portal route (`#/espace/demandes/<id>`); also the mail's link. */
  readonly link?: string | null;
  /**
   * What caused it; (memberId, source.kind, source.id) is unique: a second call with the same key changes nothing
   * and sends no mail (a retried job, two instances, a double click). E.g. `{ kind: 'demande-statut', id:
   * '<request id>:<timeline entry id>' }`, `{ kind: 'demande-message', id: '<message id>' }`, `{ kind:
   * 'campagne', id: '<campaign id>' }`, `{ kind: 'remboursement', id: '<act id>' }`.
   */
  readonly source: { readonly kind: string; readonly id: string };
  /** 'auto' (default): a mail too when the member allows it (see `notifyMember`); 'none': in the portal only. */
  readonly mail?: 'auto' | 'none';
  /** The mail's template (its variables: prenom, nom, mutuelle, titre, texte, lien); the kind's by default. */
  readonly mailTemplate?: MailTemplateDefinition;
  /** A consent the member must have accepted for the mail (e.g. 'newsletter' for the insurer's information). */
  readonly mailConsent?: string;
}

export interface NotifyOutcome {
  /** False when this (member, source) was delivered before: nothing was written. */
  readonly created: boolean;
  /** The new notification's id (null when not created). */
  readonly id: string | null;
  /** The outbox id of the announcing mail, null when none was sent. */
  readonly outboxId: string | null;
}

const KIND_TEMPLATES: Readonly<Record<MemberNotificationKind, MailTemplateDefinition>> = {
  'demande-statut': templates.NOTIFICATION_REQUEST_STATUS_TEMPLATE,
  'demande-message': templates.NOTIFICATION_REQUEST_MESSAGE_TEMPLATE,
  'document-disponible': templates.NOTIFICATION_DOCUMENT_TEMPLATE,
  information: templates.NOTIFICATION_INFORMATION_TEMPLATE,
  'alerte-remboursement': templates.NOTIFICATION_REFUND_TEMPLATE,
};

/** Where the notification centre is, when a notification has no link of its own. */
export const NOTIFICATIONS_ROUTE = '#/espace/notifications';

/** A caller's mistake (bug): thrown, never answered to a member. */
function checked(request: MemberNotificationRequest): { title: string; text: string | null } {
  const title = request.title.trim();
  const text = request.text?.trim() || null;
  if (!isMemberNotificationKind(request.kind)) throw new Error(`unknown notification kind ${request.kind}`);
  if (title === '' || title.length > MEMBER_NOTIFICATION_TITLE_MAX) throw new Error('bad notification title');
  if (text !== null && text.length > MEMBER_NOTIFICATION_TEXT_MAX)
    throw new Error('notification text too long');
  if (request.link !== undefined && request.link !== null && !isPortalRoute(request.link))
    throw new Error('notification link not a portal route');
  if (request.source.kind === '' || request.source.id === '') throw new Error('notification source missing');
  return { title, text };
}

async function mayMail(
  tx: Queryable,
  request: MemberNotificationRequest,
  email: string | null,
  demat: boolean,
) {
  if (request.mail === 'none' || email === null || !demat) return false;
  return request.mailConsent === undefined || hasAcceptedConsent(tx, request.memberId, request.mailConsent);
}

async function deliver(
  deps: NotifyDeps,
  tx: Queryable,
  request: MemberNotificationRequest,
): Promise<NotifyOutcome> {
  const { title, text } = checked(request);
  const recipient = await findNotificationRecipient(tx, request.memberId);
  if (recipient === null) throw new Error('notification for an unknown member');
  const id = deps.random.uuid();
  const link = request.link ?? null;
  const created = await insertNotificationOnce(tx, {
    id,
    memberId: request.memberId,
    kind: request.kind,
    title,
    text,
    link,
    sourceKind: request.source.kind,
    sourceId: request.source.id,
    createdAt: deps.clock.now(),
  });
  if (!created) return { created: false, id: null, outboxId: null };
  if (!(await mayMail(tx, request, recipient.email, recipient.dematerialization)) || recipient.email === null)
    return { created: true, id, outboxId: null };
  const message = templatedMessage(request.mailTemplate ?? KIND_TEMPLATES[request.kind], recipient.email, {
    prenom: recipient.prenom,
    nom: recipient.nom,
    mutuelle: deps.tenant.client.libelle,
    titre: title,
    texte: text ?? '',
    lien: `${deps.config.publicBaseUrl}/${link ?? NOTIFICATIONS_ROUTE}`,
  });
  const outboxId = await deps.mailer.enqueue(message, tx);
  await recordNotificationMail(tx, id, outboxId);
  return { created: true, id, outboxId };
}

/**
 * Notifies a member: a row in their notification centre and, unless `mail: 'none'`, a mail from the kind's
 * template (« Modèles de mails ») when the member has an active account whose « Zéro papier » is on (documents by
 * e-mail) and, when `mailConsent` is given, has accepted that consent. Idempotent by (memberId, source): a repeat
 * writes and mails nothing. The row and the mail are written in one transaction — the caller's when `tx` is given
 * (so the notification exists iff the change it announces is committed), else its own. Throws on a caller's bug
 * (unknown member or kind, empty or too long title, link that is not a portal route).
 */
export async function notifyMember(
  deps: NotifyDeps,
  request: MemberNotificationRequest,
  tx?: Queryable,
): Promise<NotifyOutcome> {
  const outcome =
    tx === undefined
      ? await deps.db.transaction((own) => deliver(deps, own, request))
      : await deliver(deps, tx, request);
  if (outcome.outboxId !== null && tx === undefined) deps.mailer.kick();
  return outcome;
}
