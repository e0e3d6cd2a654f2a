const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * The text a member reads of a notification's HTML (the notification centre shows text, the mail says it): one
 * line per block, common entities decoded, spaces collapsed. For HTML already sanitised (the editor's, the server's).
 */
export function notificationPlainText(html: string): string {
  return html
    .replace(/<\/(?:p|h[1-6]|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n')
    .trim();
}
