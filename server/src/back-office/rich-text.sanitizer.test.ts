import { describe, expect, it } from 'vitest';
import { isPlainTitle, sanitizeContentHtml, textOf } from './rich-text.sanitizer.ts';

/** A few classic vectors; the repository's whole XSS corpus goes through the API in tests/security. */
const VECTORS = [
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<img src="/api/cms/documents/images/x" onerror="alert(1)">',
];
const ACTIVE =
  /<(?!\/?(p|h4|h5|h6|strong|em|ul|ol|li|br|a|img)\b)[a-z]|\son[a-z]+=|javascript:|data:|style=|srcdoc|formaction/i;

describe('sanitizeContentHtml: the allow-list applied at save', () => {
  it('keeps what the editor makes: h4-h6, p with a custom style, bold, italic, lists, links, CMS images', () => {
    const html =
      '<h4>Titre</h4><h5 class="secondaire">Sous-titre</h5><h6>Petit</h6><p class="texte-chapo">Chapo</p>' +
      '<p><strong>gras</strong> <em>italique</em><br />ligne</p><ul><li>un</li></ul><ol><li>deux</li></ol>' +
      '<p><a href="mailto:dpo@mutuelle-demo.fr">DPO</a> <a href="tel:+33969320000">appel</a></p>' +
      '<img src="/api/cms/documents/images/reseau-optique" alt="Optique" />';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('removes what the editor does not make (other tags unwrapped, script content dropped, styles, classes)', () => {
    expect(
      sanitizeContentHtml('<div><span style="color:red" class="bp6-button">a</span></div><h1>b</h1>'),
    ).toBe('ab');
    expect(sanitizeContentHtml('<p>x<script>alert(1)</script><style>p{}</style></p>')).toBe('<p>x</p>');
    expect(sanitizeContentHtml('<a href="https://x.fr" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://x.fr" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('x');
  });

  it('leaves no active markup in classic vectors, and sanitises its own output to itself', () => {
    for (const vector of VECTORS) {
      const clean = sanitizeContentHtml(`<p>${vector}</p>`);
      expect(clean, vector).not.toMatch(ACTIVE);
      expect(sanitizeContentHtml(clean), vector).toBe(clean);
    }
  });

  it('tells plain titles and reads the text of HTML for the history', () => {
    expect(isPlainTitle('Mentions légales')).toBe(true);
    expect(isPlainTitle('<b>x</b>')).toBe(false);
    expect(textOf('<h4>Titre</h4><p>Un <strong>mot</strong></p>')).toBe('Titre Un mot');
  });
});
