import type { FaqQuestion, FaqRelatedQuestion } from '@portail/domain';
import type { PortError } from '../ports/port-error.ts';

/** FAQ audiences (userType of spec §7 FAQ): the public area, or a signed-in member. */
export const FAQ_AUDIENCES = Object.freeze({ public: 'public', member: 'adherent' });

/** A FAQ call that failed: the message of the error (server's, or the HTTP default). */
export interface FaqFailedOutcome {
  readonly kind: 'failed';
  readonly message: string;
  readonly error: PortError;
}

export function faqFailure(error: PortError): FaqFailedOutcome {
  return { kind: 'failed', message: error.message, error };
}

/** Throws for a blank audience: the caller always knows who reads the FAQ. */
export function requireFaqAudience(userType: string): string {
  const audience = userType.trim();
  if (audience === '') throw new Error('A FAQ call needs a userType');
  return audience;
}

/** Related questions in their display order. */
export function sortedRelated(related: readonly FaqRelatedQuestion[]): readonly FaqRelatedQuestion[] {
  return [...related].sort((a, b) => a.order - b.order);
}

export function withSortedRelated(question: FaqQuestion): FaqQuestion {
  return { ...question, related: sortedRelated(question.related) };
}
