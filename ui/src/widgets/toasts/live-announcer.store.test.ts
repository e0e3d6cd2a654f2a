import { describe, expect, it } from 'vitest';
import { LiveAnnouncerStore } from './live-announcer.store.ts';

describe('live announcer', () => {
  it('puts a polite message in the status region and clears the alert region', () => {
    const announcer = new LiveAnnouncerStore();
    announcer.announce('Erreur', 'assertive');
    announcer.announce('Demande réalisée');
    expect(announcer.polite).toBe('Demande réalisée');
    expect(announcer.assertive).toBe('');
  });

  it('puts an assertive message in the alert region', () => {
    const announcer = new LiveAnnouncerStore();
    announcer.announce('La création du compte a échoué.', 'assertive');
    expect(announcer.assertive).toBe('La création du compte a échoué.');
    expect(announcer.polite).toBe('');
  });

  it('changes the sequence for a repeated message so it is announced again', () => {
    const announcer = new LiveAnnouncerStore();
    announcer.announce('Demande réalisée');
    const first = announcer.sequence;
    announcer.announce('Demande réalisée');
    expect(announcer.sequence).not.toBe(first);
  });

  it('clears both regions', () => {
    const announcer = new LiveAnnouncerStore();
    announcer.announce('x', 'assertive');
    announcer.clear();
    expect([announcer.polite, announcer.assertive]).toEqual(['', '']);
  });
});
