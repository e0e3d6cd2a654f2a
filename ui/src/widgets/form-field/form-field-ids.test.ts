import { describe, expect, it } from 'vitest';
import { formFieldIds } from './form-field-ids.ts';

describe('form field ids', () => {
  it('links the error then the hint', () => {
    expect(formFieldIds('email', { hint: true, error: true })).toEqual({
      hintId: 'email-aide',
      errorId: 'email-erreur',
      describedBy: 'email-erreur email-aide',
    });
  });

  it('links only what is shown', () => {
    expect(formFieldIds('nom', { hint: true, error: false }).describedBy).toBe('nom-aide');
    expect(formFieldIds('nom', { hint: false, error: true }).describedBy).toBe('nom-erreur');
    expect(formFieldIds('nom', { hint: false, error: false }).describedBy).toBeUndefined();
  });
});
