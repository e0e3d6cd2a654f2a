import type { LoadStaffHabilitations, SaveStaffHabilitations } from '@portail/application';
import type {
  BackOfficeArea,
  CatalogueMessage,
  Habilitation,
  HabilitationAction,
  StaffHabilitationsMatrix,
  ValidationIssue,
} from '@portail/domain';
import {
  BACK_OFFICE_AREAS,
  BACK_OFFICE_AREA_LABELS,
  HABILITATION_ACTION_LABELS,
  habilitationKey,
  normalizeHabilitations,
  validateHabilitationMatrix,
} from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface HabilitationsMatrixDeps {
  readonly loadMatrix: Pick<LoadStaffHabilitations, 'execute'>;
  readonly saveMatrix: Pick<SaveStaffHabilitations, 'execute'>;
  /** The signed-in administrator's login (their own account may not lose its management right). */
  readonly viewerLogin: string;
  /** Whether the viewer holds `habilitations` / update (else the matrix is read-only). */
  readonly canEdit: boolean;
  readonly notify: (message: CatalogueMessage) => void;
}

/** The columns, in the order « Création / Visualisation / Modification / Suppression ». */
export const MATRIX_ACTIONS: readonly HabilitationAction[] = ['create', 'read', 'update', 'delete'];

export interface MatrixCell {
  readonly action: HabilitationAction;
  readonly key: string;
  /** « Création — Contenus »: the checkbox's accessible name. */
  readonly label: string;
  readonly checked: boolean;
  /** Differs from the version on the server (after a 409: from the current version). */
  readonly changed: boolean;
}

export interface MatrixRow {
  readonly area: BackOfficeArea;
  readonly label: string;
  readonly cells: readonly MatrixCell[];
}

/** « Habilitations » of one staff member: a table of checkboxes (area × action), saved with its version. */
export class HabilitationsMatrixViewModel {
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  /** The matrix as the server last gave it (after a 409: its current version). */
  server: StaffHabilitationsMatrix | null = null;
  /** The keys `area:action` ticked on screen. */
  ticked: ReadonlySet<string> = new Set();
  saving = false;
  /** The 409 message, shown while the choices kept on screen wait for a new save. */
  staleMessage: string | null = null;
  failure: string | null = null;
  /** Refusals of the last save attempt (e.g. one's own management right). */
  refusals: readonly ValidationIssue[] = [];
  announcement = '';

  constructor(private readonly deps: HabilitationsMatrixDeps) {
    makeAutoObservable<HabilitationsMatrixViewModel, 'deps'>(this, {
      deps: false,
      server: observableRef,
      ticked: observableRef,
    });
  }

  get canEdit(): boolean {
    return this.deps.canEdit;
  }

  get title(): string {
    const account = this.server?.account;
    if (account === undefined) return 'Habilitations';
    const name = `${account.prenom} ${account.nom}`.trim();
    return `Habilitations de ${name === '' ? account.login : `${name} (${account.login})`}`;
  }

  get habilitations(): readonly Habilitation[] {
    return normalizeHabilitations(
      BACK_OFFICE_AREAS.flatMap((area) =>
        MATRIX_ACTIONS.filter((action) => this.ticked.has(`${area}:${action}`)).map((action) => ({
          area,
          action,
        })),
      ),
    );
  }

  private get serverKeys(): ReadonlySet<string> {
    return new Set((this.server?.habilitations ?? []).map(habilitationKey));
  }

  get rows(): readonly MatrixRow[] {
    const onServer = this.serverKeys;
    return BACK_OFFICE_AREAS.map((area) => ({
      area,
      label: BACK_OFFICE_AREA_LABELS[area],
      cells: MATRIX_ACTIONS.map((action) => {
        const key = `${area}:${action}`;
        const checked = this.ticked.has(key);
        return {
          action,
          key,
          label: `${HABILITATION_ACTION_LABELS[action]} — ${BACK_OFFICE_AREA_LABELS[area]}`,
          checked,
          changed: checked !== onServer.has(key),
        };
      }),
    }));
  }

  get isDirty(): boolean {
    return this.rows.some((row) => row.cells.some((cell) => cell.changed));
  }

  /** The domain's refusals of the matrix on screen (a write without « Visualisation »), live. */
  get issues(): readonly ValidationIssue[] {
    return [...validateHabilitationMatrix(this.habilitations), ...this.refusals];
  }

  async load(accountId: string): Promise<void> {
    this.status = 'loading';
    const outcome = await this.deps.loadMatrix.execute(accountId);
    runInAction(() => {
      if (outcome.kind === 'failed') {
        this.status = 'failed';
        this.failure = outcome.message.message;
        return;
      }
      this.take(outcome.value);
      this.status = 'loaded';
    });
  }

  toggle(key: string): void {
    if (!this.deps.canEdit || this.saving) return;
    const next = new Set(this.ticked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    this.ticked = next;
    this.refusals = [];
  }

  /** Back to the server's version (drops the choices on screen). */
  discard(): void {
    if (this.server !== null) this.take(this.server);
  }

  async save(): Promise<void> {
    const server = this.server;
    if (server === null || this.saving || !this.deps.canEdit) return;
    this.saving = true;
    const outcome = await this.deps.saveMatrix.execute({
      accountId: server.account.id,
      version: server.version,
      habilitations: this.habilitations,
      isOwnAccount: server.account.login === this.deps.viewerLogin,
    });
    runInAction(() => {
      this.saving = false;
      this.failure = null;
      if (outcome.kind === 'saved') this.take(outcome.matrix);
      else if (outcome.kind === 'invalid') this.refusals = outcome.issues;
      else if (outcome.kind === 'failed') this.failure = outcome.message.message;
      else {
        // 409: the choices stay ticked; the current version becomes the base of the next save.
        if (outcome.current !== null) this.server = outcome.current;
        this.staleMessage = outcome.message.message;
      }
      this.announcement =
        outcome.kind === 'invalid' ? (outcome.issues[0]?.message ?? '') : outcome.message.message;
    });
    if (outcome.kind === 'saved') this.deps.notify(outcome.message);
  }

  private take(matrix: StaffHabilitationsMatrix): void {
    this.server = matrix;
    this.ticked = new Set(matrix.habilitations.map(habilitationKey));
    this.staleMessage = null;
    this.refusals = [];
  }
}
