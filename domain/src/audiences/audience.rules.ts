import { CONTRACT_STATES, type ContractState } from '../entities/contract.entity.ts';
import { audiencesCatalogue } from '../errors/audiences.catalogue.ts';
import type { CatalogueEntry } from '../errors/catalogue-entry.ts';
import { issue, valid, type ValidationResult } from '../result.ts';
import {
  AUDIENCE_MONTHS_MAX,
  AUDIENCE_NAME_MAX_LENGTH,
  AUDIENCE_VALUES_MAX,
  type AudienceCriterion,
  isAudienceCriterionType,
  MEMBER_ROLES,
  type MemberRole,
} from './audience.entity.ts';

/** A criterion as typed in the editor or received on the wire, before the rules. */
export interface AudienceCriterionDraft {
  readonly type: string;
  readonly offres?: readonly string[] | undefined;
  readonly etats?: readonly string[] | undefined;
  readonly roles?: readonly string[] | undefined;
  readonly fonctionnalite?: string | undefined;
  readonly mois?: number | undefined;
}

export interface AudienceDraft {
  readonly nom: string;
  readonly criteres: readonly AudienceCriterionDraft[];
}

/** What the rules need to know of the portal: the tenant's features (the « fonctionnalité » criterion). */
export interface AudienceRulesContext {
  readonly fonctionnalites: readonly string[];
}

/** The issues of a draft: its name, its criteria as a whole, and each criterion (same order). */
export interface AudienceIssues {
  readonly nom: ValidationResult;
  readonly criteres: ValidationResult;
  readonly parCritere: readonly ValidationResult[];
}

const fail = (entry: CatalogueEntry): ValidationResult => [issue(entry.code, entry.template)];

/** The criterion typed, or the catalogue entry it breaks. */
type Checked = AudienceCriterion | CatalogueEntry;

const isCatalogueEntry = (checked: Checked): checked is CatalogueEntry => 'code' in checked;

function listOf<T extends string>(
  values: readonly string[] | undefined,
  allowed: (value: string) => value is T,
): readonly T[] | null {
  if (values === undefined || values.length === 0 || values.length > AUDIENCE_VALUES_MAX) return null;
  if (!values.every(allowed)) return null;
  return [...new Set(values)];
}

const isOffer = (value: string): value is string => value.trim() !== '' && value.length <= 200;
const isState = (value: string): value is ContractState =>
  (CONTRACT_STATES as readonly string[]).includes(value);
const isMemberRole = (value: string): value is MemberRole =>
  (MEMBER_ROLES as readonly string[]).includes(value);

function checkCriterion(draft: AudienceCriterionDraft, context: AudienceRulesContext): Checked {
  const none = audiencesCatalogue.valuesRequired;
  switch (draft.type) {
    case 'offre': {
      const offres = listOf(
        draft.offres?.map((offre) => offre.trim()),
        isOffer,
      );
      return offres === null ? none : { type: 'offre', offres };
    }
    case 'etat-contrat': {
      const etats = listOf(draft.etats, isState);
      return etats === null ? none : { type: 'etat-contrat', etats };
    }
    case 'role': {
      const roles = listOf(draft.roles, isMemberRole);
      return roles === null ? none : { type: 'role', roles };
    }
    case 'fonctionnalite': {
      const name = draft.fonctionnalite ?? '';
      return context.fonctionnalites.includes(name)
        ? { type: 'fonctionnalite', fonctionnalite: name }
        : audiencesCatalogue.featureUnknown;
    }
    case 'sans-connexion': {
      const mois = draft.mois ?? Number.NaN;
      return Number.isInteger(mois) && mois >= 1 && mois <= AUDIENCE_MONTHS_MAX
        ? { type: 'sans-connexion', mois }
        : audiencesCatalogue.monthsOutOfRange;
    }
    case 'tous':
    case 'coordonnees-bancaires-manquantes':
    case 'double-authentification-desactivee':
    case 'compte-non-cree':
      return { type: draft.type };
    default:
      return audiencesCatalogue.criterionUnknown;
  }
}

function criteriaIssues(drafts: readonly AudienceCriterionDraft[]): ValidationResult {
  if (drafts.length === 0) return fail(audiencesCatalogue.criteriaRequired);
  if (drafts.length > 1 && drafts.some((draft) => draft.type === 'tous'))
    return fail(audiencesCatalogue.allAlone);
  const types = drafts.map((draft) => draft.type).filter(isAudienceCriterionType);
  if (new Set(types).size !== types.length) return fail(audiencesCatalogue.criterionTwice);
  return valid;
}

function nameIssues(nom: string): ValidationResult {
  const name = nom.trim();
  if (name === '') return fail(audiencesCatalogue.nameRequired);
  if (name.length > AUDIENCE_NAME_MAX_LENGTH) return fail(audiencesCatalogue.nameTooLong);
  return valid;
}

/**
 * The rules of an audience (same in the editor and on the server): a name (1 to 120 characters), at least one
 * criterion, « Tous les adhérents » alone, each criterion type once, list criteria with 1 to 50 proposed values,
 * a feature the tenant knows, 1 to 120 months. `criteria` is the typed rule when there is no issue, else null.
 */
export function checkAudience(
  draft: AudienceDraft,
  context: AudienceRulesContext,
): { readonly issues: AudienceIssues; readonly criteria: readonly AudienceCriterion[] | null } {
  const checked = draft.criteres.map((criterion) => checkCriterion(criterion, context));
  const issues: AudienceIssues = {
    nom: nameIssues(draft.nom),
    criteres: criteriaIssues(draft.criteres),
    parCritere: checked.map((one) => (isCatalogueEntry(one) ? fail(one) : valid)),
  };
  const ok =
    issues.nom.length === 0 && issues.criteres.length === 0 && issues.parCritere.every((r) => r.length === 0);
  const criteria = checked.filter((one): one is AudienceCriterion => !isCatalogueEntry(one));
  return { issues, criteria: ok ? criteria : null };
}

/** The first issue of a draft (field name and issue), or null when the draft is valid. */
export function firstAudienceIssue(
  issues: AudienceIssues,
): { readonly field: string; readonly code: string; readonly message: string } | null {
  const [nom] = issues.nom;
  if (nom !== undefined) return { field: 'nom', ...nom };
  const [criteres] = issues.criteres;
  if (criteres !== undefined) return { field: 'criteres', ...criteres };
  for (const [index, result] of issues.parCritere.entries()) {
    const [first] = result;
    if (first !== undefined) return { field: `criteres[${String(index)}]`, ...first };
  }
  return null;
}
