/** True when someone born on `dateNaissance` (ISO date) is under 18 on `today` (ISO date). */
export function isMinorOn(dateNaissance: string, today: string): boolean {
  const [year = 0, month = 0, day = 0] = dateNaissance.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = today.split('-').map(Number);
  const age = y - year - (m < month || (m === month && d < day) ? 1 : 0);
  return age < 18;
}
