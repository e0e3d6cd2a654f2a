import type { AdminNotificationFieldError, CatalogueMessage } from '@portail/domain';
import { isAdminNotificationField, validateAdminNotificationDraft } from '@portail/domain';
import type {
  AdminNotificationToSend,
  AdminNotificationView,
  AdminNotificationsPort,
} from '../../../ports/back-office/admin-notifications.port.ts';
import { staffFailure } from '../../staff-failure.ts';

export type SendAdminNotificationOutcome =
  | { readonly kind: 'sent'; readonly notification: AdminNotificationView }
  /** The domain's rules (or the server's, 400) refused fields: nothing was sent. */
  | { readonly kind: 'invalid'; readonly errors: readonly AdminNotificationFieldError[] }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

/**
 * Sends (or schedules) a notification to an audience after the domain's rules, checked on the text without
 * mark-up the member will read; the server checks them again and answers the same codes.
 */
export class SendAdminNotification {
  constructor(
    private readonly notifications: Pick<AdminNotificationsPort, 'create'>,
    private readonly now: () => Date,
  ) {}

  async execute(notification: AdminNotificationToSend, text: string): Promise<SendAdminNotificationOutcome> {
    const errors = validateAdminNotificationDraft({ ...notification, texte: text }, this.now());
    if (errors.length > 0) return { kind: 'invalid', errors };
    const result = await this.notifications.create(notification);
    if (result.ok) return { kind: 'sent', notification: result.value };
    const fields = (result.error.server?.errors ?? []).flatMap((e): AdminNotificationFieldError[] => {
      const { field } = e;
      return isAdminNotificationField(field) ? [{ field, code: e.code, message: e.message }] : [];
    });
    if (result.error.status === 400 && fields.length > 0) return { kind: 'invalid', errors: fields };
    return { kind: 'failed', message: staffFailure(result.error) };
  }
}
