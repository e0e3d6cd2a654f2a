import type { RequestDelays, RequestDelaysPort, SaveRequestDelays } from '@portail/application';
import type { CatalogueMessage, StaffRequestType } from '@portail/domain';
import { targetDelayText } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface RequestDelaysDeps {
  readonly delays: Pick<RequestDelaysPort, 'get'>;
  readonly save: Pick<SaveRequestDelays, 'execute'>;
  /** Whether the viewer holds `referentiels` / update (else read-only). */
  readonly canEdit: boolean;
  readonly notify: (message: CatalogueMessage) => void;
  readonly announce: (message: string) => void;
}

export interface DelayRow {
  readonly type: StaffRequestType;
  readonly label: string;
  /** What the field holds. */
  readonly typed: string;
  /** The saved value, in words (« 48 h (2 jours) »). */
  readonly saved: string;
  readonly changed: boolean;
  readonly error: string | null;
}

/**
 * « Délais de traitement »: the target delay of each request type in hours (the expected answer date members see),
 * saved together with the version read; a 409 keeps what was typed over the current values.
 */
export class RequestDelaysViewModel {
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  server: RequestDelays | null = null;
  typed: ReadonlyMap<StaffRequestType, string> = new Map();
  errors: ReadonlyMap<StaffRequestType, string> = new Map();
  saving = false;
  staleMessage: string | null = null;
  failure: string | null = null;

  constructor(private readonly deps: RequestDelaysDeps) {
    makeAutoObservable<RequestDelaysViewModel, 'deps'>(
      this,
      { deps: false, server: observableRef, typed: observableRef, errors: observableRef },
      { autoBind: true },
    );
  }

  get canEdit(): boolean {
    return this.deps.canEdit;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.deps.delays.get();
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.failure = result.error.message;
        return;
      }
      this.take(result.value);
      this.status = 'loaded';
    });
  }

  get rows(): readonly DelayRow[] {
    return (this.server?.delays ?? []).map((delay) => {
      const typed = this.typed.get(delay.type) ?? String(delay.hours);
      return {
        type: delay.type,
        label: delay.label,
        typed,
        saved: targetDelayText(delay.hours),
        changed: typed.trim() !== String(delay.hours),
        error: this.errors.get(delay.type) ?? null,
      };
    });
  }

  get isDirty(): boolean {
    return this.rows.some((row) => row.changed);
  }

  setHours(type: StaffRequestType, text: string): void {
    if (!this.deps.canEdit) return;
    this.typed = new Map(this.typed).set(type, text);
    if (this.errors.has(type)) {
      const errors = new Map(this.errors);
      errors.delete(type);
      this.errors = errors;
    }
  }

  async save(): Promise<void> {
    const server = this.server;
    if (server === null || this.saving || !this.deps.canEdit) return;
    this.saving = true;
    this.failure = null;
    const outcome = await this.deps.save.execute(this.typed, server.version);
    runInAction(() => {
      this.saving = false;
      if (outcome.kind === 'saved') this.take(outcome.delays);
      else if (outcome.kind === 'invalid')
        this.errors = new Map([...outcome.issues].map(([type, issue]) => [type, issue.message]));
      else if (outcome.kind === 'stale') {
        if (outcome.current !== null) this.server = outcome.current;
        this.staleMessage = outcome.message.message;
      } else this.failure = outcome.message.message;
    });
    if (outcome.kind === 'saved') this.deps.notify(outcome.message);
    else if (outcome.kind === 'invalid') this.deps.announce([...outcome.issues.values()][0]?.message ?? '');
    else this.deps.announce(outcome.message.message);
  }

  /** Back to the values on the server. */
  discard(): void {
    if (this.server !== null) this.take(this.server);
  }

  private take(delays: RequestDelays): void {
    this.server = delays;
    this.typed = new Map(delays.delays.map((d) => [d.type, String(d.hours)]));
    this.errors = new Map();
    this.staleMessage = null;
  }
}
