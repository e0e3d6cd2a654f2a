import type { RequestForm } from '@portail/domain';
import { readSeedRecord } from '../db/seeds/json-reader.ts';

let codes: ReadonlyMap<string, ReadonlySet<string>> | undefined;

/** The codes of the reference data the request forms use (`GET /api/referentiel/{kind}`), read once. */
function codesOf(kind: 'civility' | 'claimType' | 'beneficiaryType'): ReadonlySet<string> {
  codes ??= new Map(
    (['civility', 'claimType', 'beneficiaryType'] as const).map((name) => [
      name,
      new Set(
        readSeedRecord('referentiels.json')
          .records(name)
          .map((item) => item.string('code')),
      ),
    ]),
  );
  return codes.get(kind) ?? new Set();
}

/** The fields of a form whose reference code is not in its list. */
export function unknownReferenceFields(form: RequestForm): readonly string[] {
  if (form.type === 'declaration-sinistre') {
    return codesOf('claimType').has(form.typeSinistre) ? [] : ['typeSinistre'];
  }
  if (form.type === 'ajout-beneficiaire') {
    return [
      ...(codesOf('civility').has(form.civilite) ? [] : ['civilite']),
      ...(codesOf('beneficiaryType').has(form.typeBeneficiaire) ? [] : ['typeBeneficiaire']),
    ];
  }
  return [];
}
