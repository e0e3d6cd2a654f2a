/** The custom styles of the editor (spec §9), CSS classes of a paragraph that the portal styles. */
export const PARAGRAPH_STYLES = [
  { className: 'primaire', label: 'Primaire' },
  { className: 'secondaire', label: 'Secondaire' },
  { className: 'texte-chapo', label: 'Texte chapo' },
] as const;

export type ParagraphStyleClass = (typeof PARAGRAPH_STYLES)[number]['className'];

function isParagraphStyleClass(name: string): name is ParagraphStyleClass {
  return PARAGRAPH_STYLES.some((style) => style.className === name);
}

/** The first custom style among a `class` attribute's names (`MsoNormal`, Word's own, are dropped), or null. */
export function paragraphStyleOf(classAttribute: string | null): ParagraphStyleClass | null {
  return (classAttribute ?? '').split(/\s+/u).find(isParagraphStyleClass) ?? null;
}
