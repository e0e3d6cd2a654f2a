import { describe, expect, it } from 'vitest';
import { DEFAULT_HABILITATIONS } from '../access/back-office-habilitations.ts';
import { adherentAccountStatus, adherentActionPossible, adherentActionsFor } from './adherent-account.ts';

const created = new Date('2026-11-01T10:00:00Z');
const account = {
  status: 'active' as const,
  createdAt: created,
  activatedAt: new Date('2026-11-01T11:00:00Z'),
  validLinkSentAt: null,
  lockedUntil: null,
};

describe('adherentAccountStatus', () => {
  it('tells « aucun » from « supprimé » by the deletion date', () => {
    expect(adherentAccountStatus({ account: null, deletedAt: null }).state).toBe('aucun');
    expect(adherentAccountStatus({ account: null, deletedAt: created })).toEqual({
      state: 'supprime',
      since: created,
      until: null,
    });
  });

  it('says since when an activation waits, or that its link expired', () => {
    const sent = new Date('2026-11-20T08:00:00Z');
    expect(
      adherentAccountStatus({
        account: { ...account, status: 'pending', validLinkSentAt: sent },
        deletedAt: null,
      }),
    ).toEqual({ state: 'activation-en-attente', since: sent, until: null });
    expect(
      adherentAccountStatus({ account: { ...account, status: 'pending' }, deletedAt: null }),
    ).toMatchObject({
      state: 'demande',
      since: created,
    });
  });

  it('shows a running lock with its end, else the activation date', () => {
    const until = new Date('2026-11-26T12:15:00Z');
    expect(adherentAccountStatus({ account: { ...account, lockedUntil: until }, deletedAt: null })).toEqual({
      state: 'verrouille',
      since: null,
      until,
    });
    expect(adherentAccountStatus({ account, deletedAt: null })).toEqual({
      state: 'actif',
      since: account.activatedAt,
      until: null,
    });
  });
});

describe('adherent actions', () => {
  it('offers each action only in the states that allow it', () => {
    expect(adherentActionPossible('relance-activation', 'activation-en-attente', false)).toBe(true);
    expect(adherentActionPossible('relance-activation', 'actif', false)).toBe(false);
    expect(adherentActionPossible('deverrouillage', 'verrouille', false)).toBe(true);
    expect(adherentActionPossible('desactivation-double-authentification', 'actif', false)).toBe(false);
    expect(adherentActionPossible('creation-compte', 'supprime', false)).toBe(true);
    expect(adherentActionPossible('creation-compte', 'actif', false)).toBe(false);
  });

  it('keeps to the caller’s habilitations: a consultant reads only', () => {
    expect(adherentActionsFor(DEFAULT_HABILITATIONS.Gestionnaire, 'actif', true)).toEqual([
      'reinitialisation-mot-de-passe',
      'desactivation-double-authentification',
    ]);
    expect(adherentActionsFor(DEFAULT_HABILITATIONS.Gestionnaire, 'aucun', false)).toEqual([
      'creation-compte',
    ]);
    expect(adherentActionsFor(DEFAULT_HABILITATIONS.Consultant, 'aucun', false)).toEqual([]);
  });
});
