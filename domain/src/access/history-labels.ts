import type { HistoryArea } from './back-office-habilitations.ts';
import { BACK_OFFICE_AREA_LABELS } from './back-office-habilitations.ts';

/** French labels of the history's areas: the back-office areas and « Connexion » (staff sign-ins). */
export const HISTORY_AREA_LABELS: Readonly<Record<HistoryArea, string>> = Object.freeze({
  connexion: 'Connexion',
  ...BACK_OFFICE_AREA_LABELS,
});

/** French labels of the actions the back office records; an action not listed is shown as it is. */
export const HISTORY_ACTION_LABELS: Readonly<Record<string, string>> = Object.freeze({
  'sign-in': 'Connexion',
  'sign-in-failed': 'Échec de connexion',
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  publish: 'Publication',
  unpublish: 'Dépublication',
  restore: 'Restauration',
  disable: 'Désactivation',
  enable: 'Réactivation',
  export: 'Export',
  reorder: 'Déplacement',
});

export function historyActionLabel(action: string): string {
  return HISTORY_ACTION_LABELS[action] ?? action;
}

/** Longest summary text shown in a table cell or a CSV cell. */
export const HISTORY_SUMMARY_MAX_LENGTH = 300;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The before/after summary of an entry as one line of text: `avant : … → après : …` when it holds `before` and/or
 * `after`, then every other field as `name : value`, `; `-separated; cut at HISTORY_SUMMARY_MAX_LENGTH characters.
 */
export function historySummaryText(summary: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  const hasBefore = 'before' in summary;
  const hasAfter = 'after' in summary;
  if (hasBefore && hasAfter)
    parts.push(`avant : ${valueText(summary['before'])} → après : ${valueText(summary['after'])}`);
  else if (hasBefore) parts.push(`avant : ${valueText(summary['before'])}`);
  else if (hasAfter) parts.push(`après : ${valueText(summary['after'])}`);
  for (const [name, value] of Object.entries(summary)) {
    if (name !== 'before' && name !== 'after') parts.push(`${name} : ${valueText(value)}`);
  }
  const text = parts.join(' ; ');
  return text.length > HISTORY_SUMMARY_MAX_LENGTH
    ? `${text.slice(0, HISTORY_SUMMARY_MAX_LENGTH - 1)}…`
    : text;
}
