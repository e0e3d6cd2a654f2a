import type { AdherentDetail, AdherentsPort, RunAdherentAction } from '@portail/application';
import type { AdherentAction, CatalogueMessage } from '@portail/domain';
import { ADHERENT_ACTIONS } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface AdherentPageDeps {
  readonly adherents: Pick<AdherentsPort, 'get'>;
  readonly run: Pick<RunAdherentAction, 'execute'>;
  /** A success toast. */
  readonly notify: (message: CatalogueMessage) => void;
  readonly announce: (message: string) => void;
}

/** The French names of the action buttons, in their order. */
export const ADHERENT_ACTION_LABELS: Readonly<Record<AdherentAction, string>> = {
  'relance-activation': "Renvoyer le mail d'activation",
  deverrouillage: 'Déverrouiller le compte',
  'reinitialisation-mot-de-passe': 'Envoyer un lien de réinitialisation du mot de passe',
  'desactivation-double-authentification': 'Désactiver la double authentification',
  'creation-compte': 'Créer le compte',
};

/**
 * A member's page: loaded by id; the actions the server allows now, each confirmed in a dialog whose typed text
 * (comment, login) survives a refusal or a 409 — then the page shows the member as they now are, with the server's
 * French message.
 */
export class AdherentPageViewModel {
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  member: AdherentDetail | null = null;
  failure = '';
  dialog: AdherentAction | null = null;
  comment = '';
  email = '';
  paperless = true;
  fieldError: string | null = null;
  /** A 409 or failure message of the last action (in the dialog when open, else on the page). */
  conflict: string | null = null;
  busy = false;
  /** Actions done so far (the screen moves the focus back to the account after each). */
  completed = 0;

  constructor(private readonly deps: AdherentPageDeps) {
    makeAutoObservable<AdherentPageViewModel, 'deps'>(
      this,
      { deps: false, member: observableRef },
      { autoBind: true },
    );
  }

  async load(id: string): Promise<void> {
    this.status = 'loading';
    const result = await this.deps.adherents.get(id);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.failure = result.error.server?.message ?? result.error.message;
        return;
      }
      this.member = result.value;
      this.status = 'loaded';
      if (this.email === '') this.email = result.value.email ?? '';
    });
  }

  /** The actions offered now, in the buttons' order. */
  get actions(): readonly AdherentAction[] {
    const allowed = this.member?.allowedActions ?? [];
    return ADHERENT_ACTIONS.filter((action) => allowed.includes(action));
  }

  open(action: AdherentAction): void {
    this.dialog = action;
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

  setComment(value: string): void {
    this.comment = value;
    this.fieldError = null;
  }

  setEmail(value: string): void {
    this.email = value;
    this.fieldError = null;
  }

  setPaperless(value: boolean): void {
    this.paperless = value;
  }

  /** The open dialog's confirming button. */
  async confirm(): Promise<void> {
    const member = this.member;
    const action = this.dialog;
    if (member === null || action === null || this.busy) return;
    this.busy = true;
    this.conflict = null;
    const input =
      action === 'creation-compte'
        ? { email: this.email, paperless: this.paperless }
        : this.comment.trim() === ''
          ? {}
          : { comment: this.comment };
    const outcome = await this.deps.run.execute(member, action, input);
    runInAction(() => {
      this.busy = false;
      switch (outcome.kind) {
        case 'done':
          this.member = outcome.member;
          this.dialog = null;
          this.comment = '';
          this.completed += 1;
          break;
        case 'invalid':
          this.fieldError = outcome.issue.message;
          break;
        case 'stale':
          if (outcome.current !== null) this.member = outcome.current;
          this.conflict = outcome.message.message;
          break;
        case 'failed':
          this.conflict = outcome.message.message;
          break;
      }
    });
    if (outcome.kind === 'done') this.deps.notify(outcome.message);
    else this.deps.announce(outcome.kind === 'invalid' ? outcome.issue.message : outcome.message.message);
  }
}
