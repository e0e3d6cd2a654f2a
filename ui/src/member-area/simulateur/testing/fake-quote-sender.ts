import type { RequestForm, RequestFormInput } from '@portail/domain';
import { parseRequestForm } from '@portail/domain';
import type { QuoteSender, QuoteSendOutcome } from '../send-quote-dialog.view-model.ts';

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
