import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './contact-mask.ts';

describe('maskEmail', () => {
  it('keeps the first and last characters of the local part, the first of the host and the TLD', () => {
    expect(maskEmail('jean.dupont@exemple.fr')).toBe('j*********t@e******.fr');
  });

  it('masks a two-letter local part', () => {
    expect(maskEmail('jd@mail.com')).toBe('j*@m***.com');
  });
});

describe('maskPhone', () => {
  it('keeps the first two and last two digits', () => {
    expect(maskPhone('06 12 34 56 78')).toBe('•• •• •• •• 78');
  });

  it('returns an empty string for a missing number', () => {
    expect(maskPhone('')).toBe('');
  });
});
