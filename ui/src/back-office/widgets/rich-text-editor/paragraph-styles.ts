import { CONTENT_STYLE_CLASSES } from '@portail/domain';
import type { ContentStyleClass } from '@portail/domain';

function isContentStyleClass(name: string): name is ContentStyleClass {
  return CONTENT_STYLE_CLASSES.some((style) => style === name);
}

/**
 * The custom style (spec §9: « Primaire », « Secondaire », « Texte chapo ») among a paragraph's `class`
 * names — the first one; Word's own (`MsoNormal`) and any other class are dropped — or null.
 */
export function paragraphStyleOf(classAttribute: string | null): ContentStyleClass | null {
  return (classAttribute ?? '').split(/\s+/u).find(isContentStyleClass) ?? null;
}
