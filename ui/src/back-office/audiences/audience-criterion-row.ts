import type { AudienceCriterionDraft, AudienceCriterionType } from '@portail/domain';

/** One criterion as the editor holds it: every field of every type (switching types keeps nothing else). */
export interface CriterionRow {
  readonly key: number;
  readonly type: AudienceCriterionType;
  readonly offres: readonly string[];
  readonly etats: readonly string[];
  readonly roles: readonly string[];
  readonly fonctionnalite: string;
  /** What the months field holds (text: the field may be empty while typing). */
  readonly mois: string;
}

export function newCriterionRow(key: number, type: AudienceCriterionType): CriterionRow {
  return {
    key,
    type,
    offres: [],
    etats: [],
    roles: [],
    fonctionnalite: '',
    mois: type === 'sans-connexion' ? '6' : '',
  };
}

/** A saved criterion back into a row. */
export function criterionRowOf(
  key: number,
  type: AudienceCriterionType,
  draft: AudienceCriterionDraft,
): CriterionRow {
  return {
    key,
    type,
    offres: draft.offres ?? [],
    etats: draft.etats ?? [],
    roles: draft.roles ?? [],
    fonctionnalite: draft.fonctionnalite ?? '',
    mois: draft.mois === undefined ? '' : String(draft.mois),
  };
}

/** The row as the rules and the API take it: only the fields of its type. */
export function criterionDraftOf(row: CriterionRow): AudienceCriterionDraft {
  switch (row.type) {
    case 'offre':
      return { type: row.type, offres: row.offres };
    case 'etat-contrat':
      return { type: row.type, etats: row.etats };
    case 'role':
      return { type: row.type, roles: row.roles };
    case 'fonctionnalite':
      return { type: row.type, fonctionnalite: row.fonctionnalite };
    case 'sans-connexion': {
      const text = row.mois.trim();
      return /^\d{1,4}$/.test(text) ? { type: row.type, mois: Number(text) } : { type: row.type };
    }
    default:
      return { type: row.type };
  }
}

/** Toggles `value` in `values` (a checkbox of a list criterion). */
export function toggled(values: readonly string[], value: string, on: boolean): readonly string[] {
  const without = values.filter((v) => v !== value);
  return on ? [...without, value] : without;
}
