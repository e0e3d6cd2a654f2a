import type { Queryable } from '../db/database.ts';

/** A mail or SMS to send. Texts are French; `links` are the actionable URLs (listed on /dev/outbox). */
export interface OutgoingMessage {
  readonly kind: 'mail' | 'sms';
  /** Stable name of the template ('activation', 'reset-password', 'security-code', …). */
  readonly template: string;
  /** E-mail address (mail) or phone number (sms). */
  readonly to: string;
  /** Mail subject; a short label for an SMS. */
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly links?: readonly string[];
  /**
   * The editable template the texts come from (its default texts) and the values they were rendered with: the
   * outbox renders the version saved in « Modèles de mails » instead, when there is one and it renders.
   */
  readonly templated?: { readonly key: string; readonly values: Readonly<Record<string, string>> };
}

/**
 * Transactional outbox: `enqueue` writes the message in the `outbox` table (inside the caller's
 * transaction when one is given, so the mail exists iff the change it announces is committed) with its job on the
 * server's job queue, in the same transaction; the job writes `<dataDir>/outbox/*.eml` and sends over SMTP when
 * `SMTP_URL` is set, retried with back-off (outbox-mailer.ts).
 */
export interface Mailer {
  /** Records the message; resolves with its outbox id once the row is written. */
  enqueue(message: OutgoingMessage, queryable?: Queryable): Promise<string>;
  /** Dispatches every due message in this call (files, SMTP): the start-up and tests; resolves when done. */
  flush(): Promise<void>;
  /** Wakes this instance's dispatch worker (a handler's mails go out once it has answered; cheap). */
  kick(): void;
  /** Closes the SMTP transport (the job queue is stopped first). */
  close(): Promise<void>;
}
