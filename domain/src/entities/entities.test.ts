import { describe, expect, it } from 'vitest';
import { emptyRegistrationUser } from './registration-user.entity.ts';
import { HABILITATION_ACTION_LABELS, HABILITATION_ACTIONS } from './habilitation-action.entity.ts';
import type { Consent } from './consent.entity.ts';

describe('registration user', () => {
  it('starts blank with terms not accepted and e-mail dematerialisation on', () => {
    const user = emptyRegistrationUser();
    expect(user.cgu).toBe(false);
    expect(user.dematerialization).toBe(true);
    expect(user.nom).toBe('');
    expect(user.consentements).toEqual([]);
  });

  it('carries the consents it is given', () => {
    const consents: Consent[] = [{ nom: 'newsletter', libelle: 'Lettre', accepted: null }];
    expect(emptyRegistrationUser(consents).consentements).toBe(consents);
  });
});

describe('habilitation actions', () => {
  it('labels create, delete, read and update in French', () => {
    expect(HABILITATION_ACTIONS.map((action) => HABILITATION_ACTION_LABELS[action])).toEqual([
      'Création',
      'Suppression',
      'Visualisation',
      'Modification',
    ]);
  });
});
