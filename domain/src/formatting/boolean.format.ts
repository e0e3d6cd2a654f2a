/** Boolean display (spec §9): true → 'Oui', false → 'Non', no value → ''. */
export function formatBoolean(value: boolean | null | undefined): 'Oui' | 'Non' | '' {
  if (value === null || value === undefined) return '';
  return value ? 'Oui' : 'Non';
}
