import type { CareActPage, CatalogueMessage, RefundsFilter, RefundsSummary } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { PortError } from '../ports/port-error.ts';
import type { RefundsPort } from '../ports/refunds.port.ts';
import { err, ok, type Result } from '../result.ts';
import { failureToast } from './failure-toast.ts';

/** Labels of the data sources in 'Le chargement d'une source de données à échoué (…)'. */
export const REFUNDS_SOURCE_LABELS = Object.freeze({
  list: 'remboursements',
  summary: 'synthèse des remboursements',
  export: 'export des remboursements',
  print: 'relevé de remboursements',
});

function failed(label: string, error: PortError): CatalogueMessage {
  return failureToast(dangerToastCatalogue.dataSourceLoadFailed, error, { label });
}

/** A page of the list; a failure is its §8 toast. */
export class LoadCareActs {
  constructor(private readonly refunds: Pick<RefundsPort, 'listActs'>) {}

  async execute(filter: RefundsFilter, cursor?: string): Promise<Result<CareActPage, CatalogueMessage>> {
    const result = await this.refunds.listActs(filter, cursor);
    return result.ok ? ok(result.value) : err(failed(REFUNDS_SOURCE_LABELS.list, result.error));
  }
}

/** The 12-month summary (chart) and the beneficiaries of the filter. */
export class LoadRefundsSummary {
  constructor(private readonly refunds: Pick<RefundsPort, 'summary'>) {}

  async execute(): Promise<Result<RefundsSummary, CatalogueMessage>> {
    const result = await this.refunds.summary();
    return result.ok ? ok(result.value) : err(failed(REFUNDS_SOURCE_LABELS.summary, result.error));
  }
}

/** Downloads the filtered list (CSV). */
export class ExportRefunds {
  constructor(private readonly refunds: Pick<RefundsPort, 'exportActs'>) {}

  async execute(filter: RefundsFilter): Promise<Result<void, CatalogueMessage>> {
    const result = await this.refunds.exportActs(filter);
    return result.ok ? ok(undefined) : err(failed(REFUNDS_SOURCE_LABELS.export, result.error));
  }
}

/** Opens the « Relevé de remboursements » (PDF) of the filtered period in a new tab. */
export class PrintRefundsStatement {
  constructor(private readonly refunds: Pick<RefundsPort, 'printStatement'>) {}

  async execute(filter: RefundsFilter): Promise<Result<void, CatalogueMessage>> {
    const result = await this.refunds.printStatement(filter);
    return result.ok ? ok(undefined) : err(failed(REFUNDS_SOURCE_LABELS.print, result.error));
  }
}
