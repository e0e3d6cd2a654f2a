import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_DURATION_MS,
  consultationAgentRole,
  consultationBannerText,
  consultationDurationMinutes,
  consultationMinutesLeft,
} from './consultation-banner.ts';

const start = new Date('2026-11-27T10:00:00Z');
const endsAt = new Date(start.getTime() + CONSULTATION_DURATION_MS);

describe('consultation banner', () => {
  it('says « fin dans 29 min » a few seconds after opening', () => {
    const text = consultationBannerText(
      { adherent: 'Marie Dupont', agentPrenom: 'Camille', agentRole: 'Consultant', endsAt },
      new Date(start.getTime() + 5_000),
    );
    expect(text).toBe(
      "Consultation de l'espace de Marie Dupont par Camille (Consultant) — lecture seule — fin dans 29 min",
    );
  });

  it('counts whole minutes down to 0, never below', () => {
    expect(consultationMinutesLeft(endsAt, new Date(endsAt.getTime() - 61_000))).toBe(1);
    expect(consultationMinutesLeft(endsAt, new Date(endsAt.getTime() - 59_000))).toBe(0);
    expect(consultationMinutesLeft(endsAt, new Date(endsAt.getTime() + 60_000))).toBe(0);
  });

  it('gives a duration of at least one minute', () => {
    expect(consultationDurationMinutes(start, new Date(start.getTime() + 10_000))).toBe(1);
    expect(consultationDurationMinutes(start, endsAt)).toBe(30);
  });

  it('names the first staff role other than BackEndUser by its label', () => {
    const labels = { Admin: 'Administrateur Digital', Consultant: 'Consultant', BackEndUser: 'BackEndUser' };
    expect(consultationAgentRole(['BackEndUser', 'Admin'], labels)).toBe('Administrateur Digital');
    expect(consultationAgentRole(['Consultant', 'BackEndUser'], labels)).toBe('Consultant');
  });
});
