import { describe, expect, it } from 'vitest';
import { portalShellChooser } from './shell-chooser.inline.ts';

interface FakeElement {
  innerHTML: string;
  textContent: string | null;
  isConnected: boolean;
  attributes: Map<string, string>;
  listeners: Map<string, (event: { preventDefault: () => void }) => void>;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  addEventListener(type: string, listener: (event: { preventDefault: () => void }) => void): void;
}

function element(innerHTML = '', textContent: string | null = null): FakeElement {
  return {
    innerHTML,
    textContent,
    isConnected: true,
    attributes: new Map(),
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
  { path: '/register', query: {}, html: '<h1>Créer mon espace</h1>' },
  { path: '/display-email', query: { source: 'register' }, html: '<p>register</p>' },
  { path: '/display-email', query: { source: 'forgot-username' }, html: '<p>forgot-username</p>' },
];

function page(hash: string, options: { assets?: object } = {}) {
  const root = element('<p>Chargement en cours…</p>');
  const list = element('', JSON.stringify(SHELLS));
  const assets = options.assets === undefined ? null : element('', JSON.stringify(options.assets));
  const added: { tag: string; props: Record<string, string> }[] = [];
  const windowListeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const observers: ((
    entries: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void)[] = [];
  const doc = {
    getElementById: (id: string) =>
      ({ root, 'portal-route-shells': list, 'portal-deferred-assets': assets })[id] ?? null,
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
    head: { append: () => undefined },
    visibilityState: 'visible',
  };
  globalThis.PerformanceObserver = class {
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  } as unknown as typeof PerformanceObserver;
  const location = { hash };
  const win = {
    location,
    addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  portalShellChooser(doc as unknown as Document, win as unknown as Window);
  return {
    root,
    added,
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

describe('the inline script choosing the pre-rendered shell', () => {
  it('shows the shell of the hash route in #root and names it', () => {
    const { root } = page('#/register');
    expect(root.innerHTML).toBe('<h1>Créer mon espace</h1>');
    expect(root.getAttribute('data-portal-shell')).toBe('/register');
  });

  it('opens the home on an empty hash', () => {
    expect(page('').root.innerHTML).toBe('<h1>Accueil</h1>');
  });

  it('picks the shell whose query the URL has, whatever else the URL carries', () => {
    const { root } = page('#/display-email?x=1&source=forgot-username');
    expect(root.innerHTML).toBe('<p>forgot-username</p>');
  });

  it('keeps the generic loading shell for a route without shell or a query no shell has', () => {
    for (const hash of ['#/reset-password?code=abc&userId=42', '#/display-email?source=autre']) {
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

  it('never lets a form of the static page be submitted', () => {
    const { root } = page('#/register');
    let prevented = false;
    root.listeners.get('submit')?.({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('adds the stylesheets, module preloads and entry script after the first contentful paint', () => {
    const view = page('#/', { assets: { css: ['/a.css'], preload: ['/b.js'], js: ['/c.js'] } });
    view.paint('first-paint');
    expect(view.added).toEqual([]);
    view.paint('first-contentful-paint');
    view.runTimers();
    expect(
      view.added.map(({ tag, props }) => [tag, props['rel'] ?? props['type'], props['href'] ?? props['src']]),
    ).toEqual([
      ['link', 'stylesheet', '/a.css'],
      ['link', 'modulepreload', '/b.js'],
      ['script', 'module', '/c.js'],
    ]);
  });
});
