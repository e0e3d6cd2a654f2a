import type { AudienceChoices, AudiencesPort, PortError, SavedAudience } from '@portail/application';
import type { AudienceCriterionType, AudienceIssues } from '@portail/domain';
import { AUDIENCE_CRITERION_TYPES, checkAudience, isAudienceCriterionType } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CriterionRow } from './audience-criterion-row.ts';
import { criterionDraftOf, criterionRowOf, newCriterionRow } from './audience-criterion-row.ts';
import { NO_AUDIENCE_ISSUES, audienceRefusalOf } from './audience-refusal.ts';

export interface AudienceEditorDeps {
  readonly audiences: Pick<AudiencesPort, 'get' | 'choices' | 'count' | 'create' | 'update'>;
  /** A success toast. */
  readonly notify: (message: string) => void;
  readonly announce: (message: string) => void;
  /** Whether the viewer may count (an editor: `contenus` create or update); a reader sees no count. */
  readonly canCount: boolean;
  /** Milliseconds of quiet after a change before the live count is asked (400 in the app). */
  readonly countDelayMs: number;
}

const numbers = new Intl.NumberFormat('fr-FR');

/**
 * The audience editor (new when `id` is null): a name, criteria (ANDed) added from a menu, each with its values;
 * the members they select counted live (debounced, the answer to an older change dropped); saved with the version
 * read — a 409 keeps what was typed and says so.
 */
export class AudienceEditorViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  nom = '';
  rows: readonly CriterionRow[] = [];
  choices: AudienceChoices = { offres: [], fonctionnalites: [] };
  saved: SavedAudience | null = null;
  issues: AudienceIssues = NO_AUDIENCE_ISSUES;
  count: { readonly state: 'idle' | 'counting' | 'counted' | 'invalid' | 'failed'; readonly text: string } = {
    state: 'idle',
    text: '',
  };
  saving = false;
  staleMessage: string | null = null;
  failure: string | null = null;
  private nextKey = 1;
  private countRequest = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly deps: AudienceEditorDeps,
    readonly id: string | null,
  ) {
    makeAutoObservable<AudienceEditorViewModel, 'deps' | 'timer' | 'countRequest' | 'nextKey'>(
      this,
      {
        deps: false,
        timer: false,
        countRequest: false,
        nextKey: false,
        rows: observableRef,
        issues: observableRef,
      },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const [choices, audience] = await Promise.all([
      this.deps.audiences.choices(),
      this.id === null ? null : this.deps.audiences.get(this.id),
    ]);
    runInAction(() => {
      const failed = !choices.ok ? choices.error : audience !== null && !audience.ok ? audience.error : null;
      if (failed !== null) {
        this.failure = failed.message;
        this.status = 'failed';
        return;
      }
      if (choices.ok) this.choices = choices.value;
      if (audience?.ok === true) this.take(audience.value);
      this.status = 'ready';
    });
    if (this.rows.length > 0) this.scheduleCount();
  }

  /** The criterion types still free (each type once; « Tous les adhérents » only on an empty rule). */
  get addableTypes(): readonly AudienceCriterionType[] {
    const used = new Set(this.rows.map((row) => row.type));
    if (used.has('tous')) return [];
    return AUDIENCE_CRITERION_TYPES.filter((type) => !used.has(type) && (type !== 'tous' || used.size === 0));
  }

  setNom(value: string): void {
    this.nom = value;
    this.issues = { ...this.issues, nom: [] };
  }

  addCriterion(type: string): void {
    if (!isAudienceCriterionType(type) || !this.addableTypes.includes(type)) return;
    this.rows = [...this.rows, newCriterionRow(this.nextKey++, type)];
    this.changed();
  }

  removeCriterion(key: number): void {
    this.rows = this.rows.filter((row) => row.key !== key);
    this.changed();
  }

  updateCriterion(key: number, change: Partial<Omit<CriterionRow, 'key' | 'type'>>): void {
    this.rows = this.rows.map((row) => (row.key === key ? { ...row, ...change } : row));
    this.changed();
  }

  /** The error of the criterion at `index`, or null. */
  rowError(index: number): string | null {
    return this.issues.parCritere[index]?.[0]?.message ?? null;
  }

  async save(): Promise<SavedAudience | null> {
    if (this.saving) return null;
    const draft = { nom: this.nom, criteres: this.rows.map(criterionDraftOf) };
    const checked = checkAudience(draft, { fonctionnalites: this.choices.fonctionnalites });
    if (checked.criteria === null) {
      this.issues = checked.issues;
      this.deps.announce('Merci de corriger les données signalées.');
      return null;
    }
    this.saving = true;
    this.failure = null;
    const saved = this.saved;
    const result =
      saved === null
        ? await this.deps.audiences.create(draft)
        : await this.deps.audiences.update(saved.id, draft, saved.version);
    runInAction(() => {
      this.saving = false;
      if (result.ok) this.take(result.value);
      else this.refused(result.error);
    });
    if (!result.ok) {
      this.deps.announce(result.error.message);
      return null;
    }
    this.deps.notify(`L’audience « ${result.value.nom} » est enregistrée.`);
    return result.value;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private refused(error: PortError): void {
    const refusal = audienceRefusalOf(error, this.rows.length);
    if (refusal.kind === 'stale') this.staleMessage = refusal.message;
    else if (refusal.kind === 'issues') this.issues = refusal.issues;
    else this.failure = refusal.message;
  }

  private take(audience: SavedAudience): void {
    this.saved = audience;
    this.nom = audience.nom;
    this.rows = audience.criteres.flatMap((draft) =>
      isAudienceCriterionType(draft.type) ? [criterionRowOf(this.nextKey++, draft.type, draft)] : [],
    );
    this.issues = NO_AUDIENCE_ISSUES;
    this.staleMessage = null;
  }

  private changed(): void {
    this.issues = { ...this.issues, criteres: [], parCritere: [] };
    this.scheduleCount();
  }

  private scheduleCount(): void {
    clearTimeout(this.timer);
    if (!this.deps.canCount) return;
    const request = ++this.countRequest;
    const criteres = this.rows.map(criterionDraftOf);
    const checked = checkAudience({ nom: '-', criteres }, { fonctionnalites: this.choices.fonctionnalites });
    if (checked.criteria === null) {
      this.count = { state: 'invalid', text: 'Complétez les critères pour connaître le nombre d’adhérents.' };
      return;
    }
    this.count = { state: 'counting', text: this.count.text };
    this.timer = setTimeout(() => {
      void this.deps.audiences.count(criteres).then((result) => {
        if (request !== this.countRequest) return;
        runInAction(() => {
          this.count = result.ok
            ? {
                state: 'counted',
                text: `${numbers.format(result.value)} adhérent${result.value > 1 ? 's' : ''} concerné${result.value > 1 ? 's' : ''}`,
              }
            : { state: 'failed', text: result.error.message };
        });
      });
    }, this.deps.countDelayMs);
  }
}
