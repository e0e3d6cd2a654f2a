/** Actions an habilitation can grant (spec §3). */
export const HABILITATION_ACTIONS = ['create', 'delete', 'read', 'update'] as const;

export type HabilitationAction = (typeof HABILITATION_ACTIONS)[number];

/** French labels of the habilitation actions. */
export const HABILITATION_ACTION_LABELS: Readonly<Record<HabilitationAction, string>> = Object.freeze({
  create: 'Création',
  delete: 'Suppression',
  read: 'Visualisation',
  update: 'Modification',
});
