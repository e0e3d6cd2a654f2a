import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HABILITATION_ACTIONS } from '../entities/habilitation-action.entity.ts';
import { BACK_OFFICE_AREAS, DEFAULT_HABILITATIONS, isAllowed } from './back-office-habilitations.ts';
import {
  areasWithWriteWithoutRead,
  habilitationChanges,
  keepsHabilitationsManagement,
  normalizeHabilitations,
  validateHabilitationMatrix,
} from './staff-habilitations-matrix.ts';

const habilitations = fc.array(
  fc.record({
    area: fc.constantFrom(...BACK_OFFICE_AREAS),
    action: fc.constantFrom(...HABILITATION_ACTIONS),
  }),
  { maxLength: 40 },
);

describe('habilitations matrix (« Habilitations » editor)', () => {
  it('refuses a write without « Visualisation », naming the area in French', () => {
    const issues = validateHabilitationMatrix([
      { area: 'faq', action: 'update' },
      { area: 'contenus', action: 'read' },
      { area: 'contenus', action: 'delete' },
      { area: 'modeles-mails', action: 'create' },
    ]);
    expect(issues).toEqual([
      {
        code: 'FLOW.STAFF_WRITE_WITHOUT_READ',
        message:
          'La zone « FAQ » a une création, une modification ou une suppression sans visualisation : cochez aussi « Visualisation ».',
      },
      expect.objectContaining({ message: expect.stringContaining('« Modèles de mails »') as unknown }),
    ]);
  });

  it('accepts every role default and the empty matrix', () => {
    for (const defaults of Object.values(DEFAULT_HABILITATIONS))
      expect(validateHabilitationMatrix(defaults)).toEqual([]);
    expect(validateHabilitationMatrix([])).toEqual([]);
  });

  it('accepts exactly the matrices where every held action is granted (property)', () => {
    fc.assert(
      fc.property(habilitations, (list) => {
        const everyHeldGranted = list.every((h) => isAllowed(list, h.area, h.action));
        expect(validateHabilitationMatrix(list).length === 0).toBe(everyHeldGranted);
        expect(areasWithWriteWithoutRead(list).length === 0).toBe(everyHeldGranted);
      }),
    );
  });

  it('tells whether the holder can still manage habilitations (read and update on « Habilitations »)', () => {
    expect(keepsHabilitationsManagement(DEFAULT_HABILITATIONS.Admin)).toBe(true);
    expect(keepsHabilitationsManagement([{ area: 'habilitations', action: 'update' }])).toBe(false);
    expect(
      keepsHabilitationsManagement(
        DEFAULT_HABILITATIONS.Admin.filter((h) => !(h.area === 'habilitations' && h.action === 'read')),
      ),
    ).toBe(false);
  });

  it('orders the matrix by area then create, read, update, delete, each pair once', () => {
    expect(
      normalizeHabilitations([
        { area: 'historique', action: 'read' },
        { area: 'faq', action: 'delete' },
        { area: 'faq', action: 'create' },
        { area: 'faq', action: 'create' },
      ]),
    ).toEqual([
      { area: 'faq', action: 'create' },
      { area: 'faq', action: 'delete' },
      { area: 'historique', action: 'read' },
    ]);
  });

  it('summarises a change as the added and the removed habilitations', () => {
    expect(
      habilitationChanges(
        [
          { area: 'faq', action: 'read' },
          { area: 'faq', action: 'update' },
        ],
        [
          { area: 'faq', action: 'read' },
          { area: 'contenus', action: 'read' },
        ],
      ),
    ).toEqual({ added: ['contenus:read'], removed: ['faq:update'] });
  });
});
