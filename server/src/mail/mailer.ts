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
  /** Documents attached to a mail: stored files (`uploaded_files`) written in the same transaction or before. */
  readonly attachments?: readonly MailAttachment[];
}

/** A stored file attached to a mail, by reference (its bytes are read when the mail is built). */
export interface MailAttachment {
  /** `uploaded_files.remote_file_name`. */
  readonly remoteFileName: string;
  /** The name the recipient sees. */
  readonly fileName: string;
  readonly contentType: string;
}

/**
 * Transactional outbox: `enqueue` writes the message in the `outbox` table (inside the caller's
 * transaction when one is given, so the mail exists iff the change it announces is committed); a
 * dispatcher then writes `<dataDir>/outbox/*.eml` and sends over SMTP when `SMTP_URL` is set.
 */
export interface Mailer {
  /** Records the message; resolves with its outbox id once the row is written. */
  enqueue(message: OutgoingMessage, queryable?: Queryable): Promise<string>;
  /** Dispatches every pending message (files, SMTP); resolves when done. */
  flush(): Promise<void>;
  /** Starts a flush in the background if something was enqueued since the last one (cheap). */
  kick(): void;
  /** Stops the periodic dispatcher after a last flush. */
  close(): Promise<void>;
}
