import type { Queryable } from '../db/database.ts';
import type { TenantConfig } from '../tenant/tenant-config.ts';
import { escapeHtml, htmlPage } from './html-page.ts';

/** CMS block of the portal's footer (the UI reads the same: `Footer` / `footer`). */
const FOOTER_BLOCK = { name: 'Footer', itemName: 'footer' } as const;

/**
 * The footer's paragraphs as plain text (tags dropped: the server has no HTML sanitiser, so CMS markup never
 * reaches a server page), empty when the block is missing.
 */
export async function footerParagraphs(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ content: string }>(
    'SELECT content FROM cms_items WHERE block_name = $1 AND item_name = $2 LIMIT 1',
    [FOOTER_BLOCK.name, FOOTER_BLOCK.itemName],
  );
  const content = rows[0]?.content ?? '';
  return content
    .split(/<\/p>|<br\s*\/?>/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replaceAll('&nbsp;', ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => part !== '');
}

/**
 * A server-rendered page in the portal's frame: the same skip link, brand header (the client's name linking
 * home, « Espace adhérent ») and footer as the React UI (`ui/src/shell`), the same colours and font stack.
 */
export function portalPage(options: {
  readonly tenant: TenantConfig;
  readonly title: string;
  /** Escaped markup of the page's card (inside `<main>`). */
  readonly main: string;
  readonly footer: readonly string[];
  readonly scripts?: readonly string[];
}): string {
  const footer = options.footer.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const body = `<a class="portal-skip-link" href="#contenu">Aller au contenu</a>
<header class="portal-header"><div class="portal-container portal-header-inner">
<a href="/" class="portal-brand">${escapeHtml(options.tenant.client.libelle)}</a>
<span class="portal-brand-tagline">Espace adhérent</span>
</div></header>
<main id="contenu" tabindex="-1">
${options.main}
</main>
<footer class="portal-footer"><div class="portal-container">${footer}</div></footer>`;
  return htmlPage({ title: options.title, body, ...(options.scripts ? { scripts: options.scripts } : {}) });
}

export { PORTAL_FRAME_CSS } from './server-page-css.ts';
