import type { BrowserContext, Page } from 'playwright-core';
import { installSecurityProbe } from './page-probe.ts';

/** Something a payload managed to do in the page. */
export interface XssHit {
  readonly kind: '__xss' | 'alert' | 'confirm' | 'prompt' | 'print' | 'dialog' | 'csp-script' | 'off-origin';
  readonly detail: string;
  readonly url: string;
}

/** What the trap saw in a browser context. */
export interface XssTrap {
  /** Script executions (trap calls, dialogs), script-related CSP violations, off-origin requests/navigations. */
  readonly hits: XssHit[];
  /** CSP violations that are not about scripts (inline `style` attributes refused by `style-src 'self'`…). */
  readonly otherCspViolations: string[];
}

/** CSP directives whose violation means markup tried to run or load active content. */
const SCRIPT_DIRECTIVE =
  /^(script-src|object-src|base-uri|frame-src|child-src|worker-src|form-action|navigate-to|default-src)/;

/**
 * Page-level hook, installed before any page script in every frame: `window.__xss(n)` (called by the
 * payloads), `alert`/`confirm`/`prompt`/`print` overrides and a `securitypolicyviolation` listener, all
 * reporting through a Playwright binding (so frames of another origin — srcdoc, data: — report too).
 */
const INIT_SCRIPT = `(() => {
  const report = (kind, detail) => {
    try { window.__xssReport(kind, String(detail)); } catch (error) { /* binding not ready in this frame */ }
  };
  Object.defineProperty(window, '__xss', { value: (n) => report('__xss', n), configurable: false, writable: false });
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    try { Object.defineProperty(window, name, { value: (m) => report(name, m), configurable: false, writable: false }); }
    catch (error) { report(name, 'override refused'); }
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 160) : String(event.target && event.target.nodeName);
    report('csp', event.effectiveDirective + ' ' + event.blockedURI + ' ' + (event.sample || '') + ' [' + event.sourceFile + ':' + event.lineNumber + '] ' + target);
  }, true);
})();`;

/**
 * Installs the trap on a context: the binding, the init script, a `dialog` listener on every page (dismissed and
 * counted) and a network guard that aborts and records any request leaving `allowedOrigin`.
 */
export async function installXssTrap(context: BrowserContext, allowedOrigin: string): Promise<XssTrap> {
  const trap: XssTrap = { hits: [], otherCspViolations: [] };
  await context.exposeBinding('__xssReport', (source, kind: unknown, detail: unknown) => {
    const text = String(detail);
    const url = source.frame.url();
    if (kind === 'csp') {
      if (SCRIPT_DIRECTIVE.test(text)) trap.hits.push({ kind: 'csp-script', detail: text, url });
      else trap.otherCspViolations.push(text);
      return;
    }
    const known = ['__xss', 'alert', 'confirm', 'prompt', 'print'] as const;
    const hitKind = known.find((name) => name === kind) ?? '__xss';
    trap.hits.push({ kind: hitKind, detail: text, url });
  });
  await context.addInitScript({ content: INIT_SCRIPT });
  await context.addInitScript(installSecurityProbe);
  const watch = (page: Page) => {
    page.on('dialog', (dialog) => {
      trap.hits.push({ kind: 'dialog', detail: `${dialog.type()}: ${dialog.message()}`, url: page.url() });
      void dialog.dismiss().catch(() => undefined);
    });
  };
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${allowedOrigin}/`) || url.startsWith('data:') || url.startsWith('blob:')) {
      await route.continue();
      return;
    }
    trap.hits.push({ kind: 'off-origin', detail: `${route.request().method()} ${url}`, url });
    await route.abort('blockedbyclient');
  });
  return trap;
}
