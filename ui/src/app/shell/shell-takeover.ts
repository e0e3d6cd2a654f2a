/** Longest the pre-rendered page stays on screen while the portal's own page is still loading. */
export const TAKEOVER_TIMEOUT_MS = 10_000;

/** The path of a hash route ('#/register?x=1' → '/register', '' → '/'). */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}

/**
 * True once the portal's page in `container` shows its content (a main area that is not loading) for the
 * route of the address bar (`hash`; a link of the static page may have been followed meanwhile).
 */
export function isPageSettled(container: ParentNode, hash: string = window.location.hash): boolean {
  const main = container.querySelector('main');
  if (main === null || main.querySelector('.portal-page-loading') !== null) return false;
  const shown = main.querySelector('[data-portal-route]')?.getAttribute('data-portal-route');
  return shown === undefined || shown === null || shown === hashPath(hash);
}

/** Resolves once every stylesheet the inline script added has loaded (or failed). */
export function stylesheetsLoaded(document: Document): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-portal-style]'));
  return Promise.all(
    links.map((link) =>
      link.sheet !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  ).then(() => undefined);
}

/** Resolves once `container` holds a settled page (see isPageSettled), or after `timeoutMs`. */
export function pageSettled(container: HTMLElement, timeoutMs: number = TAKEOVER_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (isPageSettled(container)) done();
    });
    const timer = setTimeout(done, timeoutMs);
    observer.observe(container, { childList: true, subtree: true });
    if (isPageSettled(container)) done();
  });
}

const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/**
 * What the visitor typed or ticked in the pre-rendered page goes to the portal's same fields (by id), as
 * input events, so that the view-models receive it; the focus (`focused`: the index of the focused element
 * among the static page's elements) moves to the same element.
 */
export function carryOverInput(from: ParentNode, to: ParentNode, focused: number | null): void {
  for (const source of Array.from(
    from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]'),
  )) {
    const target = to.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(source.id)}`);
    if (target === null || target.tagName !== source.tagName) continue;
    if (source instanceof HTMLInputElement && (source.type === 'checkbox' || source.type === 'radio')) {
      if (target instanceof HTMLInputElement && source.checked !== target.checked) target.click();
    } else if (source.value !== source.defaultValue && source.value !== target.value) {
      valueSetter(target)?.call(target, source.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  if (focused === null) return;
  // The same markup on both sides: the focused element is found again at the same place.
  const source = from.querySelectorAll('*')[focused];
  const target = to.querySelectorAll<HTMLElement>('*')[focused];
  if (source !== undefined && target !== undefined && source.tagName === target.tagName)
    target.focus({ preventScroll: true });
}

/**
 * The portal takes over from the pre-rendered shell that index.html shows (see the inline script,
 * ui/src/app/prerender/shell-chooser.inline.ts): `render` draws the portal in a container laid out in the same
 * place but not shown; once its page is settled and the stylesheets are loaded, the container replaces the
 * static page in one frame (no blank, no jump), with what the visitor typed and the focus carried over.
 */
export async function takeOverShell(
  rootElement: HTMLElement,
  render: (container: HTMLElement) => void,
): Promise<void> {
  const document = rootElement.ownerDocument;
  const container = document.createElement('div');
  Object.assign(container.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    right: '0',
    visibility: 'hidden',
  });
  rootElement.after(container);
  render(container);
  await Promise.all([pageSettled(container), stylesheetsLoaded(document)]);
  // The swap (a layout of the whole page) in a task of its own, not in the one of React's last commit.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const active = document.activeElement;
  const index = active === null ? -1 : Array.from(rootElement.querySelectorAll('*')).indexOf(active);
  const focused = index === -1 ? null : index;
  container.removeAttribute('style');
  container.id = rootElement.id;
  rootElement.replaceWith(container);
  carryOverInput(rootElement, container, focused);
  pressAgain(rootElement, container);
}

/** The button pressed in the static page before the portal ran (noted by the inline script), pressed again. */
export function pressAgain(from: Element, to: ParentNode): void {
  const pressed = Number(from.getAttribute('data-portal-pressed') ?? Number.NaN);
  if (!Number.isInteger(pressed) || pressed < 0) return;
  const button = to.querySelectorAll<HTMLButtonElement>('button')[pressed];
  if (button === undefined || button.disabled) return;
  button.focus({ preventScroll: true });
  button.click();
}
