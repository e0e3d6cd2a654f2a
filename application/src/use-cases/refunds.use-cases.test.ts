import type { CareActPage, RefundsFilter, RefundsSummary } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { PortError, PortResult } from '../ports/port-error.ts';
import type { RefundsPort } from '../ports/refunds.port.ts';
import { err, ok, type Result } from '../result.ts';
import {
  ExportRefunds,
  LoadCareActs,
  LoadRefundsSummary,
  PrintRefundsStatement,
} from './refunds.use-cases.ts';
import { aPortError } from './test-support/mothers.ts';

class ScriptedRefunds implements RefundsPort {
  readonly calls: unknown[][] = [];
  constructor(private readonly failure?: PortError) {}

  private answer<T>(value: T, ...args: unknown[]): PortResult<T> {
    this.calls.push(args);
    return Promise.resolve(this.failure === undefined ? ok(value) : err(this.failure));
  }
  listActs(filter: RefundsFilter, cursor?: string): PortResult<CareActPage> {
    return this.answer({ actes: [], suivant: 'c2' }, filter, cursor);
  }
  summary(): PortResult<RefundsSummary> {
    return this.answer({ mois: [], beneficiaires: [] });
  }
  exportActs(filter: RefundsFilter): PortResult<void> {
    return this.answer(undefined, filter);
  }
  printStatement(filter: RefundsFilter): PortResult<void> {
    return this.answer(undefined, filter);
  }
}

function toastOf(result: Result<unknown, { message: string }>): string {
  if (result.ok) throw new Error('expected a failure');
  return result.error.message;
}

describe('refunds use cases', () => {
  it('pass the filter and the cursor through and give back the page', async () => {
    const port = new ScriptedRefunds();
    const result = await new LoadCareActs(port).execute({ typeSoin: 'optique' }, 'c1');
    expect(result).toEqual(ok({ actes: [], suivant: 'c2' }));
    expect(port.calls).toEqual([[{ typeSoin: 'optique' }, 'c1']]);
  });

  it('turn each failure into « Le chargement d’une source de données à échoué (…) » naming the source', async () => {
    const down = new ScriptedRefunds(
      aPortError(503, { message: 'Service des remboursements indisponible.' }),
    );
    expect(toastOf(await new LoadCareActs(down).execute({}))).toContain(
      "Le chargement d'une source de données à échoué (remboursements)",
    );
    expect(toastOf(await new LoadRefundsSummary(down).execute())).toContain('(synthèse des remboursements)');
    expect(toastOf(await new ExportRefunds(down).execute({}))).toContain('(export des remboursements)');
    expect(toastOf(await new PrintRefundsStatement(down).execute({}))).toContain(
      '(relevé de remboursements)',
    );
  });

  it('give the server’s message as the toast detail', async () => {
    const down = new ScriptedRefunds(
      aPortError(503, { message: 'Service des remboursements indisponible.' }),
    );
    const result = await new LoadCareActs(down).execute({});
    expect(result.ok ? null : result.error.detail).toBe('Service des remboursements indisponible.');
  });
});
