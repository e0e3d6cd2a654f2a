import type {
  FaqAdminDraft,
  FaqAdminDraftContent,
  FaqAdminPort,
  FaqAdminQuestion,
} from '@portail/application';
import { makeAutoObservable, runInAction } from 'mobx';
import * as edits from './faq-draft-edits.ts';

export const STALE_DRAFT_CODE = 'FLOW.BACK_OFFICE_STALE_VERSION';

export interface FaqEditorDeps {
  readonly faq: Pick<FaqAdminPort, 'getDraft' | 'saveDraft' | 'publish'>;
  /** The staff member holds `update` on `faq` (otherwise everything is read-only). */
  readonly canEdit: boolean;
  readonly notify: (message: string) => void;
  readonly announce: (message: string) => void;
}

/**
 * « Questions » of the FAQ area: the whole draft (categories, questions, related questions, Top 5) edited in memory,
 * « Enregistrer le brouillon » (a 409 keeps everything typed and says so), « Publier » after confirmation (saving
 * first what is typed). Pure edits live in `faq-draft-edits.ts`.
 */
export class FaqEditorViewModel {
  draft: FaqAdminDraftContent | null = null;
  version = 0;
  toPublish = false;
  publishedAt: string | null = null;
  loadError: string | null = null;
  saveError: string | null = null;
  /** The last save met a newer draft (409): « Recharger » replaces what is typed by it. */
  conflict = false;
  dirty = false;
  saving = false;
  publishing = false;
  confirmingPublish = false;
  selectedId: number | null = null;
  /** Changes when another text must be loaded into the answer's editor (its `key`). */
  answerRevision = 0;

  constructor(private readonly deps: FaqEditorDeps) {
    makeAutoObservable<FaqEditorViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get canEdit(): boolean {
    return this.deps.canEdit;
  }

  get selected(): FaqAdminQuestion | null {
    return this.draft?.questions.find((q) => q.id === this.selectedId) ?? null;
  }

  question(id: number): FaqAdminQuestion | undefined {
    return this.draft?.questions.find((q) => q.id === id);
  }

  /** The questions the selected one may point to (« Ceci peut aussi vous intéresser »): every other one. */
  get relatedChoices(): readonly FaqAdminQuestion[] {
    return this.draft?.questions.filter((q) => q.id !== this.selectedId) ?? [];
  }

  get top5Full(): boolean {
    return (this.draft?.top5.length ?? 0) >= edits.TOP5_MAX;
  }

  async load(): Promise<void> {
    const result = await this.deps.faq.getDraft();
    runInAction(() => {
      if (!result.ok) {
        this.loadError = result.error.message;
        return;
      }
      this.accept(result.value);
      this.dirty = false;
      this.conflict = false;
      this.saveError = null;
      this.answerRevision += 1;
    });
  }

  private accept(saved: FaqAdminDraft): void {
    const { categories, questions, top5, version, toPublish, publishedAt } = saved;
    this.draft = { categories, questions, top5 };
    this.version = version;
    this.toPublish = toPublish;
    this.publishedAt = publishedAt;
    this.loadError = null;
  }

  private edit(change: (draft: FaqAdminDraftContent) => FaqAdminDraftContent): void {
    if (this.draft === null || !this.deps.canEdit) return;
    this.draft = change(this.draft);
    this.dirty = true;
  }

  addCategory(name: string): void {
    if (name.trim() === '') return;
    this.edit((d) => edits.addCategory(d, name.trim()).draft);
    this.deps.announce(`Catégorie « ${name.trim()} » ajoutée.`);
  }

  renameCategory(id: number, name: string): void {
    this.edit((d) => edits.renameCategory(d, id, name));
  }

  moveCategory(id: number, by: -1 | 1): void {
    this.edit((d) => edits.moveCategory(d, id, by));
  }

  deleteCategory(id: number): void {
    this.edit((d) => edits.deleteCategory(d, id));
  }

  addQuestion(categoryId: number): void {
    if (this.draft === null || !this.deps.canEdit) return;
    const { draft, id } = edits.addQuestion(this.draft, categoryId, 'Nouvelle question');
    this.draft = draft;
    this.dirty = true;
    this.select(id);
  }

  select(id: number | null): void {
    this.selectedId = id;
    this.answerRevision += 1;
  }

  setTitle(title: string): void {
    const id = this.selectedId;
    if (id !== null) this.edit((d) => edits.updateQuestion(d, id, { title }));
  }

  setAnswer(answer: string): void {
    const id = this.selectedId;
    if (id === null || this.selected?.answer === answer) return;
    this.edit((d) => edits.updateQuestion(d, id, { answer }));
  }

  moveQuestion(id: number, by: -1 | 1): void {
    this.edit((d) => edits.moveQuestion(d, id, by));
  }

  deleteQuestion(id: number): void {
    this.edit((d) => edits.deleteQuestion(d, id));
    if (this.selectedId === id) this.select(null);
  }

  toggleRelated(relatedId: number): void {
    const id = this.selectedId;
    if (id !== null) this.edit((d) => edits.toggleRelated(d, id, relatedId));
  }

  toggleTop5(id: number): void {
    this.edit((d) => edits.toggleTop5(d, id));
  }

  /** Saves the draft; false when refused (the message is in `saveError`, what is typed stays). */
  async save(): Promise<boolean> {
    if (this.draft === null || !this.deps.canEdit || this.saving) return false;
    this.saving = true;
    const sent = this.draft;
    const result = await this.deps.faq.saveDraft(sent, this.version);
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.saveError = result.error.message;
        this.conflict = result.error.code === STALE_DRAFT_CODE;
        this.deps.announce(result.error.message);
        return false;
      }
      this.version = result.value.version;
      this.toPublish = result.value.toPublish;
      this.dirty = this.draft !== sent;
      this.saveError = null;
      this.conflict = false;
      this.deps.notify('Le brouillon de la FAQ a été enregistré.');
      return true;
    });
  }

  askPublish(): void {
    if (this.deps.canEdit) this.confirmingPublish = true;
  }

  cancelPublish(): void {
    if (!this.publishing) this.confirmingPublish = false;
  }

  /** Saves what is typed (if anything), then publishes that draft. */
  async publish(): Promise<void> {
    this.publishing = true;
    const saved = !this.dirty || (await this.save());
    const result = saved ? await this.deps.faq.publish(this.version) : null;
    runInAction(() => {
      this.publishing = false;
      this.confirmingPublish = false;
      if (result === null) return;
      if (!result.ok) {
        this.saveError = result.error.message;
        this.conflict = result.error.code === STALE_DRAFT_CODE;
        this.deps.announce(result.error.message);
        return;
      }
      this.accept(result.value);
      this.deps.notify('La FAQ a été publiée : les adhérents voient cette version.');
    });
  }
}
