import type { CatalogueEntry, CatalogueMessage, ReferenceDataKind } from '@portail/domain';
import {
  catalogueMessage,
  referenceCodeIssue,
  referenceDataCatalogue,
  referenceLabelIssue,
} from '@portail/domain';
import type {
  ReferenceValueChange,
  ReferenceValueEdit,
  ReferenceValuesPort,
} from '../../../ports/back-office/reference-values.port.ts';
import { staffFailure } from '../../staff-failure.ts';

/** The field of the add/rename form a refusal is about. */
export type ReferenceValueField = 'code' | 'libelle';

export type EditReferenceValueOutcome =
  | { readonly kind: 'saved'; readonly change: ReferenceValueChange; readonly message: CatalogueMessage }
  /** Refused by the rules (before sending) or by the server (400 on a field): nothing changed. */
  | { readonly kind: 'invalid'; readonly field: ReferenceValueField; readonly message: string }
  /** 409: the kind changed meanwhile; the list is to be read again. */
  | { readonly kind: 'stale'; readonly message: CatalogueMessage }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

const invalid = (field: ReferenceValueField, entry: CatalogueEntry): EditReferenceValueOutcome => ({
  kind: 'invalid',
  field,
  message: entry.template,
});

function successOf(edit: ReferenceValueEdit, change: ReferenceValueChange): CatalogueMessage {
  const libelle = change.value.label;
  if (edit.kind === 'add') return catalogueMessage(referenceDataCatalogue.added, { libelle });
  if (edit.kind === 'rename') return catalogueMessage(referenceDataCatalogue.renamed, { libelle });
  if (edit.kind === 'disable') return catalogueMessage(referenceDataCatalogue.disabled, { libelle });
  if (edit.kind === 'enable') return catalogueMessage(referenceDataCatalogue.enabled, { libelle });
  return catalogueMessage(referenceDataCatalogue.moved, { libelle, rang: change.value.rank });
}

/**
 * Adds, renames, disables, enables or moves one value of a reference-data kind at the version read, after the
 * domain's rules on code and label (trimmed before sending).
 */
export class EditReferenceValue {
  constructor(private readonly values: Pick<ReferenceValuesPort, 'edit'>) {}

  async execute(
    kind: ReferenceDataKind,
    edit: ReferenceValueEdit,
    version: number,
  ): Promise<EditReferenceValueOutcome> {
    let sent = edit;
    if (edit.kind === 'add' || edit.kind === 'rename') {
      const codeIssue = edit.kind === 'add' ? referenceCodeIssue(edit.code) : null;
      if (codeIssue !== null) return invalid('code', codeIssue);
      const labelIssue = referenceLabelIssue(edit.label);
      if (labelIssue !== null) return invalid('libelle', labelIssue);
      sent = { ...edit, code: edit.code.trim(), label: edit.label.trim() };
    }
    const result = await this.values.edit(kind, sent, version);
    if (result.ok) return { kind: 'saved', change: result.value, message: successOf(edit, result.value) };
    if (result.error.status === 409)
      return { kind: 'stale', message: catalogueMessage(referenceDataCatalogue.versionConflict) };
    const fieldError = result.error.server?.errors?.[0];
    if (result.error.status === 400 && (fieldError?.field === 'code' || fieldError?.field === 'libelle'))
      return { kind: 'invalid', field: fieldError.field, message: fieldError.message };
    return { kind: 'failed', message: staffFailure(result.error) };
  }
}
