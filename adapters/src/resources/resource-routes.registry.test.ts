import { PortalDeveloperError } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { PORTAL_RESOURCE_ROUTES, ResourceRoutesRegistry } from './resource-routes.registry.ts';

describe('ResourceRoutesRegistry', () => {
  const registry = new ResourceRoutesRegistry({
    courriers: { route: '/adherent/courriers' },
    habilitations: { route: '/habilitations', adminOnly: true },
    referentiel: { route: 'referentiel/country', cacheTtlMs: 0 },
  });

  it('resolves a member resource under /api', () => {
    expect(registry.resolve('courriers')).toEqual({ path: '/api/adherent/courriers', cacheTtlMs: undefined });
  });

  it('resolves an admin-only resource under /api/admin', () => {
    expect(registry.resolve('habilitations').path).toBe('/api/admin/habilitations');
  });

  it('keeps the per-resource cache duration and normalises the leading slash', () => {
    expect(registry.resolve('referentiel')).toEqual({ path: '/api/referentiel/country', cacheTtlMs: 0 });
  });

  it('throws the developer error when a kind has no entry', () => {
    expect(() => registry.resolve('remboursements')).toThrow(PortalDeveloperError);
    expect(() => registry.resolve('remboursements')).toThrow(
      'No registry entry for model "remboursements": the model must be added to the resource routes.',
    );
    let thrown: unknown;
    try {
      registry.resolve('remboursements');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'DEV.MISSING_RESOURCE_ROUTE' });
  });

  it('routes every default admin-only resource under /api/admin and the others under /api', () => {
    const defaults = new ResourceRoutesRegistry();
    for (const [kind, entry] of Object.entries(PORTAL_RESOURCE_ROUTES)) {
      const prefix = entry.adminOnly === true ? '/api/admin/' : '/api/';
      expect(defaults.resolve(kind).path.startsWith(prefix)).toBe(true);
    }
  });
});
