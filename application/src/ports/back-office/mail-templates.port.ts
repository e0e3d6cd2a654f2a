import type { MailTemplateTexts, MailTemplateVariable } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** A template in the list of « Modèles de mails ». */
export interface MailTemplateSummary {
  readonly key: string;
  readonly label: string;
  readonly description: string;
  readonly channel: 'mail' | 'sms';
  /** A version saved in the back office replaces the default texts. */
  readonly customised: boolean;
  /** Saves so far (0: the default texts). */
  readonly version: number;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}

/** One template as the editor opens it. */
export interface MailTemplateDetail extends MailTemplateSummary, MailTemplateTexts {
  readonly html: boolean;
  readonly variables: readonly MailTemplateVariable[];
  readonly defaults: MailTemplateTexts;
}

/** Texts rendered with the variables' sample values. */
export interface MailTemplatePreview {
  readonly subject: string;
  readonly text: string;
  /** null for a text-only mail or an SMS. */
  readonly html: string | null;
}

/** « Modèles de mails » of the back office (issue 24 §5). */
export interface MailTemplatesPort {
  list(): PortResult<readonly MailTemplateSummary[]>;
  get(key: string): PortResult<MailTemplateDetail>;
  /** Saves the texts edited from `version` (409 when saved meanwhile). */
  save(key: string, texts: MailTemplateTexts, version: number): PortResult<MailTemplateDetail>;
  preview(key: string, texts: MailTemplateTexts): PortResult<MailTemplatePreview>;
  /** « M'envoyer un test »: resolves with the address it went to. */
  sendTest(key: string, texts: MailTemplateTexts): PortResult<string>;
}
