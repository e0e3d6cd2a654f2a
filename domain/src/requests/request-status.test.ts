import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REQUEST_STATUSES,
  changeRequestStatus,
  canChangeRequestStatus,
  isRequestOpen,
  nextRequestStatuses,
  requestStatusLabel,
} from './request-status.ts';

describe('request statuses', () => {
  it('follows Envoyée → En cours de traitement → Complément demandé → Acceptée / Refusée → Clôturée', () => {
    expect(canChangeRequestStatus('envoyee', 'en-cours')).toBe(true);
    expect(canChangeRequestStatus('en-cours', 'complement-demande')).toBe(true);
    expect(canChangeRequestStatus('complement-demande', 'en-cours')).toBe(true);
    expect(canChangeRequestStatus('en-cours', 'acceptee')).toBe(true);
    expect(canChangeRequestStatus('en-cours', 'refusee')).toBe(true);
    expect(canChangeRequestStatus('acceptee', 'cloturee')).toBe(true);
    expect(canChangeRequestStatus('refusee', 'cloturee')).toBe(true);
  });

  it('never goes back to Envoyée, never leaves Clôturée, never reopens a decision', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REQUEST_STATUSES), (from) => {
        expect(canChangeRequestStatus(from, 'envoyee')).toBe(false);
        expect(canChangeRequestStatus('cloturee', from)).toBe(false);
        expect(canChangeRequestStatus('acceptee', from)).toBe(from === 'cloturee');
        expect(canChangeRequestStatus('refusee', from)).toBe(from === 'cloturee');
        expect(canChangeRequestStatus(from, from)).toBe(false);
      }),
    );
  });

  it('reaches Clôturée from every status by allowed steps', () => {
    for (const start of REQUEST_STATUSES) {
      const seen = new Set([start]);
      const queue = [start];
      for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
        for (const next of nextRequestStatuses(current)) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      expect(seen.has('cloturee'), start).toBe(true);
    }
  });

  it('answers a refused change with a French message naming both statuses', () => {
    expect(changeRequestStatus('en-cours', 'acceptee')).toEqual({ ok: true, status: 'acceptee' });
    const refused = changeRequestStatus('cloturee', 'en-cours');
    expect(refused).toEqual({
      ok: false,
      issue: {
        code: 'REQUEST.TRANSITION_NOT_ALLOWED',
        message: 'Une demande « Clôturée » ne peut pas passer à « En cours de traitement ».',
      },
    });
  });

  it('labels each status in French and tells the open ones', () => {
    expect(REQUEST_STATUSES.map(requestStatusLabel)).toEqual([
      'Envoyée',
      'En cours de traitement',
      'Complément demandé',
      'Acceptée',
      'Refusée',
      'Clôturée',
    ]);
    expect(REQUEST_STATUSES.filter(isRequestOpen)).toEqual(['envoyee', 'en-cours', 'complement-demande']);
  });
});
