import type {
  ProcessStaffRequest,
  StaffRequestAction,
  StaffRequestActionKind,
  StaffRequestDetail,
  StaffRequestsPort,
} from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface RequestPageDeps {
  readonly requests: Pick<StaffRequestsPort, 'get'>;
  readonly process: Pick<ProcessStaffRequest, 'execute'>;
  /** Whether the viewer holds `demandes` / update (else no action is offered). */
  readonly canUpdate: boolean;
  /** A success toast. */
  readonly notify: (message: CatalogueMessage) => void;
  readonly announce: (message: string) => void;
}

/** The actions asked in a dialog (« Prendre en charge » is done at once). */
export type DialogAction = Exclude<StaffRequestActionKind, 'take'>;

/** The order and French names of the action buttons. */
export const ACTION_LABELS: Readonly<Record<StaffRequestActionKind, string>> = {
  take: 'Prendre en charge',
  'ask-complement': 'Demander un complément',
  accept: 'Accepter',
  refuse: 'Refuser',
  close: 'Clôturer',
};

/**
 * One request as a manager processes it: loaded by id; the actions the server allows now (and the viewer's
 * habilitation); each dialog's typed text is kept after a refusal or a 409, whose French message is shown with the
 * request as it now is (its new version is the base of the next try).
 */
export class RequestPageViewModel {
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  request: StaffRequestDetail | null = null;
  failure = '';
  dialog: DialogAction | null = null;
  message = '';
  reason = '';
  comment = '';
  /** The refusal of the dialog's text field (empty message or reason). */
  fieldError: string | null = null;
  /** A 409 or failure message of the last action (in the dialog when one is open, else on the page). */
  conflict: string | null = null;
  busy = false;
  /** Actions done so far (the screen moves the focus back to the request after each). */
  completed = 0;

  constructor(private readonly deps: RequestPageDeps) {
    makeAutoObservable<RequestPageViewModel, 'deps'>(
      this,
      { deps: false, request: observableRef },
      { autoBind: true },
    );
  }

  async load(id: string): Promise<void> {
    this.status = 'loading';
    const result = await this.deps.requests.get(id);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.failure = result.error.message;
        return;
      }
      this.request = result.value;
      this.status = 'loaded';
    });
  }

  /** The actions offered now, in the buttons' order. */
  get actions(): readonly StaffRequestActionKind[] {
    const allowed = this.request?.allowedActions ?? [];
    if (!this.deps.canUpdate) return [];
    return (Object.keys(ACTION_LABELS) as StaffRequestActionKind[]).filter((kind) => allowed.includes(kind));
  }

  open(kind: DialogAction): void {
    this.dialog = kind;
    this.fieldError = null;
    this.conflict = null;
  }

  /** « Annuler »: the dialog closes, the typed text stays for a next opening. */
  cancel(): void {
    if (this.busy) return;
    this.dialog = null;
    this.fieldError = null;
    this.conflict = null;
  }

  setMessage(value: string): void {
    this.message = value;
    this.fieldError = null;
  }

  setReason(value: string): void {
    this.reason = value;
    this.fieldError = null;
  }

  setComment(value: string): void {
    this.comment = value;
  }

  /** « Prendre en charge ». */
  take(): Promise<void> {
    return this.run({ kind: 'take' });
  }

  /** The open dialog's confirming button. */
  confirm(): Promise<void> {
    switch (this.dialog) {
      case 'ask-complement':
        return this.run({ kind: 'ask-complement', message: this.message });
      case 'refuse':
        return this.run({ kind: 'refuse', reason: this.reason });
      case 'accept':
        return this.run(
          this.comment.trim() === '' ? { kind: 'accept' } : { kind: 'accept', comment: this.comment.trim() },
        );
      case 'close':
        return this.run({ kind: 'close' });
      case null:
        return Promise.resolve();
    }
  }

  private async run(action: StaffRequestAction): Promise<void> {
    const request = this.request;
    if (request === null || this.busy) return;
    this.busy = true;
    this.conflict = null;
    const outcome = await this.deps.process.execute(request, action);
    runInAction(() => {
      this.busy = false;
      switch (outcome.kind) {
        case 'done':
          this.request = outcome.request;
          this.dialog = null;
          this.completed += 1;
          if (action.kind === 'ask-complement') this.message = '';
          if (action.kind === 'refuse') this.reason = '';
          if (action.kind === 'accept') this.comment = '';
          break;
        case 'invalid':
          this.fieldError = outcome.issue.message;
          break;
        case 'stale':
          if (outcome.current !== null) this.request = outcome.current;
          this.conflict = outcome.message.message;
          break;
        case 'failed':
          this.conflict = outcome.message.message;
          break;
      }
    });
    // A toast is announced by the shell's live regions; the other outcomes are announced here.
    if (outcome.kind === 'done') this.deps.notify(outcome.message);
    else this.deps.announce(outcome.kind === 'invalid' ? outcome.issue.message : outcome.message.message);
  }
}
