import type {
  CatalogueMessage,
  FormIssues,
  RequestFormInput,
  SimulatorPatient,
  UploadFileLike,
  ValidationResult,
} from '@portail/domain';
import { validateRequestForm, UPLOAD_ISSUE_CODES } from '@portail/domain';
import type { SendMemberRequest } from '@portail/application';
import { makeAutoObservable, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';

/** Sends the quote as a « Mes demandes » request (the application's `SendMemberRequest`). */
export type QuoteSender = Pick<SendMemberRequest, 'execute'>;

/** The simulation the quote follows: its act, its patient and price (cents), the contract's beneficiaries. */
export interface QuoteSimulation {
  readonly act: { readonly code: string; readonly libelle: string };
  readonly patient: string;
  readonly prix: number;
  readonly beneficiaires: readonly SimulatorPatient[];
}

export interface SendQuoteDialogDeps<F extends UploadFileLike> {
  readonly sendRequest: QuoteSender;
  readonly notify: (message: CatalogueMessage) => void;
  /** The quote's upload area (PDF or image, required). */
  readonly quote: FileUploadViewModel<F>;
  readonly today: () => Date;
  /** The address of a request in « Mes demandes ». */
  readonly requestPath: (id: string) => string;
  readonly onClose: () => void;
}

export type QuoteField = 'beneficiaire' | 'prixDevis' | 'praticien' | 'commentaire' | 'devis';
export const QUOTE_FIELDS: readonly QuoteField[] = [
  'beneficiaire',
  'prixDevis',
  'praticien',
  'commentaire',
  'devis',
];

const PRICE = /^\s*(\d{1,6})(?:[.,](\d+))?\s*€?\s*$/u;

/** « 450 », « 450,50 », « 450.5 € » → euros; anything else NaN (the domain's amount rule refuses it); blank null. */
export function quotedPrice(text: string): number | null {
  if (text.trim() === '') return null;
  const match = PRICE.exec(text);
  return match === null ? Number.NaN : Number(`${match[1] ?? ''}.${match[2] ?? '0'}`);
}

function priceText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * « Envoyer mon devis » (issue 26 §3): the simulated act, the patient and the price pre-filled from the
 * simulation, the practitioner and a comment (optional), the quote (required); sent as a « Mes demandes » request
 * of kind `devis`. Errors show once the form is submitted (the server's first); typed data survive a failure.
 */
export class SendQuoteDialogViewModel<F extends UploadFileLike> {
  values: Record<Exclude<QuoteField, 'devis'>, string>;
  submitted = false;
  submitting = false;
  serverIssues: Partial<Record<QuoteField, ValidationResult>> = {};
  sent: { readonly reference: string; readonly path: string } | null = null;
  /** Bumped on each refused submit so the dialog moves the focus to the first error. */
  focusRequest = 0;

  constructor(
    private readonly deps: SendQuoteDialogDeps<F>,
    readonly simulation: QuoteSimulation,
  ) {
    this.values = {
      beneficiaire: simulation.patient,
      prixDevis: priceText(simulation.prix),
      praticien: '',
      commentaire: '',
    };
    makeAutoObservable<SendQuoteDialogViewModel<F>, 'deps'>(this, { deps: false, simulation: false });
  }

  get quote(): FileUploadViewModel<F> {
    return this.deps.quote;
  }

  get actLabel(): string {
    return this.simulation.act.libelle;
  }

  get patients(): readonly { readonly value: string; readonly label: string }[] {
    return this.simulation.beneficiaires.map((person) => ({
      value: person.numPers,
      label: `${person.prenom} ${person.nom}`,
    }));
  }

  /** The data as the requests' rules and the server read them. */
  get data(): RequestFormInput {
    const text = (value: string) => (value.trim() === '' ? null : value.trim());
    return {
      type: 'devis',
      acte: this.simulation.act.code,
      beneficiaire: this.values.beneficiaire,
      prixDevis: quotedPrice(this.values.prixDevis),
      praticien: text(this.values.praticien),
      commentaire: text(this.values.commentaire),
      devis: this.quote.uploadedFiles.map((file) => file.remoteFileName),
    };
  }

  get issues(): FormIssues<string> {
    return validateRequestForm(this.data, { today: this.deps.today(), memberNir: null });
  }

  /** The message under a field once the form was submitted; the server's first, an upload in progress first. */
  errorOf(field: QuoteField): string | null {
    const server = this.serverIssues[field]?.[0];
    if (server !== undefined) return server.message;
    if (!this.submitted) return null;
    if (field === 'devis') {
      const upload = this.quote.issues;
      const shown = upload.find((found) => found.code === UPLOAD_ISSUE_CODES.inProgress) ?? upload[0];
      if (shown !== undefined) return shown.message;
    }
    return this.issues[field]?.[0]?.message ?? null;
  }

  get invalidFields(): readonly QuoteField[] {
    return QUOTE_FIELDS.filter((field) => this.errorOf(field) !== null);
  }

  setValue(field: Exclude<QuoteField, 'devis'>, value: string): void {
    this.values[field] = value;
    this.serverIssues = { ...this.serverIssues, [field]: undefined };
  }

  async submit(): Promise<void> {
    if (this.submitting || this.sent !== null) return;
    this.submitted = true;
    this.serverIssues = {};
    this.quote.revealErrors();
    if (this.quote.issues.length > 0) {
      this.focusRequest += 1;
      return;
    }
    this.submitting = true;
    const outcome = await this.deps.sendRequest.execute(this.data, {
      today: this.deps.today(),
      memberNir: null,
    });
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'sent') {
        this.sent = { reference: outcome.request.reference, path: this.deps.requestPath(outcome.request.id) };
      } else if (outcome.kind === 'failed') {
        this.serverIssues = byField(outcome.fieldIssues);
      }
      if (outcome.kind !== 'sent' && this.invalidFields.length > 0) this.focusRequest += 1;
    });
    if (outcome.kind !== 'invalid') this.deps.notify(outcome.toast);
  }

  close(): void {
    this.quote.dispose();
    this.deps.onClose();
  }
}

/** The server's refusals by path (`body.data.prixDevis`, `prixDevis`) matched to the form's fields by their end. */
function byField(
  issues: Readonly<Record<string, ValidationResult>>,
): Partial<Record<QuoteField, ValidationResult>> {
  const found: Partial<Record<QuoteField, ValidationResult>> = {};
  for (const [path, list] of Object.entries(issues)) {
    const field = QUOTE_FIELDS.find((name) => path === name || path.endsWith(`.${name}`));
    if (field !== undefined) found[field] = [...(found[field] ?? []), ...list];
  }
  return found;
}
