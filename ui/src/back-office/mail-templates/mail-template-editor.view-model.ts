import type { MailTemplateDetail, MailTemplatePreview, MailTemplatesPort } from '@portail/application';
import type { MailTemplateIssue } from '@portail/domain';
import { checkMailTemplate } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

export interface MailTemplateEditorDeps {
  readonly templates: Pick<MailTemplatesPort, 'get' | 'save' | 'preview' | 'sendTest'>;
  /** The staff member holds `modeles-mails` / `update`. */
  readonly canEdit: boolean;
  readonly notify: (intent: 'success' | 'danger', message: string) => void;
  readonly announce: (message: string) => void;
}

/**
 * One template in the editor: its texts as typed, checked as they are typed with the server's own rule (unknown
 * variable, missing required one), saved from the version it was opened at. A save the server refuses because
 * someone saved meanwhile (409) keeps everything typed: « Reprendre la dernière version » takes the new version
 * number and keeps the texts, so a second save goes through.
 */
export class MailTemplateEditorViewModel {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  template: MailTemplateDetail | null = null;
  subject = '';
  body = '';
  version = 0;
  /** Set once « Enregistrer » was pressed: the form shows its issues. */
  submitted = false;
  busy: 'save' | 'preview' | 'test' | null = null;
  /** The catalogue message of the last failed call (load, save, preview, test). */
  error: string | null = null;
  /** The last save was refused because someone saved meanwhile. */
  conflict = false;
  preview: MailTemplatePreview | null = null;

  constructor(private readonly deps: MailTemplateEditorDeps) {
    makeAutoObservable<MailTemplateEditorViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get canEdit(): boolean {
    return this.deps.canEdit;
  }

  /** Why the texts cannot be saved, as they are typed (empty when they can). */
  get issues(): readonly MailTemplateIssue[] {
    return this.template === null
      ? []
      : checkMailTemplate(this.template.variables, { subject: this.subject, body: this.body });
  }

  issueOf(field: 'subject' | 'body'): string | undefined {
    return this.issues.find((issue) => issue.field === field)?.message;
  }

  get dirty(): boolean {
    return (
      this.template !== null && (this.subject !== this.template.subject || this.body !== this.template.body)
    );
  }

  async open(key: string): Promise<void> {
    this.status = 'loading';
    this.error = null;
    this.conflict = false;
    this.preview = null;
    this.submitted = false;
    const result = await this.deps.templates.get(key);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.error = result.error.message;
        return;
      }
      this.take(result.value);
      this.status = 'ready';
    });
  }

  setSubject(value: string): void {
    this.subject = value;
  }

  setBody(value: string): void {
    this.body = value;
  }

  /** Puts the portal's default texts back in the form (saved only with « Enregistrer »). */
  restoreDefaults(): void {
    if (this.template === null) return;
    this.subject = this.template.defaults.subject;
    this.body = this.template.defaults.body;
  }

  async save(): Promise<void> {
    const template = this.template;
    this.submitted = true;
    if (template === null || !this.canEdit || this.issues.length > 0) return;
    this.busy = 'save';
    const result = await this.deps.templates.save(template.key, this.texts(), this.version);
    runInAction(() => {
      this.busy = null;
      if (result.ok) {
        this.take(result.value);
        this.deps.notify('success', 'Le modèle a été enregistré.');
        return;
      }
      this.conflict = result.error.status === 409;
      this.error = result.error.message;
      this.deps.announce(result.error.message);
    });
  }

  /** After a 409: the latest version's number, the texts typed kept as they are. */
  async takeLatestVersion(): Promise<void> {
    const template = this.template;
    if (template === null) return;
    const typed = this.texts();
    await this.open(template.key);
    runInAction(() => {
      if (this.status !== 'ready') return;
      this.subject = typed.subject;
      this.body = typed.body;
    });
  }

  async showPreview(): Promise<void> {
    const template = this.template;
    if (template === null || this.issues.length > 0) {
      this.submitted = true;
      return;
    }
    this.busy = 'preview';
    const result = await this.deps.templates.preview(template.key, this.texts());
    runInAction(() => {
      this.busy = null;
      if (result.ok) this.preview = result.value;
      else this.error = result.error.message;
    });
  }

  closePreview(): void {
    this.preview = null;
  }

  /** « M'envoyer un test ». */
  async sendTest(): Promise<void> {
    const template = this.template;
    this.submitted = true;
    if (template === null || !this.canEdit || this.issues.length > 0) return;
    this.busy = 'test';
    const result = await this.deps.templates.sendTest(template.key, this.texts());
    runInAction(() => {
      this.busy = null;
      if (result.ok) this.deps.notify('success', `Un e-mail de test a été envoyé à ${result.value}.`);
      else this.deps.notify('danger', result.error.message);
    });
  }

  private texts() {
    return { subject: this.subject, body: this.body };
  }

  private take(template: MailTemplateDetail): void {
    this.template = template;
    this.subject = template.subject;
    this.body = template.body;
    this.version = template.version;
    this.conflict = false;
    this.error = null;
    this.submitted = false;
  }
}
