import type {
  EditReferenceValue,
  ReferenceValue,
  ReferenceValueEdit,
  ReferenceValuesPort,
} from '@portail/application';
import type { MoveDirection, ReferenceDataKind } from '@portail/domain';
import { REFERENCE_DATA_KIND_LABELS } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface ReferenceValuesDeps {
  readonly values: Pick<ReferenceValuesPort, 'list'>;
  readonly edit: Pick<EditReferenceValue, 'execute'>;
  /** Whether the viewer holds `referentiels` / create and / update (else those controls are hidden). */
  readonly canCreate: boolean;
  readonly canEdit: boolean;
  /** Says a result in the live region. */
  readonly announce: (message: string) => void;
}

/** Values per page (the postal codes are many: next pages on demand). */
export const REFERENCE_PAGE_SIZE = 50;

/** The control to focus once the list is read again (the moved value's button, the renamed value's row). */
export interface FocusTarget {
  readonly code: string;
  readonly control: 'haut' | 'bas' | 'renommer' | 'etat';
}

/**
 * « Valeurs des référentiels »: the values of one kind (disabled ones too) in their order, searched and paged; add,
 * rename, move one place (buttons, keyboard operable), disable after confirmation, enable. Every change is sent at
 * the kind's version read; the list is read again after it (a 409 says so and shows the current list).
 */
export class ReferenceValuesViewModel {
  kind: ReferenceDataKind = 'civility';
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  version = 0;
  values: readonly ReferenceValue[] = [];
  next: string | null = null;
  search = '';
  renaming: { readonly code: string; readonly text: string; readonly error: string | null } | null = null;
  newCode = '';
  newLabel = '';
  addErrors: { readonly code: string | null; readonly libelle: string | null } = {
    code: null,
    libelle: null,
  };
  confirmingDisable: ReferenceValue | null = null;
  busy = false;
  alert: string | null = null;
  focus: FocusTarget | null = null;

  constructor(private readonly deps: ReferenceValuesDeps) {
    makeAutoObservable<ReferenceValuesViewModel, 'deps'>(
      this,
      { deps: false, values: observableRef, renaming: observableRef, addErrors: observableRef },
      { autoBind: true },
    );
  }

  get canCreate(): boolean {
    return this.deps.canCreate;
  }
  get canEdit(): boolean {
    return this.deps.canEdit;
  }
  get kindLabel(): string {
    return REFERENCE_DATA_KIND_LABELS[this.kind];
  }

  selectKind(kind: ReferenceDataKind): void {
    this.kind = kind;
    this.search = '';
    this.renaming = null;
    this.newCode = '';
    this.newLabel = '';
    this.addErrors = { code: null, libelle: null };
    void this.load();
  }

  setSearch(text: string): void {
    this.search = text;
  }

  /** Reads the first page (of the search), or the next one after the values shown. */
  async load(more = false): Promise<void> {
    if (!more) this.status = 'loading';
    const after = more ? this.next : null;
    const query = { search: this.search.trim(), after, limit: REFERENCE_PAGE_SIZE };
    const result = await this.deps.values.list(this.kind, query);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.alert = result.error.message;
        return;
      }
      this.version = result.value.version;
      this.values = more ? [...this.values, ...result.value.values] : result.value.values;
      this.next = result.value.next;
      this.status = 'loaded';
    });
  }

  startRename(value: ReferenceValue): void {
    this.renaming = { code: value.code, text: value.label, error: null };
  }
  setRenameText(text: string): void {
    if (this.renaming !== null) this.renaming = { ...this.renaming, text, error: null };
  }
  cancelRename(): void {
    const code = this.renaming?.code;
    this.renaming = null;
    if (code !== undefined) this.focus = { code, control: 'renommer' };
  }
  async saveRename(): Promise<void> {
    const renaming = this.renaming;
    if (renaming === null) return;
    await this.run({ kind: 'rename', code: renaming.code, label: renaming.text }, 'renommer');
  }

  setNewCode(text: string): void {
    this.newCode = text;
    this.addErrors = { ...this.addErrors, code: null };
  }
  setNewLabel(text: string): void {
    this.newLabel = text;
    this.addErrors = { ...this.addErrors, libelle: null };
  }
  async add(): Promise<void> {
    await this.run({ kind: 'add', code: this.newCode, label: this.newLabel }, 'renommer');
  }

  askDisable(value: ReferenceValue): void {
    this.confirmingDisable = value;
  }
  cancelDisable(): void {
    const code = this.confirmingDisable?.code;
    this.confirmingDisable = null;
    if (code !== undefined) this.focus = { code, control: 'etat' };
  }
  async confirmDisable(): Promise<void> {
    const value = this.confirmingDisable;
    if (value !== null) await this.run({ kind: 'disable', code: value.code }, 'etat');
  }
  async enable(value: ReferenceValue): Promise<void> {
    await this.run({ kind: 'enable', code: value.code }, 'etat');
  }

  async move(value: ReferenceValue, direction: MoveDirection): Promise<void> {
    await this.run({ kind: 'move', code: value.code, direction }, direction);
  }

  /** Whether a value can move up (not first) or down (not last) among those shown. */
  canMove(value: ReferenceValue, direction: MoveDirection): boolean {
    const index = this.values.findIndex((v) => v.code === value.code);
    return direction === 'haut'
      ? index > 0
      : index >= 0 && (index < this.values.length - 1 || this.next !== null);
  }

  /** The screen took the focus where asked. */
  focused(): void {
    this.focus = null;
  }

  private async run(edit: ReferenceValueEdit, control: FocusTarget['control']): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.alert = null;
    const outcome = await this.deps.edit.execute(this.kind, edit, this.version);
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'invalid') {
        if (edit.kind === 'rename' && this.renaming !== null)
          this.renaming = { ...this.renaming, error: outcome.message };
        else if (edit.kind === 'add')
          this.addErrors = { ...this.addErrors, [outcome.field]: outcome.message };
        return;
      }
      this.confirmingDisable = null;
      if (outcome.kind === 'saved') {
        this.renaming = null;
        if (edit.kind === 'add') [this.newCode, this.newLabel] = ['', ''];
        this.focus = edit.kind === 'add' ? null : { code: edit.code, control };
      } else this.alert = outcome.message.message;
    });
    this.deps.announce(outcome.kind === 'invalid' ? outcome.message : outcome.message.message);
    if (outcome.kind !== 'invalid' && outcome.kind !== 'failed') await this.load();
  }
}
