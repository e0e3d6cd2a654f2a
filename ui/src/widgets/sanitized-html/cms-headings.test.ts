import { describe, expect, it } from 'vitest';
import { shiftCmsHeadings } from './cms-headings.ts';

describe('CMS heading levels', () => {
  it('turns the editor levels h4, h5, h6 into h2, h3, h4 under a page title', () => {
    expect(shiftCmsHeadings('<h4 class="x">A</h4><p>t</p><h5>B</h5><h6>C</h6>', 2)).toBe(
      '<h2 class="x">A</h2><p>t</p><h3>B</h3><h4>C</h4>',
    );
  });

  it('starts at h3 inside a titled section and keeps other tags untouched', () => {
    expect(shiftCmsHeadings('<H4>A</H4><header>x</header><hr/><h5/>', 3)).toBe(
      '<h3>A</h3><header>x</header><hr/><h4/>',
    );
  });

  it('never goes above h2 nor below h6', () => {
    expect(shiftCmsHeadings('<h1>A</h1><h6>B</h6>', 3)).toBe('<h2>A</h2><h5>B</h5>');
    expect(shiftCmsHeadings('<h6>B</h6>', 6)).toBe('<h6>B</h6>');
  });

  it('leaves the content as is when the levels already fit', () => {
    const html = '<h4>A</h4><p>b</p>';
    expect(shiftCmsHeadings(html, 4)).toBe(html);
  });
});
