import { HABILITATION_ACTIONS } from '../entities/habilitation-action.entity.ts';
import type { HabilitationAction } from '../entities/habilitation-action.entity.ts';
import { renderCatalogueTemplate } from '../errors/catalogue-entry.ts';
import { staffAccountsCatalogue } from '../errors/staff-accounts.catalogue.ts';
import { issue } from '../result.ts';
import type { ValidationResult } from '../result.ts';
import type { BackOfficeArea, Habilitation } from './back-office-habilitations.ts';
import { BACK_OFFICE_AREAS, BACK_OFFICE_AREA_LABELS, isAllowed } from './back-office-habilitations.ts';

/** The stable key of one habilitation, `area:action` (history summaries, sets). */
export const habilitationKey = (h: Habilitation): string => `${h.area}:${h.action}`;

/** The habilitations in matrix order (area order, then create, read, update, delete), each once. */
export function normalizeHabilitations(habilitations: readonly Habilitation[]): Habilitation[] {
  const held = new Set(habilitations.map(habilitationKey));
  const order: readonly HabilitationAction[] = ['create', 'read', 'update', 'delete'];
  return BACK_OFFICE_AREAS.flatMap((area) =>
    order.filter((action) => held.has(`${area}:${action}`)).map((action) => ({ area, action })),
  );
}

/** The areas holding a write (create, update, delete) without `read`: such a write would grant nothing. */
export function areasWithWriteWithoutRead(habilitations: readonly Habilitation[]): BackOfficeArea[] {
  return BACK_OFFICE_AREAS.filter((area) => {
    const actions = new Set(habilitations.filter((h) => h.area === area).map((h) => h.action));
    return !actions.has('read') && HABILITATION_ACTIONS.some((action) => actions.has(action));
  });
}

/**
 * Validates a habilitations matrix before it is saved: one issue `FLOW.STAFF_WRITE_WITHOUT_READ` per area that
 * has a write without « Visualisation » (the editor must tick it, or untick the write).
 */
export function validateHabilitationMatrix(habilitations: readonly Habilitation[]): ValidationResult {
  const { code, template } = staffAccountsCatalogue.writeWithoutRead;
  return areasWithWriteWithoutRead(habilitations).map((area) =>
    issue(code, renderCatalogueTemplate(template, { zone: BACK_OFFICE_AREA_LABELS[area] })),
  );
}

/** Whether these habilitations still let their holder change habilitations (`habilitations` read + update). */
export function keepsHabilitationsManagement(habilitations: readonly Habilitation[]): boolean {
  return isAllowed(habilitations, 'habilitations', 'update');
}

/** What a change of habilitations adds and withdraws (keys `area:action`, matrix order). */
export function habilitationChanges(
  before: readonly Habilitation[],
  after: readonly Habilitation[],
): { readonly added: string[]; readonly removed: string[] } {
  const had = new Set(before.map(habilitationKey));
  const has = new Set(after.map(habilitationKey));
  return {
    added: normalizeHabilitations(after)
      .map(habilitationKey)
      .filter((key) => !had.has(key)),
    removed: normalizeHabilitations(before)
      .map(habilitationKey)
      .filter((key) => !has.has(key)),
  };
}
