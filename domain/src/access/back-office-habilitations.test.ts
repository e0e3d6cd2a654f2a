import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HABILITATION_ACTIONS, HABILITATION_ACTION_LABELS } from '../entities/habilitation-action.entity.ts';
import type { Habilitation } from './back-office-habilitations.ts';
import {
  BACK_OFFICE_AREAS,
  DEFAULT_HABILITATIONS,
  STAFF_ROLE_LABELS,
  defaultHabilitationsFor,
  isAllowed,
  isBackOfficeArea,
  isHistoryArea,
  isStaff,
} from './back-office-habilitations.ts';

const area = fc.constantFrom(...BACK_OFFICE_AREAS);
const action = fc.constantFrom(...HABILITATION_ACTIONS);
const habilitations = fc.array(fc.record({ area, action }), { maxLength: 40 });

describe('back-office areas and roles', () => {
  it('lists the nine areas of issue 24 and recognises only them', () => {
    expect(BACK_OFFICE_AREAS).toEqual([
      'contenus',
      'faq',
      'modeles-mails',
      'demandes',
      'adherents',
      'statistiques',
      'referentiels',
      'habilitations',
      'historique',
    ]);
    expect(isBackOfficeArea('faq')).toBe(true);
    expect(isBackOfficeArea('FAQ')).toBe(false);
    expect(isBackOfficeArea('toString')).toBe(false);
    expect(isHistoryArea('connexion')).toBe(true);
    expect(isBackOfficeArea('connexion')).toBe(false);
  });

  it('labels the actions (spec §3) and the staff roles (spec §6) in French', () => {
    expect(HABILITATION_ACTION_LABELS).toMatchObject({
      create: 'Création',
      delete: 'Suppression',
      read: 'Visualisation',
      update: 'Modification',
    });
    expect(STAFF_ROLE_LABELS).toEqual({
      Admin: 'Administrateur Digital',
      Gestionnaire: 'Gestionnaire',
      Consultant: 'Consultant',
      BackEndUser: 'BackEndUser',
    });
  });

  it('counts staff roles only, not member roles', () => {
    expect(isStaff(['BackEndUser'])).toBe(true);
    expect(isStaff(['Consultant'])).toBe(true);
    expect(isStaff(['User'])).toBe(false);
    expect(isStaff(['Beneficiaire', 'User'])).toBe(false);
  });
});

describe('default habilitations per role', () => {
  it('gives the Administrateur Digital every action on every area', () => {
    expect(DEFAULT_HABILITATIONS.Admin).toHaveLength(BACK_OFFICE_AREAS.length * HABILITATION_ACTIONS.length);
    for (const a of BACK_OFFICE_AREAS)
      for (const act of HABILITATION_ACTIONS)
        expect(isAllowed(DEFAULT_HABILITATIONS.Admin, a, act)).toBe(true);
  });

  it('lets a Gestionnaire read everything, create and update the working areas, delete nothing', () => {
    const g = DEFAULT_HABILITATIONS.Gestionnaire;
    for (const a of BACK_OFFICE_AREAS) {
      expect(isAllowed(g, a, 'read')).toBe(true);
      expect(isAllowed(g, a, 'delete')).toBe(false);
    }
    for (const a of ['demandes', 'adherents', 'faq', 'contenus', 'modeles-mails'] as const) {
      expect(isAllowed(g, a, 'create')).toBe(true);
      expect(isAllowed(g, a, 'update')).toBe(true);
    }
    for (const a of ['habilitations', 'historique', 'statistiques', 'referentiels'] as const) {
      expect(isAllowed(g, a, 'create')).toBe(false);
      expect(isAllowed(g, a, 'update')).toBe(false);
    }
  });

  it('lets a Consultant read six areas (the history included) and nothing more', () => {
    const c = DEFAULT_HABILITATIONS.Consultant;
    const readable = BACK_OFFICE_AREAS.filter((a) => isAllowed(c, a, 'read'));
    expect(readable).toEqual(['contenus', 'faq', 'demandes', 'adherents', 'statistiques', 'historique']);
    expect(c.every((h) => h.action === 'read')).toBe(true);
  });

  it('gives an account the union of its staff roles, each pair once, and nothing to a member', () => {
    expect(defaultHabilitationsFor(['Admin', 'BackEndUser'])).toEqual(DEFAULT_HABILITATIONS.Admin);
    const both = defaultHabilitationsFor(['Consultant', 'Gestionnaire', 'BackEndUser']);
    expect(both).toHaveLength(DEFAULT_HABILITATIONS.Gestionnaire.length);
    expect(defaultHabilitationsFor(['User'])).toEqual([]);
    expect(defaultHabilitationsFor(['BackEndUser'])).toEqual([]);
  });
});

describe('isAllowed', () => {
  it('allows exactly what is granted when read is granted on the area', () => {
    const granted: Habilitation[] = [
      { area: 'faq', action: 'read' },
      { area: 'faq', action: 'update' },
    ];
    expect(isAllowed(granted, 'faq', 'update')).toBe(true);
    expect(isAllowed(granted, 'faq', 'delete')).toBe(false);
    expect(isAllowed(granted, 'contenus', 'read')).toBe(false);
  });

  it('refuses a write granted without read', () => {
    expect(isAllowed([{ area: 'faq', action: 'delete' }], 'faq', 'delete')).toBe(false);
  });

  it('never lets anyone without read on an area do anything there', () => {
    fc.assert(
      fc.property(habilitations, area, action, (granted, a, act) => {
        const withoutRead = granted.filter((h) => !(h.area === a && h.action === 'read'));
        expect(isAllowed(withoutRead, a, act)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('never allows an action that was not granted', () => {
    fc.assert(
      fc.property(habilitations, area, action, (granted, a, act) => {
        if (!granted.some((h) => h.area === a && h.action === act))
          expect(isAllowed(granted, a, act)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
