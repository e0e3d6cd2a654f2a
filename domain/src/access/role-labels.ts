/**
 * French role labels (spec §6). The spec line reads "Admin = Administrateur Digital, Gestionnaire,
 * User = Adhérent, …": it is a comma-separated key = label list in which "Gestionnaire" has no "=",
 * so it is read as a role key whose label is its own name (Admin → 'Administrateur Digital',
 * Gestionnaire → 'Gestionnaire'), not as part of the Admin label.
 */
export const ROLE_LABELS: Readonly<Record<string, string>> = Object.freeze({
  Admin: 'Administrateur Digital',
  Gestionnaire: 'Gestionnaire',
  User: 'Adhérent',
  Beneficiaire: 'Bénéficiaire',
  adh_benef: 'Adhérent/Bénéficiaire',
  admin_digital: 'Admin Digital',
  autres_admins: 'Autres admins',
});

/** The French label of a role; a role without a label (e.g. Consultant, BackEndUser) is shown by its name. */
export function roleLabel(role: string): string {
  return Object.hasOwn(ROLE_LABELS, role) ? (ROLE_LABELS[role] ?? role) : role;
}
