import { err, ok } from '@portail/application';
import { FakeClock } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { aPortError } from '../testing/member-mothers.ts';
import { ConsultationBannerViewModel } from './consultation-banner.view-model.ts';
import { FakeConsultation } from './testing/fake-consultation.ts';

const START = new Date('2026-11-27T10:00:00Z');

function setup() {
  const clock = new FakeClock(START.getTime() + 4_000);
  const consultation = new FakeConsultation();
  const announced: string[] = [];
  const toasts: CatalogueMessage[] = [];
  let left = 0;
  const model = new ConsultationBannerViewModel(
    {
      consultation,
      clock,
      scheduler: clock,
      announce: (message) => announced.push(message),
      notify: (message) => toasts.push(message),
      leave: () => (left += 1),
    },
    {
      adherent: 'Marie Dupont',
      agentPrenom: 'Camille',
      agentRole: 'Consultant',
      endsAt: new Date(START.getTime() + 30 * 60_000),
    },
  );
  return { clock, consultation, announced, toasts, model, leftCount: () => left };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the consultation banner', () => {
  it('names the member, the agent and the minutes left, counting down each minute without announcing each', () => {
    const { clock, model, announced } = setup();
    model.start();
    expect(model.text).toBe(
      "Consultation de l'espace de Marie Dupont par Camille (Consultant) — lecture seule — fin dans 29 min",
    );
    clock.advance(60_000);
    expect(model.minutesLeft).toBe(28);
    expect(announced).toEqual([]);
    clock.advance(23 * 60_000);
    expect(model.minutesLeft).toBe(5);
    expect(announced).toEqual(['La consultation se termine dans 5 min.']);
  });

  it('goes back to the back office when the 30 minutes are over, saying so', () => {
    const { clock, model, announced, leftCount } = setup();
    model.start();
    clock.advance(30 * 60_000);
    expect(announced.at(-1)).toBe('La consultation est terminée : les 30 minutes sont écoulées.');
    expect(leftCount()).toBe(1);
    expect(model.minutesLeft).toBe(0);
  });

  it('records each screen once in a row, and leaves when the server says the consultation is over', async () => {
    const { consultation, model, leftCount } = setup();
    consultation.screenCall.answer(ok(undefined), err(aPortError(404)));
    await model.screenViewed('/');
    await model.screenViewed('/');
    expect(consultation.screenCall.count).toBe(1);
    expect(leftCount()).toBe(0);
    await model.screenViewed('/remboursements');
    expect(consultation.screenCall.lastCall()).toEqual(['/remboursements']);
    expect(leftCount()).toBe(1);
  });

  it('« Terminer » ends the consultation then leaves; a failure stays with a toast and the button back', async () => {
    const { consultation, model, toasts, leftCount } = setup();
    consultation.endCall.answer(err(aPortError(503)), ok(undefined));
    await model.end();
    expect(model.ending).toBe(false);
    expect(toasts).toHaveLength(1);
    expect(leftCount()).toBe(0);
    await model.end();
    await flush();
    expect(leftCount()).toBe(1);
  });
});
