import type { RequestReferenceKind } from '@portail/application';
import type { UploadConstraints } from '@portail/domain';
import type { DatePickerLimits } from '../../widgets/date-picker/date-picker.view-model.ts';
import type { RequestFormKind } from './demandes.paths.ts';

/** What decides whether a field shows: the typed text (or chosen code) of another field. */
export interface RequestFieldContext {
  text(key: string): string;
}

interface FieldBase {
  /**
   * Path of the value in the request's data, as the domain's form rules name it (`etablissement.finess`):
   * also the key of the rules' issues and, at the end of their path, of the server's field errors.
   */
  readonly key: string;
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: string;
  /** Shown only while this answers true (e.g. the NIR when not attached to the member's). */
  readonly visibleWhen?: (context: RequestFieldContext) => boolean;
  /**
   * Issues of other paths shown under this field when no visible field has that path (`nomPrenom` under the
   * first name; `nir` under the « rattaché » toggle while the NIR field is hidden).
   */
  readonly alsoShows?: readonly string[];
}

export interface TextFieldSpec extends FieldBase {
  readonly type: 'text' | 'textarea';
  readonly maxLength?: number;
  readonly inputMode?: 'numeric' | 'email' | 'text' | 'decimal';
  readonly autoComplete?: string;
  /** Applied to each keystroke (upper case, digits only…). */
  readonly normalize?: (text: string) => string;
  /** Sent as a number (an amount in euros typed with a comma or a dot). */
  readonly numeric?: boolean;
}

export interface DateFieldSpec extends FieldBase {
  readonly type: 'date';
  readonly limits: (today: Date) => DatePickerLimits;
  readonly autoComplete?: string;
}

export interface ChoiceItem {
  readonly code: string;
  readonly libelle: string;
}

export interface SelectFieldSpec extends FieldBase {
  readonly type: 'select';
  /** Fixed choices, the contract's beneficiaries, or a reference-data list. */
  readonly source: readonly ChoiceItem[] | 'beneficiaries' | RequestReferenceKind;
}

export interface ToggleFieldSpec extends FieldBase {
  readonly type: 'toggle';
}

/** NIR with its key (standard or Monaco number), sent as `nir`, `cleNir` and `nirMonaco`. */
export interface NirFieldSpec extends FieldBase {
  readonly type: 'nir';
}

export type RequestFieldSpec =
  TextFieldSpec | DateFieldSpec | SelectFieldSpec | ToggleFieldSpec | NirFieldSpec;

export interface RequestFormSpec {
  readonly kind: RequestFormKind;
  readonly title: string;
  readonly intro: string;
  readonly fields: readonly RequestFieldSpec[];
  /** The upload area; null for a kind without documents. */
  readonly documents: RequestDocumentsSpec | null;
}

export interface RequestDocumentsSpec {
  /** Where the `remoteFileName`s go in the data (`devis`, `factures`, `justificatifs`). */
  readonly key: string;
  readonly label: string;
  readonly inputName: string;
  readonly constraints: UploadConstraints;
}
