import { describe, expect, it } from 'vitest';
import { withoutUnusedCustomProperties } from './unused-custom-properties.ts';

describe('the critical CSS without the design tokens it never reads', () => {
  it('keeps the custom properties read by a rule, directly or through another one', () => {
    const css =
      ':root{--a:red;--b:var(--c);--c:blue;--d:green;--e:var(--d)}' +
      '.x{color:var(--a)}.y{border-color:var(--b,var(--f))}';
    expect(withoutUnusedCustomProperties(css)).toBe(
      ':root{--a:red;--b:var(--c);--c:blue}.x{color:var(--a)}.y{border-color:var(--b,var(--f))}',
    );
  });

  it('drops the rules and at-rules left empty, and leaves everything else alone', () => {
    const css =
      '@supports (color:oklch(from red l c h)){:root{--unused:oklch(from red l c h)}}' +
      '@media (width<=480px){.z{margin:0}}@keyframes spin{to{transform:rotate(1turn)}}';
    expect(withoutUnusedCustomProperties(css)).toBe(
      '@media (width<=480px){.z{margin:0}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });
});
