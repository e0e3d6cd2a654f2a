import type {
  AdminNotificationChannel,
  AdminNotificationDraft,
  AdminNotificationStatus,
} from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** How far a notification's sending has gone (`aLivrer` = to go). */
export interface AdminNotificationProgressView {
  readonly total: number | null;
  readonly delivered: number;
  readonly toGo: number;
  readonly failed: number;
  readonly mails: number;
  /** Batches that failed and will be tried again. */
  readonly retrying: number;
  readonly lastError: string | null;
}

/** A notification of the back office, as listed and as opened. */
export interface AdminNotificationView {
  readonly id: string;
  readonly title: string;
  readonly html: string;
  readonly link: string | null;
  readonly audience: { readonly id: string; readonly label: string };
  readonly channels: readonly AdminNotificationChannel[];
  readonly mailTemplate: string | null;
  readonly status: AdminNotificationStatus;
  /** ISO instants. */
  readonly sendAt: string;
  readonly createdAt: string;
  readonly createdBy: string;
  readonly progress: AdminNotificationProgressView;
}

/** What the form offers. */
export interface AdminNotificationOptions {
  readonly audiences: readonly { readonly id: string; readonly label: string }[];
  readonly mailTemplates: readonly { readonly key: string; readonly label: string }[];
  readonly links: readonly { readonly route: string; readonly label: string }[];
}

export interface AdminNotificationsPage {
  readonly notifications: readonly AdminNotificationView[];
  readonly next: string | null;
}

/** The notification to send: the draft with its HTML text (the domain's draft carries its text without mark-up). */
export interface AdminNotificationToSend extends Omit<AdminNotificationDraft, 'texte'> {
  readonly html: string;
}

/** « Notifications » of the back office (openapi `/api/admin/notifications…`, provider back-office-api). */
export interface AdminNotificationsPort {
  list(before: string | null): PortResult<AdminNotificationsPage>;
  options(): PortResult<AdminNotificationOptions>;
  get(id: string): PortResult<AdminNotificationView>;
  create(notification: AdminNotificationToSend): PortResult<AdminNotificationView>;
  cancel(id: string): PortResult<AdminNotificationView>;
}
