import type {
  AdminNotificationOptions,
  AdminNotificationToSend,
  AdminNotificationView,
  AdminNotificationsPort,
  SendAdminNotification,
} from '@portail/application';
import type { AdminNotificationField, AdminNotificationFieldError } from '@portail/domain';
import { notificationPlainText, validateAdminNotificationDraft } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface NotificationFormDeps {
  readonly notifications: Pick<AdminNotificationsPort, 'options'>;
  readonly send: Pick<SendAdminNotification, 'execute'>;
  readonly now: () => Date;
  /** After a notification was sent or scheduled (the screen goes back to the list). */
  readonly onSent: (notification: AdminNotificationView) => void;
  readonly announce: (message: string) => void;
}

export type NotificationTiming = 'maintenant' | 'programmee';

/**
 * « Nouvelle notification »: title, rich text, optional link to a member screen, audience, channels (portal and/or
 * mail with a template), now or at a time. The domain's rules are checked once the staff member first tries to
 * send, then as they type; the server's field errors land on the same fields.
 */
export class NotificationFormViewModel {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  options: AdminNotificationOptions | null = null;
  title = '';
  html = '';
  link = '';
  audienceId = '';
  toPortal = true;
  toMail = false;
  mailTemplate = '';
  timing: NotificationTiming = 'maintenant';
  /** `datetime-local` value (local time). */
  sendAt = '';
  triedToSend = false;
  serverErrors: readonly AdminNotificationFieldError[] = [];
  sending = false;
  failure: string | null = null;

  constructor(private readonly deps: NotificationFormDeps) {
    makeAutoObservable<NotificationFormViewModel, 'deps'>(
      this,
      { deps: false, options: observableRef, serverErrors: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.deps.notifications.options();
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.failure = result.error.message;
        return;
      }
      this.options = result.value;
      this.mailTemplate = result.value.mailTemplates[0]?.key ?? '';
      this.status = 'ready';
    });
  }

  set<K extends 'title' | 'html' | 'link' | 'audienceId' | 'mailTemplate' | 'sendAt'>(
    field: K,
    value: string,
  ): void {
    this[field] = value;
    this.serverErrors = [];
  }

  setChannel(channel: 'portail' | 'mail', on: boolean): void {
    if (channel === 'portail') this.toPortal = on;
    else this.toMail = on;
    this.serverErrors = [];
  }

  setTiming(timing: NotificationTiming): void {
    this.timing = timing;
    this.serverErrors = [];
  }

  get toSend(): AdminNotificationToSend {
    const canaux = [...(this.toPortal ? ['portail'] : []), ...(this.toMail ? ['mail'] : [])];
    const at = new Date(this.sendAt);
    return {
      titre: this.title.trim(),
      html: this.html,
      lien: this.link === '' ? null : this.link,
      audienceId: this.audienceId,
      canaux,
      modeleMail: this.toMail ? this.mailTemplate : null,
      envoiLe:
        this.timing === 'maintenant' ? null : Number.isNaN(at.getTime()) ? this.sendAt : at.toISOString(),
    };
  }

  get text(): string {
    return notificationPlainText(this.html);
  }

  /** The message of each field in error (after the first attempt to send). */
  get errors(): ReadonlyMap<AdminNotificationField, string> {
    if (!this.triedToSend) return new Map();
    const local = validateAdminNotificationDraft({ ...this.toSend, texte: this.text }, this.deps.now());
    return new Map([...this.serverErrors, ...local].map((e) => [e.field, e.message]));
  }

  error(field: AdminNotificationField): string | null {
    return this.errors.get(field) ?? null;
  }

  async submit(): Promise<void> {
    this.triedToSend = true;
    this.failure = null;
    const first = [...this.errors.values()][0];
    if (first !== undefined) {
      this.deps.announce(`Le formulaire contient ${String(this.errors.size)} erreur(s) : ${first}`);
      return;
    }
    this.sending = true;
    const outcome = await this.deps.send.execute(this.toSend, this.text);
    runInAction(() => {
      this.sending = false;
      if (outcome.kind === 'sent') {
        this.deps.announce(
          this.timing === 'maintenant' ? 'Notification envoyée.' : 'Notification programmée.',
        );
        this.deps.onSent(outcome.notification);
      } else if (outcome.kind === 'invalid') this.serverErrors = outcome.errors;
      else this.failure = outcome.message.message;
    });
  }
}
