import { describe, expect, it } from 'vitest';
import { portalShellChooser } from './shell-chooser.inline.ts';

interface FakeElement {
  querySelector(selector: string): unknown;
  innerHTML: string;
  textContent: string | null;
  isConnected: boolean;
  attributes: Map<string, string>;
  listeners: Map<string, (event: { preventDefault: () => void }) => void>;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
  addEventListener(type: string, listener: (event: { preventDefault: () => void }) => void): void;
}

function element(innerHTML = '', textContent: string | null = null): FakeElement {
  return {
    querySelector: () => null,
    innerHTML,
    textContent,
    isConnected: true,
    attributes: new Map(),
    hasAttribute(name: string) {
      return this.attributes.has(name);
    },
    listeners: new Map(),
    setAttribute(name, value) {
      this.attributes.set(name, value);
    },
    getAttribute(name) {
      return this.attributes.get(name) ?? null;
    },
    addEventListener(type, listener) {
      this.listeners.set(type, listener);
    },
  };
}

const SHELLS = [
  { path: '/', query: {}, html: '<h1>Accueil</h1>' },
  {
    path: '/activate-user',
    query: {},
    html: '<p>Vérification…</p>',
    check: 'Confirmation',
    params: ['code', 'userId'],
  },
  { path: '/activate-user', query: {}, html: '<form>mot de passe</form>', variant: 'form' },
  { path: '/activate-user', query: {}, html: '<p>Lien invalide</p>', variant: 'invalid-link' },
  {
    path: '/reset-password',
    query: {},
    html: '<p>Vérification…</p>',
    check: 'ResetPassword',
    params: ['code', 'userId'],
  },
  {
    path: '/register',
    query: {},
    html: '<h1>Créer mon espace</h1>',
    title: 'Créer mon espace - Mutuelle Démo',
  },
  { path: '/display-email', query: { source: 'register' }, html: '<p>register</p>' },
  { path: '/display-email', query: { source: 'forgot-username' }, html: '<p>forgot-username</p>' },
];

function page(
  hash: string,
  options: { assets?: object; routes?: object; answer?: { status: number; body?: object } } = {},
) {
  const requests: { url: string; init: { headers: Record<string, string>; body: string } }[] = [];
  const root = element('<p>Chargement en cours…</p>');
  const list = element('', JSON.stringify(SHELLS));
  const assets = options.assets === undefined ? null : element('', JSON.stringify(options.assets));
  const routes = options.routes === undefined ? null : element('', JSON.stringify(options.routes));
  const inserted: number[] = [];
  const added: { tag: string; props: Record<string, string> }[] = [];
  const windowListeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const observers: ((
    entries: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void)[] = [];
  const doc = {
    getElementById: (id: string) =>
      (
        ({
          root,
          'portal-route-shells': list,
          'portal-deferred-assets': assets,
          'portal-route-chunks': routes,
        }) as Record<string, unknown>
      )[id] ?? null,
    createElement: (tag: string) => {
      const props: Record<string, string> = {};
      const created = new Proxy(props, {
        set: (target, key: string, value: string) => {
          target[key] = value;
          return true;
        },
        get: (target, key: string) =>
          key === 'setAttribute' ? (name: string, value: string) => (target[name] = value) : target[key],
      });
      added.push({ tag, props });
      return created;
    },
    head: { append: (...elements: unknown[]) => inserted.push(elements.length) },
    visibilityState: 'visible',
    cookie: 'a=1; XSRF-TOKEN=jeton%2Bx; b=2',
    title: 'Portail adhérent',
  };
  globalThis.PerformanceObserver = class {
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  } as unknown as typeof PerformanceObserver;
  const location = {
    hash,
    replace: (to: string) => {
      location.hash = to;
      windowListeners.get('hashchange')?.();
    },
  };
  const win = {
    location,
    addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    fetch: (url: string, init: { headers: Record<string, string>; body: string }) => {
      requests.push({ url, init });
      const answer = options.answer ?? { status: 503 };
      return Promise.resolve({
        status: answer.status,
        ok: answer.status === 200,
        json: () => Promise.resolve(answer.body),
      });
    },
  };
  portalShellChooser(doc as unknown as Document, win as unknown as Window);
  return {
    root,
    doc,
    added,
    inserted,
    requests,
    location,
    navigate(to: string) {
      location.hash = to;
      windowListeners.get('hashchange')?.();
    },
    paint(name: string) {
      for (const observer of observers)
        observer(
          { getEntriesByName: (wanted) => (wanted === name ? [{}] : []) },
          { disconnect: () => undefined },
        );
    },
    runTimers() {
      for (const timer of timers.splice(0)) timer();
    },
  };
}

/** Lets the promise callbacks of the inline script run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the inline script choosing the pre-rendered shell', () => {
  it('shows the shell of the hash route in #root and names it', () => {
    const { root } = page('#/register');
    expect(root.innerHTML).toBe('<h1>Créer mon espace</h1>');
    expect(root.getAttribute('data-portal-shell')).toBe('/register');
  });

  it('gives the document the title the portal gives the screen', () => {
    expect(page('#/register').doc.title).toBe('Créer mon espace - Mutuelle Démo');
    expect(page('#/inconnue').doc.title).toBe('Portail adhérent');
  });

  it('leaves #root alone once the portal runs in it: hash changes, forms and buttons are its own', () => {
    const view = page('#/');
    view.root.setAttribute('data-portal-started', '');
    view.navigate('#/register');
    expect(view.root.innerHTML).toBe('<h1>Accueil</h1>');
    let prevented = false;
    view.root.listeners.get('submit')?.({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(false);
  });

  it('opens the home on an empty hash', () => {
    expect(page('').root.innerHTML).toBe('<h1>Accueil</h1>');
  });

  it('picks the shell whose query the URL has', () => {
    const { root } = page('#/display-email?source=forgot-username');
    expect(root.innerHTML).toBe('<p>forgot-username</p>');
  });

  it('shows no shell for a query parameter it was not rendered for (it may change the screen)', () => {
    for (const hash of ['#/?restricted=true', '#/display-email?x=1&source=register']) {
      expect(page(hash).root.innerHTML).toBe('<p>Chargement en cours…</p>');
    }
  });

  it('keeps the generic loading shell for a route without shell or a query no shell has', () => {
    for (const hash of ['#/confirm-email?code=abc&userId=42', '#/display-email?source=autre']) {
      const { root } = page(hash);
      expect(root.innerHTML).toBe('<p>Chargement en cours…</p>');
      expect(root.getAttribute('data-portal-shell')).toBe('');
    }
  });

  it('follows a change of hash route until the portal takes over, not an anchor of the page', () => {
    const view = page('#/');
    view.navigate('#/register');
    expect(view.root.innerHTML).toBe('<h1>Créer mon espace</h1>');
    view.navigate('#contenu');
    expect(view.root.innerHTML).toBe('<h1>Créer mon espace</h1>');
    view.navigate('#/inconnue');
    expect(view.root.innerHTML).toBe('<p>Chargement en cours…</p>');
    view.root.isConnected = false;
    view.navigate('#/register');
    expect(view.root.innerHTML).toBe('<p>Chargement en cours…</p>');
  });

  it('notes the button pressed and moves the focus to the main area from the skip link, hash untouched', () => {
    const view = page('#/register');
    const buttons = [{ id: 'a' }, { id: 'b' }];
    let focused = '';
    Object.assign(view.root, { querySelectorAll: () => buttons });
    Object.assign(view.doc, {
      getElementById: (id: string) => (id === 'contenu' ? { focus: () => (focused = id) } : null),
    });
    const click = (found: Record<string, unknown>) => {
      let prevented = false;
      view.root.listeners.get('click')?.({
        target: { closest: (selector: string) => found[selector] ?? null },
        preventDefault: () => (prevented = true),
      } as never);
      return prevented;
    };
    expect(click({ button: buttons[1] })).toBe(false);
    expect(view.root.getAttribute('data-portal-pressed')).toBe('1');
    expect(click({ 'a[href="#contenu"]': {} })).toBe(true);
    expect(focused).toBe('contenu');
  });

  it('never lets a form of the static page be submitted', () => {
    const { root } = page('#/register');
    let prevented = false;
    root.listeners.get('submit')?.({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('checks a link at once and shows the form when it is valid', async () => {
    const view = page('#/activate-user?code=abc&userId=42', {
      answer: { status: 200, body: { isCreatedByAdmin: false, consentements: [] } },
    });
    expect(view.root.innerHTML).toBe('<p>Vérification…</p>');
    expect(view.requests).toHaveLength(1);
    expect(view.requests[0]?.url).toBe('/api/identity/check-token');
    expect(JSON.parse(view.requests[0]?.init.body ?? '')).toEqual({
      purpose: 'Confirmation',
      code: 'abc',
      userId: '42',
    });
    expect(view.requests[0]?.init.headers['X-XSRF-TOKEN']).toBe('jeton+x');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.root.innerHTML).toBe('<form>mot de passe</form>');
  });

  it('shows the invalid-link text of an activation link the API refuses', async () => {
    const view = page('#/activate-user?code=abc&userId=42', { answer: { status: 400 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.root.innerHTML).toBe('<p>Lien invalide</p>');
  });

  it('sends a refused reset link to reset-password-error, as the portal does', async () => {
    const view = page('#/reset-password?code=abc&userId=42', { answer: { status: 400 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.location.hash).toBe('#/reset-password-error');
  });

  it('keeps the checking state when the API fails, for an admin-created account, or a link without token', async () => {
    for (const answer of [{ status: 503 }, { status: 200, body: { isCreatedByAdmin: true } }]) {
      const view = page('#/activate-user?code=abc&userId=42', { answer });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(view.root.innerHTML).toBe('<p>Vérification…</p>');
    }
    expect(page('#/activate-user?code=abc').requests).toEqual([]);
  });

  it('adds the stylesheets, module preloads and entry script after the first contentful paint', async () => {
    const view = page('#/', { assets: { css: ['/a.css'], preload: ['/b.js'], js: ['/c.js'] } });
    view.paint('first-paint');
    expect(view.added).toEqual([]);
    view.paint('first-contentful-paint');
    await settled();
    view.runTimers();
    expect(
      view.added.map(({ tag, props }) => [tag, props['rel'] ?? props['type'], props['href'] ?? props['src']]),
    ).toEqual([
      ['link', 'stylesheet', '/a.css'],
      ['link', 'modulepreload', '/b.js'],
      ['script', 'module', '/c.js'],
    ]);
  });

  it("then asks for the route's own code, a few insertions per task", async () => {
    const js = Array.from({ length: 8 }, (_, index) => `/assets/r${String(index)}.js`);
    const view = page('#/register?x=1', {
      assets: { css: ['/a.css'], preload: ['/b.js'], js: ['/c.js'] },
      routes: { register: { js, css: ['/r.css'] }, page: { js: ['/p.js'], css: [] } },
    });
    view.paint('first-contentful-paint');
    await settled();
    view.runTimers();
    expect(view.inserted).toEqual([6]);
    view.runTimers();
    view.runTimers();
    expect(view.inserted).toEqual([6, 6]);
    const routeLinks = view.added.filter(({ props }) => 'data-portal-route' in props);
    expect(routeLinks.map(({ props }) => [props['rel'], props['href'], props['as']])).toEqual([
      ['preload', '/r.css', 'style'],
      ...js.map((href) => ['modulepreload', href, undefined]),
    ]);
    expect(routeLinks.every(({ props }) => props['crossOrigin'] === '')).toBe(true);
  });

  it('asks for no route code on a route index.html does not list', async () => {
    const view = page('#/inconnue', {
      assets: { css: [], preload: [], js: ['/c.js'] },
      routes: { register: { js: ['/r.js'], css: [] } },
    });
    view.paint('first-contentful-paint');
    await settled();
    view.runTimers();
    expect(view.added.filter(({ props }) => 'data-portal-route' in props)).toEqual([]);
  });

  it("on a page opened from a mailed link, loads the portal's code once the link's check shows its answer", async () => {
    const view = page('#/activate-user?code=abc&userId=42', {
      assets: { css: [], preload: [], js: ['/c.js'] },
      answer: { status: 200, body: { isCreatedByAdmin: false } },
    });
    view.paint('first-contentful-paint');
    expect(view.added).toEqual([]);
    await settled();
    expect(view.root.innerHTML).toBe('<form>mot de passe</form>');
    view.runTimers();
    expect(view.added.map(({ props }) => props['src'])).toEqual(['/c.js']);
  });
});
