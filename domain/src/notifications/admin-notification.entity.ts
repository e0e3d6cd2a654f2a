/**
 * A notification written in the back office (issue 27 §2 « Notifications »): sent to every member of an audience,
 * in the portal's notification centre and/or by mail, now or at a chosen time, cancellable until it goes.
 */

/** Where a notification is delivered. */
export const ADMIN_NOTIFICATION_CHANNELS = ['portail', 'mail'] as const;
export type AdminNotificationChannel = (typeof ADMIN_NOTIFICATION_CHANNELS)[number];

export const ADMIN_NOTIFICATION_CHANNEL_LABELS: Readonly<Record<AdminNotificationChannel, string>> = {
  portail: 'Centre de notifications du portail',
  mail: 'Mail',
};

/**
 * Its life: `programmee` (waiting for its time, cancellable), `en-cours` (being delivered), `envoyee` (every member
 * of the audience delivered or failed), `annulee` (cancelled before it went).
 */
export const ADMIN_NOTIFICATION_STATUSES = ['programmee', 'en-cours', 'envoyee', 'annulee'] as const;
export type AdminNotificationStatus = (typeof ADMIN_NOTIFICATION_STATUSES)[number];

export const ADMIN_NOTIFICATION_STATUS_LABELS: Readonly<Record<AdminNotificationStatus, string>> = {
  programmee: 'Programmée',
  'en-cours': 'En cours d’envoi',
  envoyee: 'Envoyée',
  annulee: 'Annulée',
};

export function isAdminNotificationStatus(value: unknown): value is AdminNotificationStatus {
  return typeof value === 'string' && (ADMIN_NOTIFICATION_STATUSES as readonly string[]).includes(value);
}

/** Only a notification still waiting for its time may be cancelled. */
export function isCancellable(status: AdminNotificationStatus): boolean {
  return status === 'programmee';
}

/** The member screens a notification may lead to (allow-list: never another site, never a staff screen). */
export const ADMIN_NOTIFICATION_LINKS: readonly { readonly route: string; readonly label: string }[] = [
  { route: '#/espace', label: 'Accueil de l’espace adhérent' },
  { route: '#/espace/remboursements', label: 'Mes remboursements' },
  { route: '#/espace/prestations', label: 'Mes prestations' },
  { route: '#/espace/garanties', label: 'Mes garanties' },
  { route: '#/espace/cotisations', label: 'Mes cotisations' },
  { route: '#/espace/demandes', label: 'Mes demandes' },
  { route: '#/espace/justificatifs', label: 'Envoyer des justificatifs' },
  { route: '#/espace/courriers', label: 'Mes courriers' },
  { route: '#/espace/documents', label: 'Mes documents' },
  { route: '#/espace/carte', label: 'Carte de tiers payant' },
  { route: '#/espace/simulateur', label: 'Simulateur de remboursement' },
  { route: '#/espace/compte', label: 'Mon compte' },
];

export function isAdminNotificationLink(route: string): boolean {
  return ADMIN_NOTIFICATION_LINKS.some((link) => link.route === route);
}

/** Longest title, and longest text once its mark-up is removed (what the notification centre shows). */
export const ADMIN_NOTIFICATION_TITLE_MAX = 200;
export const ADMIN_NOTIFICATION_TEXT_MAX = 2_000;

/** How far a sending has gone. */
export interface AdminNotificationProgress {
  /** Members of the audience when the sending started (null while it has not). */
  readonly total: number | null;
  readonly delivered: number;
  readonly failed: number;
}

/** Members still to deliver (0 before the start is known). */
export function remainingToDeliver(progress: AdminNotificationProgress): number {
  if (progress.total === null) return 0;
  return Math.max(0, progress.total - progress.delivered - progress.failed);
}

/** Share done, 0..1 (1 for an empty audience once started). */
export function deliveredShare(progress: AdminNotificationProgress): number {
  if (progress.total === null) return 0;
  if (progress.total === 0) return 1;
  return Math.min(1, (progress.delivered + progress.failed) / progress.total);
}
