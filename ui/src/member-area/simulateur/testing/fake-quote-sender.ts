import type { RequestForm, RequestFormInput } from '@portail/domain';
import { parseRequestForm } from '@portail/domain';
import type { QuoteSender } from '../send-quote-dialog.view-model.ts';

type QuoteSendOutcome = Awaited<ReturnType<QuoteSender['execute']>>;

/** Sends as « Mes demandes »' use case does: the domain's rules first (no call when refused), then the answer set. */
export class FakeQuoteSender implements QuoteSender {
  readonly sent: RequestForm[] = [];
  answer: QuoteSendOutcome | null = null;

  async execute(data: RequestFormInput, context: Parameters<QuoteSender['execute']>[1]) {
    const parsed = parseRequestForm(data, context);
    if (!parsed.ok) return { kind: 'invalid' as const, issues: parsed.issues };
    this.sent.push(parsed.form);
    if (this.answer === null) throw new Error('no answer set');
    return Promise.resolve(this.answer);
  }
}

/** A just-sent quote request as « Mes demandes » lists it. */
export function sentQuote(id: string, reference: string) {
  return {
    id,
    reference,
    kind: 'devis' as const,
    status: 'envoyee' as const,
    submittedAt: '2026-11-26T10:00:00.000Z',
    expectedAnswerAt: '2026-11-29T10:00:00.000Z',
    late: false,
  };
}
