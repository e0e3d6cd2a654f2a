/**
 * The inline script of index.html (allowed by its sha256 in the page's CSP; it must stay self-contained:
 * the server inlines its source text). Runs while the page is parsed, right after `#root`:
 *
 * 1. shows the pre-rendered shell of the hash route (in the JSON list `#portal-route-shells`: the one whose
 *    path equals the route's and whose query parameters the URL has, the most specific first) in `#root`,
 *    with its document title, before the first paint (only that one is parsed); an unknown route, or a query
 *    parameter the shell was not rendered for, keeps the generic loading shell. A route checking its link's
 *    token asks the API at once and shows the variant the answer leads to. Until the portal runs, a change of
 *    hash shows the new route's shell, a form of the static page is never submitted (nothing would handle it)
 *    and the last button pressed is noted (`data-portal-pressed`: the portal presses it again);
 * 2. after the first contentful paint, adds the stylesheets, module preloads and the portal's entry script
 *    listed in `#portal-deferred-assets`, then the preloads of the route's own code (`#portal-route-chunks`),
 *    a few per task (no request competes with the first paint, no long task).
 *
 * Without JavaScript, or when the portal's modules fail, the static page stays as it is.
 */
export function portalShellChooser(doc: Document = document, win: Window = window): void {
  const root = doc.getElementById('root');
  if (root === null) return;
  const list = doc.getElementById('portal-route-shells')?.textContent ?? '';
  const shells = (list === '' ? [] : JSON.parse(list)) as {
    path: string;
    query: Record<string, string>;
    html: string;
    title?: string;
    check?: string;
    variant?: string;
    params?: string[];
  }[];
  const generic = root.innerHTML;
  const genericTitle = doc.title;
  /** The token check of the page the visit opens on, while it runs (the portal's code waits for it). */
  let firstCheck: Promise<void> | null = null;
  // Once the portal runs in #root (`data-portal-started`) or has replaced it, the static page is its own.
  const isStatic = (): boolean => root.isConnected && !root.hasAttribute('data-portal-started');

  const choose = (): void => {
    const hash = win.location.hash.replace(/^#/, '');
    const queryAt = hash.indexOf('?');
    const path = (queryAt === -1 ? hash : hash.slice(0, queryAt)) || '/';
    const params = new URLSearchParams(queryAt === -1 ? '' : hash.slice(queryAt + 1));
    let best: (typeof shells)[number] | null = null;
    let bestSize = -1;
    for (const shell of shells) {
      if (shell.path !== path || shell.variant !== undefined) continue;
      const names = Object.keys(shell.query);
      if (!names.every((name) => params.get(name) === shell.query[name])) continue;
      // A parameter the shell was not rendered for may change the screen (#/?restricted=true): no shell.
      let known = true;
      params.forEach((_value, name) => {
        if (!names.includes(name) && !(shell.params ?? []).includes(name)) known = false;
      });
      if (!known) continue;
      if (names.length > bestSize) {
        best = shell;
        bestSize = names.length;
      }
    }
    root.innerHTML = best === null ? generic : best.html;
    doc.title = best?.title ?? genericTitle;
    root.setAttribute('data-portal-shell', best === null ? '' : path);
    if (best?.check !== undefined) {
      const checking = checkLink(path, best.check, params);
      firstCheck ??= checking;
    }
  };

  /**
   * A link's token is checked at once (the request the portal would make once loaded) and the variant of the
   * screen the answer leads to is shown: the form, or the invalid-link text (a reset link goes to
   * reset-password-error). A failed request changes nothing: the portal checks again. Resolves once the
   * answer is shown (or the request failed).
   */
  const checkLink = (path: string, purpose: string, params: URLSearchParams): Promise<void> => {
    const code = params.get('code')?.trim() ?? '';
    const userId = params.get('userId')?.trim() ?? '';
    if (code === '' || userId === '') return Promise.resolve();
    const hash = win.location.hash;
    const token = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(doc.cookie)?.[1];
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token !== undefined) headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
    return win
      .fetch('/api/identity/check-token', {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        body: JSON.stringify({ purpose, code, userId }),
      })
      .then(async (response) => {
        const invalid = response.status >= 400 && response.status < 500;
        const answer = response.ok ? ((await response.json()) as { isCreatedByAdmin?: boolean }) : null;
        if (!isStatic() || win.location.hash !== hash) return;
        if (invalid && purpose === 'ResetPassword') {
          win.location.replace('#/reset-password-error');
          return;
        }
        const variant = invalid ? 'invalid-link' : answer?.isCreatedByAdmin === false ? 'form' : null;
        const shell = shells.find((item) => item.path === path && item.variant === variant);
        if (variant === null || shell === undefined) return;
        root.innerHTML = shell.html;
        doc.title = shell.title ?? doc.title;
      })
      .catch(() => undefined);
  };

  choose();
  root.addEventListener('submit', (event) => {
    if (isStatic()) event.preventDefault();
  });
  // A button pressed before the portal runs is pressed again once it has taken over (shell-takeover.ts); the
  // skip link moves the focus to the main area, as the portal's does, without changing the hash route.
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!isStatic() || target?.closest === undefined) return;
      const skip = target.closest('a[href="#contenu"]');
      if (skip !== null) {
        event.preventDefault();
        doc.getElementById('contenu')?.focus();
        return;
      }
      const button = target.closest('button');
      if (button !== null)
        root.setAttribute(
          'data-portal-pressed',
          String(Array.from(root.querySelectorAll('button')).indexOf(button)),
        );
    },
    true,
  );
  win.addEventListener('hashchange', () => {
    // '#contenu' (skip link) is an anchor of the page, not a route.
    if (!isStatic() || !win.location.hash.startsWith('#/')) return;
    choose();
    // As the portal does after a navigation: the new page's heading takes the focus.
    root.querySelector<HTMLElement>('main h1')?.focus();
  });

  const assets = doc.getElementById('portal-deferred-assets');
  if (assets === null) return;
  let loaded = false;
  const load = (): void => {
    if (loaded) return;
    loaded = true;
    const list = JSON.parse(assets.textContent ?? '{}') as {
      css?: string[];
      preload?: string[];
      js?: string[];
    };
    const link = (rel: string, href: string, mark: string): HTMLLinkElement => {
      const element = doc.createElement('link');
      element.rel = rel;
      element.href = href;
      element.setAttribute(mark, '');
      return element;
    };
    const elements: Element[] = [
      ...(list.css ?? []).map((href) => link('stylesheet', href, 'data-portal-style')),
      ...(list.preload ?? []).map((href) => link('modulepreload', href, 'data-portal-preload')),
      ...(list.js ?? []).map((src) => {
        const script = doc.createElement('script');
        script.type = 'module';
        script.src = src;
        return script;
      }),
    ];
    // The code of the route the page opens on comes along (index.html's `portal-route-chunks`, by first
    // segment of the hash path): the portal would otherwise ask for it once its entry runs.
    const segment = (win.location.hash.replace(/^#/, '').split(/[?#]/)[0] ?? '')
      .split('/')
      .find((part) => part !== '');
    const routes = JSON.parse(doc.getElementById('portal-route-chunks')?.textContent || '{}') as Record<
      string,
      { js?: string[]; css?: string[] } | undefined
    >;
    const route = Object.hasOwn(routes, segment ?? '') ? routes[segment ?? ''] : undefined;
    // As the portal's own loader asks for them (ui/src/app/shell/route-preload.ts), so that they are reused.
    for (const href of route?.css ?? []) {
      const element = link('preload', href, 'data-portal-route');
      element.as = 'style';
      element.crossOrigin = '';
      elements.push(element);
    }
    for (const href of route?.js ?? []) {
      const element = link('modulepreload', href, 'data-portal-route');
      element.crossOrigin = '';
      elements.push(element);
    }
    // A few per task: each insertion starts a download, which costs main-thread time of its own (≈ 2 ms
    // on a mid-range phone): forty in one task would block input for ≈ 80 ms.
    const insert = (): void => {
      doc.head.append(...elements.splice(0, 6));
      if (elements.length > 0) win.setTimeout(insert, 0);
    };
    insert();
  };
  // After the first contentful paint (a frame may be painted before the page has content), in a task of
  // its own; at once in a tab that is not shown (it paints nothing), after a while where paints are not
  // reported. A page opened from a mailed link first shows what its token check leads to (the form, the
  // invalid-link text): the portal's code, which would delay that, comes after it.
  const later = (): void => {
    void (firstCheck ?? Promise.resolve()).then(() => win.setTimeout(load, 0));
  };
  if (doc.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') {
    later();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    later();
  }).observe({ type: 'paint', buffered: true });
  win.setTimeout(load, 3000);
}
