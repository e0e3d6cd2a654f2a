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

/** Styles of the frame (appended to the server stylesheet); values from ui/src/shell/app-shell.css. */
export const PORTAL_FRAME_CSS = `
body { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen, Ubuntu, Cantarell, "Open Sans",
  "Helvetica Neue", sans-serif; font-size: 14px; background: #f6f7f9; display: flex; flex-direction: column;
  min-height: 100vh; }
body > main { flex: none; width: calc(100% - 32px); box-sizing: border-box; }
.portal-container { width: 100%; max-width: 960px; margin: 0 auto; padding: 0 16px; box-sizing: border-box; }
.portal-skip-link { position: absolute; top: 8px; left: 8px; z-index: 100; padding: 8px 12px; color: #fff;
  background: #163a69; transform: translateY(-200%); }
.portal-skip-link:focus { color: #fff; transform: none; }
.portal-header { color: #fff; background: #1f4e8c; }
.portal-header-inner { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; padding-top: 14px;
  padding-bottom: 14px; }
.portal-brand, .portal-brand:hover { color: #fff; font-size: 20px; font-weight: 600; text-decoration: none; }
.portal-brand:focus { outline: 2px solid #fff; outline-offset: 2px; }
.portal-brand-tagline { font-size: 14px; }
.portal-footer { margin-top: auto; padding: 16px 0; color: #404854; background: #e5e8eb; }
.portal-footer p { margin: 0.25rem 0; }
main:focus { outline: none; }
.notice:empty { display: none; }
.notice { color: #1c6e42; background: #e8f5ee; border: 1px solid #238551; padding: 0.75rem; border-radius: 4px; }
.link-button { margin-top: 0.75rem; padding: 0; color: #184a90; background: none; text-decoration: underline; }
`;
