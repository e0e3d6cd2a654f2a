import { CONTRACT_STATE_LABELS } from '../access/contract-label.ts';
import { roleLabel } from '../access/role-labels.ts';
import type { AudienceCriterion } from './audience.entity.ts';
import { AUDIENCE_CRITERION_LABELS } from './audience.entity.ts';

const list = (values: readonly string[]): string => values.join(', ');

/** One criterion in French, as the audiences list and the history show it. */
export function describeAudienceCriterion(criterion: AudienceCriterion): string {
  switch (criterion.type) {
    case 'offre':
      return `Offre : ${list(criterion.offres)}`;
    case 'etat-contrat':
      return `État du contrat : ${list(criterion.etats.map((etat) => CONTRACT_STATE_LABELS[etat]))}`;
    case 'role':
      return `Rôle : ${list(criterion.roles.map(roleLabel))}`;
    case 'fonctionnalite':
      return `Fonctionnalité active : ${criterion.fonctionnalite}`;
    case 'sans-connexion':
      return `Sans connexion depuis ${String(criterion.mois)} mois`;
    default:
      return AUDIENCE_CRITERION_LABELS[criterion.type];
  }
}

/** The whole rule in French: its criteria joined by « et ». */
export function describeAudience(criteria: readonly AudienceCriterion[]): string {
  return criteria.map(describeAudienceCriterion).join(' et ');
}
