/**
 * List of authorised extensions (spec §9): items separated by ', ' with 'ou' before the last one,
 * e.g. `['pdf', 'jpg', 'png']` → `'pdf, jpg ou png'`. Items are trimmed, leading dots dropped
 * ('.pdf' → 'pdf'), empty items and repeats (case-insensitive) removed; the order is kept.
 */
export function formatExtensionList(extensions: readonly string[]): string {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of extensions) {
    const item = raw.trim().replace(/^\.+/, '');
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  const last = items.pop();
  if (last === undefined) return '';
  return items.length === 0 ? last : `${items.join(', ')} ou ${last}`;
}
