import type { RequestReferenceKind } from '@portail/application';
import type { UploadConstraints, ValidationResult } from '@portail/domain';
import type { DatePickerLimits } from '../../widgets/date-picker/date-picker.view-model.ts';
import type { RequestFormKind } from './demandes.paths.ts';

/** What a field's rule may read besides its own value. */
export interface RequestFieldContext {
  /** The typed text (or chosen code) of another field. */
  text(key: string): string;
  /** The tenant's tailleMaxPrenomNom (combined length of last and first name), when known. */
  readonly maxNameLength: number | undefined;
}

interface FieldBase {
  /** Key of the value sent (`fields.<key>`) and of the server's field errors. */
  readonly key: string;
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: string;
  /** Shown only while this answers true (e.g. the NIR when not attached to the member's). */
  readonly visibleWhen?: (context: RequestFieldContext) => boolean;
}

export interface TextFieldSpec extends FieldBase {
  readonly type: 'text' | 'textarea';
  readonly maxLength?: number;
  readonly inputMode?: 'numeric' | 'email' | 'text' | 'decimal';
  readonly autoComplete?: string;
  /** Applied to each keystroke (upper case, digits only…). */
  readonly normalize?: (text: string) => string;
  /** The domain's rule for a non-blank value. */
  readonly validate?: (text: string, context: RequestFieldContext) => ValidationResult;
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

/** NIR with its key (standard or Monaco number), sent as `<key>` and `<key>Cle`. */
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
  readonly documents: {
    readonly label: string;
    readonly inputName: string;
    readonly constraints: UploadConstraints;
  };
}
