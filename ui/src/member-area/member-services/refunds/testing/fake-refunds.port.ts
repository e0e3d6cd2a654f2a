import type { PortResult, RefundsPort } from '@portail/application';
import { ok } from '@portail/application';
import type { CareActPage, RefundsSummary } from '@portail/domain';

/** A RefundsPort with no acts (for fixtures whose tests do not look at the refunds). */
export class FakeRefunds implements RefundsPort {
  listActs(): PortResult<CareActPage> {
    return Promise.resolve(ok({ actes: [], suivant: null }));
  }
  summary(): PortResult<RefundsSummary> {
    return Promise.resolve(ok({ mois: [], beneficiaires: [] }));
  }
  exportActs(): PortResult<void> {
    return Promise.resolve(ok(undefined));
  }
  printStatement(): PortResult<void> {
    return Promise.resolve(ok(undefined));
  }
}
