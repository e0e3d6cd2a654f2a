import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_TARGET_DELAY_HOURS,
  parseTargetDelayHours,
  targetDelayText,
} from './target-delay-input.rules.ts';

describe('a target delay typed in « Délais de traitement »', () => {
  it('accepts every whole number of hours from 1 to 2160, spaces around ignored', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_TARGET_DELAY_HOURS }), (hours) => {
        expect(parseTargetDelayHours(` ${String(hours)} `)).toEqual({ ok: true, hours });
      }),
    );
  });

  it.each(['', '0', '2161', '4,5', '-3', '48h', 'douze', '1e2'])(
    'refuses « %s » with the French message',
    (typed) => {
      const parsed = parseTargetDelayHours(typed);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.issue.code).toBe('FLOW.BO_REQUEST_DELAY_INVALID');
        expect(parsed.issue.message).toContain('nombre entier d’heures');
      }
    },
  );

  it('reads whole days beside the hours', () => {
    expect(targetDelayText(48)).toBe('48 h (2 jours)');
    expect(targetDelayText(24)).toBe('24 h (1 jour)');
    expect(targetDelayText(36)).toBe('36 h');
  });
});
