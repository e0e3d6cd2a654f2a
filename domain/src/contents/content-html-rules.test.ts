import { describe, expect, it } from 'vitest';
import { contentKindOf } from './admin-content.entity.ts';
import { allowedContentClasses, isAllowedContentHref, isCmsImageSrc } from './content-html-rules.ts';
import { isValidStaticPageName } from '../errors/contents-errors.catalogue.ts';

describe('the contents HTML rules (spec §9)', () => {
  it('allows http(s), mailto, tel and portal-route links only', () => {
    for (const href of [
      'https://www.cnil.fr/',
      'http://exemple.fr/a?b=1',
      'mailto:dpo@mutuelle-demo.fr',
      'tel:+33969320000',
      '#/page/cgu',
      '#/register',
    ])
      expect(isAllowedContentHref(href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' https://x.fr',
      'data:text/html,x',
      '//evil.fr',
      '#//evil.fr',
      '#/a:b',
      'https://user@evil.fr',
      'vbscript:x',
      '/relative',
      'mailto:x@y.fr?body=<script>',
      'tel:abc',
      '',
    ])
      expect(isAllowedContentHref(href), href).toBe(false);
  });

  it('allows images of the CMS image store only', () => {
    expect(isCmsImageSrc('/api/cms/documents/images/reseau-optique')).toBe(true);
    expect(isCmsImageSrc('https://evil.fr/x.png')).toBe(false);
    expect(isCmsImageSrc('/api/cms/documents/images/../../api/identity/logout')).toBe(false);
    expect(isCmsImageSrc('/api/cms/documents/images/')).toBe(false);
  });

  it('keeps only the three custom style classes', () => {
    expect(allowedContentClasses('texte-chapo bp6-dialog primaire x')).toBe('primaire texte-chapo');
    expect(allowedContentClasses('evil')).toBe('');
  });

  it('tells the kind of an item from its block name', () => {
    expect(contentKindOf('Pages_Statiques')).toBe('page');
    expect(contentKindOf('Popup_Cms')).toBe('popup');
    expect(contentKindOf('Register_Num_Secu_Popup')).toBe('popup');
    expect(contentKindOf('Footer')).toBe('block');
  });

  it('accepts static page names of lowercase letters, digits and inner hyphens', () => {
    expect(isValidStaticPageName('plan-du-site')).toBe(true);
    expect(isValidStaticPageName('cgu2')).toBe(true);
    for (const name of ['Plan', 'plan du site', '-plan', 'plan-', '', 'a'.repeat(61), 'é'])
      expect(isValidStaticPageName(name), name).toBe(false);
  });
});
