import { describe, expect, it } from 'vitest';
import { FooterContentStore } from './footer-content.store.ts';

describe('footer content', () => {
  it('keeps the CMS html and treats blank text as no footer text', () => {
    const footer = new FooterContentStore();
    footer.setHtml(' <p>Mutuelle régie par le code de la mutualité</p> ');
    expect(footer.html).toBe('<p>Mutuelle régie par le code de la mutualité</p>');
    footer.setHtml('   ');
    expect(footer.html).toBeNull();
  });
});
