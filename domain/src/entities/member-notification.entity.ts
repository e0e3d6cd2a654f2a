/**
 * What the member's notification centre says changed (issue 25 « Notifications », issue 27 targeted notifications
 * and refund alerts). Stable codes shared by the server, the API and the UI.
 */
export const MEMBER_NOTIFICATION_KINDS = [
  'demande-statut',
  'demande-message',
  'document-disponible',
  'information',
  'alerte-remboursement',
] as const;

export type MemberNotificationKind = (typeof MEMBER_NOTIFICATION_KINDS)[number];

export function isMemberNotificationKind(value: unknown): value is MemberNotificationKind {
  return typeof value === 'string' && (MEMBER_NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** French label of each kind (the list's small caption, the mail's subject prefix). */
export const MEMBER_NOTIFICATION_KIND_LABELS: Readonly<Record<MemberNotificationKind, string>> = {
  'demande-statut': 'Suivi de demande',
  'demande-message': 'Nouveau message',
  'document-disponible': 'Document disponible',
  information: 'Information',
  'alerte-remboursement': 'Remboursement',
};

/** One notification as the member reads it. */
export interface MemberNotification {
  readonly id: string;
  readonly type: MemberNotificationKind;
  readonly titre: string;
  readonly texte: string | null;
  /** A portal route (`#/espace/…`), never an outside address. */
  readonly lien: string | null;
  /** ISO 8601 instant. */
  readonly creeLe: string;
  /** ISO 8601 instant; null while unread. */
  readonly lueLe: string | null;
}

/** Longest title and text a notification may carry. */
export const MEMBER_NOTIFICATION_TITLE_MAX = 200;
export const MEMBER_NOTIFICATION_TEXT_MAX = 2_000;
export const MEMBER_NOTIFICATION_LINK_MAX = 300;

const PORTAL_ROUTE = /^#\/[A-Za-z0-9\-._~/%?=&]*$/;

/**
 * A link a notification may carry: a hash route of the portal (`#/espace/demandes/42`), so that a notification
 * can never send the member to another site (no scheme, no host, no `//`).
 */
export function isPortalRoute(link: string): boolean {
  return link.length <= MEMBER_NOTIFICATION_LINK_MAX && PORTAL_ROUTE.test(link) && !link.includes('//');
}
