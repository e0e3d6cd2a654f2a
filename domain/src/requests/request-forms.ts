/**
 * The data of each kind of request, as the member's form sends it and the server keeps it (`payload`). Dates are
 * `yyyy-MM-dd` on the wire; attachments are the `remoteFileName`s the upload answered (`POST /api/upload`).
 */
import type { CareType } from '../entities/care-act.entity.ts';
import type { RequestKind } from './request-kind.ts';

export const HOSPITALISATION_TYPES = [
  'complete',
  'ambulatoire',
  'maternite',
  'psychiatrie',
  'soins-de-suite',
] as const;
export type HospitalisationType = (typeof HOSPITALISATION_TYPES)[number];

export const HOSPITALISATION_TYPE_LABELS: Readonly<Record<HospitalisationType, string>> = Object.freeze({
  complete: 'Hospitalisation complète',
  ambulatoire: 'Ambulatoire',
  maternite: 'Maternité',
  psychiatrie: 'Psychiatrie',
  'soins-de-suite': 'Soins de suite et de réadaptation',
});

/** Where the insurer sends the coverage: the establishment's fax or e-mail (at least one). */
export interface RequestEstablishment {
  readonly nom: string;
  readonly finess: string;
  readonly codePostal: string;
  readonly fax?: string | undefined;
  readonly email?: string | undefined;
}

export interface HospitalCoverageForm {
  readonly type: 'prise-en-charge-hospitaliere';
  /** `numPers` of the person hospitalised (one of the contract's beneficiaries). */
  readonly beneficiaire: string;
  readonly etablissement: RequestEstablishment;
  readonly dateAdmission: string;
  readonly typeHospitalisation: HospitalisationType;
  /** DMT (discipline médico-tarifaire) code, 3 digits, optional. */
  readonly codeDmt?: string | undefined;
  /** The quote (« devis »), optional. */
  readonly devis: readonly string[];
}

export interface RefundForm {
  readonly type: 'remboursement';
  readonly beneficiaire: string;
  readonly dateSoins: string;
  /** The care types of « Mes remboursements » (`CARE_TYPES`). */
  readonly typeSoins: CareType;
  /** Amount paid, in euros (two decimals at most). */
  readonly montant: number;
  /** The bill (required). */
  readonly factures: readonly string[];
}

export interface ClaimForm {
  readonly type: 'declaration-sinistre';
  /** Reference data `claimType` (arrêt de travail, invalidité, décès…). */
  readonly typeSinistre: string;
  readonly dateEvenement: string;
  /** `numPers` of the person concerned. */
  readonly personneConcernee: string;
  readonly description?: string | undefined;
  readonly justificatifs: readonly string[];
}

export interface AddBeneficiaryForm {
  readonly type: 'ajout-beneficiaire';
  /** Reference data `civility`. */
  readonly civilite: string;
  readonly nom: string;
  readonly prenom: string;
  readonly dateNaissance: string;
  readonly nir?: string | undefined;
  readonly cleNir?: string | undefined;
  readonly nirMonaco: boolean;
  readonly rattacheNirAdherent: boolean;
  /** Reference data `beneficiaryType`. */
  readonly typeBeneficiaire: string;
  readonly teletransmission: boolean;
  /** Livret de famille, attestation de droits… (required). */
  readonly justificatifs: readonly string[];
}

export interface RemoveBeneficiaryForm {
  readonly type: 'radiation-beneficiaire';
  readonly beneficiaire: string;
  readonly dateEffet: string;
  readonly motif: string;
}

/** A quote request sent from the benefits simulator (issue 26). */
export interface QuoteForm {
  readonly type: 'devis';
  readonly objet: string;
  readonly description?: string | undefined;
  readonly pieces: readonly string[];
}

export type RequestForm =
  HospitalCoverageForm | RefundForm | ClaimForm | AddBeneficiaryForm | RemoveBeneficiaryForm | QuoteForm;

/** The form of a kind: `RequestFormOf<'remboursement'>` is {@link RefundForm}. */
export type RequestFormOf<K extends RequestKind> = Extract<RequestForm, { readonly type: K }>;

/** Every attachment of a request's data, in form order (the server checks they are the member's uploads). */
export function requestFormAttachments(form: RequestForm): readonly string[] {
  switch (form.type) {
    case 'prise-en-charge-hospitaliere':
      return form.devis;
    case 'remboursement':
      return form.factures;
    case 'declaration-sinistre':
    case 'ajout-beneficiaire':
      return form.justificatifs;
    case 'radiation-beneficiaire':
      return [];
    case 'devis':
      return form.pieces;
  }
}

/** The `numPers` the request names (they must be persons of the contract). */
export function requestFormPersons(form: RequestForm): readonly string[] {
  switch (form.type) {
    case 'prise-en-charge-hospitaliere':
    case 'remboursement':
    case 'radiation-beneficiaire':
      return [form.beneficiaire];
    case 'declaration-sinistre':
      return [form.personneConcernee];
    case 'ajout-beneficiaire':
    case 'devis':
      return [];
  }
}

/** Topics a member may open a thread on (issue 25). */
export const MESSAGE_TOPICS = ['contrat', 'remboursements', 'cotisations', 'autre'] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];
export const MESSAGE_TOPIC_LABELS: Readonly<Record<MessageTopic, string>> = Object.freeze({
  contrat: 'Contrat',
  remboursements: 'Remboursements',
  cotisations: 'Cotisations',
  autre: 'Autre',
});

/** Limits of a message of a thread or a reply to « Complément demandé ». */
export const REQUEST_MESSAGE_MAX_CHARS = 4000;
export const REQUEST_ATTACHMENTS_MAX = 10;
