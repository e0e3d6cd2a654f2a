import type { MoveDirection, ReferenceDataKind } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** One value of a reference-data kind as the back office sees it (disabled ones too). */
export interface ReferenceValue {
  readonly code: string;
  readonly label: string;
  readonly rank: number;
  readonly enabled: boolean;
}

/** One page of a kind's values, the kind's version (sent back by every change) and the next page's cursor. */
export interface ReferenceValuesPage {
  readonly version: number;
  readonly values: readonly ReferenceValue[];
  readonly next: string | null;
}

export interface ReferenceValuesQuery {
  readonly search: string;
  readonly after: string | null;
  readonly limit: number;
}

/** A change done: the value as it now is and the kind's new version. */
export interface ReferenceValueChange {
  readonly version: number;
  readonly value: ReferenceValue;
}

/** A change of one value, made at the kind's version read (409 otherwise). */
export type ReferenceValueEdit =
  | { readonly kind: 'add'; readonly code: string; readonly label: string }
  | { readonly kind: 'rename'; readonly code: string; readonly label: string }
  | { readonly kind: 'disable' | 'enable'; readonly code: string }
  | { readonly kind: 'move'; readonly code: string; readonly direction: MoveDirection };

/** « Référentiels » values in the back office (openapi `/api/admin/referentiels/{kind}/valeurs…`). */
export interface ReferenceValuesPort {
  list(kind: ReferenceDataKind, query: ReferenceValuesQuery): PortResult<ReferenceValuesPage>;
  edit(kind: ReferenceDataKind, edit: ReferenceValueEdit, version: number): PortResult<ReferenceValueChange>;
}
