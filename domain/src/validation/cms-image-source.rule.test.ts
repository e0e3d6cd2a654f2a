import { describe, expect, it } from 'vitest';
import { cmsImageSource, isCmsImageSource } from './cms-image-source.rule.ts';

describe('the images of CMS content', () => {
  it('come from the CMS image store', () => {
    expect(cmsImageSource('reseau-optique')).toBe('/api/cms/documents/images/reseau-optique');
    expect(isCmsImageSource(cmsImageSource('reseau-optique'))).toBe(true);
    expect(isCmsImageSource('/api/cms/documents/images/8f1c2a.png')).toBe(true);
  });

  it.each([
    'https://exemple.fr/api/cms/documents/images/x',
    'file:///C:/Users/Word/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '/api/cms/documents/images/',
    '/api/cms/documents/images/../../admin',
    '/api/cms/documents/images/x?y=1',
    'javascript:alert(1)',
  ])('never from elsewhere: %s', (src) => {
    expect(isCmsImageSource(src)).toBe(false);
  });

  it('encodes an identifier that would leave the store', () => {
    expect(isCmsImageSource(cmsImageSource('../admin'))).toBe(false);
  });
});
