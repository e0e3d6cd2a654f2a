import type { ReferenceDataKind, RequestForm } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import { listEnabledValues } from '../reference-data/public.ts';

/** The reference codes a form chose, by field: what must be an enabled value of its kind. */
function chosenCodes(form: RequestForm): readonly (readonly [string, ReferenceDataKind, string])[] {
  if (form.type === 'declaration-sinistre') return [['typeSinistre', 'claimType', form.typeSinistre]];
  if (form.type === 'ajout-beneficiaire')
    return [
      ['civilite', 'civility', form.civilite],
      ['typeBeneficiaire', 'beneficiaryType', form.typeBeneficiaire],
    ];
  return [];
}

/**
 * The fields of a form whose reference code is not an enabled value of its list (`GET /api/referentiel/{kind}`,
 * read at each submission: a value disabled in the back office is refused from the next request on).
 */
export async function unknownReferenceFields(db: Queryable, form: RequestForm): Promise<readonly string[]> {
  const unknown: string[] = [];
  for (const [field, kind, code] of chosenCodes(form)) {
    const values = await listEnabledValues(db, kind);
    if (!values.some((value) => value.code === code)) unknown.push(field);
  }
  return unknown;
}
