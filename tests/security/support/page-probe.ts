/**
 * In-page helpers of the XSS suite, installed by `addInitScript` in every frame (self-contained: serialised
 * into the page). One `page.evaluate` per payload renders, waits, scans and checks, keeping the suite fast.
 */

/** One dangerous thing left in rendered markup. */
export interface Residue {
  readonly element: string;
  readonly reason: string;
}

export interface Inspection {
  /** Null when the marker text appeared in time. */
  readonly timeout: string | null;
  readonly residues: Residue[];
  /** Null when the legitimate headings and link are intact (or not checked). */
  readonly formatting: string | null;
}

export interface SecurityProbe {
  waitForText(selector: string, text: string, timeoutMs: number): Promise<boolean>;
  waitForGone(selector: string, timeoutMs: number): Promise<boolean>;
  settle(): Promise<void>;
  scan(selectors: readonly string[]): Residue[];
  formatting(selector: string, key: string, href: string): string | null;
}

declare global {
  interface Window {
    __probe: SecurityProbe;
  }
}

export function installSecurityProbe(): void {
  const activeElements = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'meta',
    'link',
    'portal',
    'animate',
    'set',
    'animatetransform',
    'animatemotion',
    'handler',
    'listener',
    'foreignobject',
  ]);
  const urlAttributes = new Set([
    'href',
    'xlink:href',
    'src',
    'srcset',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'lowsrc',
    'dynsrc',
    'codebase',
    'cite',
    'values',
    'to',
    'from',
    'by',
    'ping',
  ]);
  // A script or HTML-bearing URL scheme (images in data: are inert).
  const dangerousUrl = /^(?:(?:java|vb|live)script:|data:(?!image\/(?:png|gif|jpe?g|webp)[;,]))/i;
  // URL parsers drop these before the scheme ("java\tscript:", "\u2028javascript:").
  // eslint-disable-next-line no-control-regex
  const ignored = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u205f\u3000\ufeff]/g;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const until = async (test: () => boolean, timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    while (!test()) {
      if (performance.now() > deadline) return false;
      await new Promise<void>((resolve) => setTimeout(resolve, 5));
    }
    return true;
  };
  const probe: SecurityProbe = {
    waitForText: (selector, text, timeoutMs) =>
      until(
        () =>
          Array.from(document.querySelectorAll(selector)).some((element) =>
            (element.textContent ?? '').includes(text),
          ),
        timeoutMs,
      ),
    waitForGone: (selector, timeoutMs) => until(() => document.querySelector(selector) === null, timeoutMs),
    settle: () => nextFrame(),
    scan(selectors) {
      const residues: Residue[] = [];
      for (const selector of selectors) {
        for (const root of Array.from(document.querySelectorAll(selector))) {
          for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
            const tag = element.tagName.toLowerCase();
            const label = `${selector} ${tag}`;
            if (activeElements.has(tag)) residues.push({ element: label, reason: `élément <${tag}>` });
            for (const attribute of Array.from(element.attributes)) {
              const name = attribute.name.toLowerCase();
              const value = attribute.value.replace(ignored, '');
              if (name.startsWith('on')) residues.push({ element: label, reason: `attribut ${name}` });
              else if (name === 'srcdoc') residues.push({ element: label, reason: 'attribut srcdoc' });
              else if (urlAttributes.has(name) && dangerousUrl.test(value))
                residues.push({ element: label, reason: `${name}=${attribute.value.slice(0, 60)}` });
              else if (name === 'attributename' && /^(?:on|href|xlink:href)/i.test(value))
                residues.push({ element: label, reason: `attributeName=${value}` });
            }
          }
        }
      }
      return residues;
    },
    formatting(selector, key, href) {
      const root = Array.from(document.querySelectorAll(selector)).find((element) =>
        (element.textContent ?? '').includes(`Repère ${key}`),
      );
      if (root === undefined) return `${key}: contenu absent`;
      const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
      const levels = [`Repère ${key}`, `Sous-titre ${key}`, `Détail ${key}`].map((text) => {
        const heading = headings.find((element) => (element.textContent ?? '').trim() === text);
        return heading === undefined ? 0 : Number(heading.tagName.slice(1));
      });
      const [first = 0, second = 0, third = 0] = levels;
      if (first === 0 || second === 0 || third === 0) return `${key}: titres perdus (${levels.join(',')})`;
      if (second !== first + 1 || third !== first + 2) return `${key}: niveaux de titres ${levels.join(',')}`;
      const link = Array.from(root.querySelectorAll('a')).find(
        (anchor) => anchor.textContent === `Lien légitime ${key}`,
      );
      if (link === undefined) return `${key}: lien perdu`;
      if (link.getAttribute('href') !== href) return `${key}: href ${String(link.getAttribute('href'))}`;
      const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
      return rel.includes('noopener') ? null : `${key}: rel=${String(link.getAttribute('rel'))}`;
    },
  };
  Object.defineProperty(window, '__probe', { value: probe, configurable: false, writable: false });
}
