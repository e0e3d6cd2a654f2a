import type { PrestationPrevoyance, PrestationTiersPayantPage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { PortError, PortResult } from '../ports/port-error.ts';
import type { PrestationsPort } from '../ports/prestations.port.ts';
import type { ResourcePort, ResourceQuery } from '../ports/resource.port.ts';
import { err, ok, type Result } from '../result.ts';
import {
  ExportPrestations,
  LoadPrestationsPrevoyance,
  LoadPrestationsTiersPayant,
  PrintPrestationStatement,
} from './prestations.use-cases.ts';
import { aPortError } from './test-support/mothers.ts';

class ScriptedPrestations implements PrestationsPort, Pick<ResourcePort, 'export' | 'print'> {
  readonly calls: unknown[][] = [];
  constructor(private readonly failure?: PortError) {}

  private answer<T>(value: T, ...args: unknown[]): PortResult<T> {
    this.calls.push(args);
    return Promise.resolve(this.failure === undefined ? ok(value) : err(this.failure));
  }
  prevoyance(): PortResult<readonly PrestationPrevoyance[]> {
    return this.answer([]);
  }
  tiersPayant(cursor?: string): PortResult<PrestationTiersPayantPage> {
    return this.answer({ paiements: [], suivant: 'c2' }, cursor);
  }
  export(kind: string, query?: ResourceQuery): PortResult<void> {
    return this.answer(undefined, kind, query);
  }
  print(kind: string, options?: { readonly query?: ResourceQuery }): PortResult<void> {
    return this.answer(undefined, kind, options);
  }
}

function toastOf(result: Result<unknown, { message: string }>): string {
  if (result.ok) throw new Error('expected a failure');
  return result.error.message;
}

describe('prestations use cases', () => {
  it('pass the cursor through and give back the page', async () => {
    const port = new ScriptedPrestations();
    expect(await new LoadPrestationsTiersPayant(port).execute('c1')).toEqual(
      ok({ paiements: [], suivant: 'c2' }),
    );
    expect(port.calls).toEqual([['c1']]);
  });

  it('export and print through the generic resource layer, kind « prestations »', async () => {
    const port = new ScriptedPrestations();
    await new ExportPrestations(port).execute('tiers-payant');
    await new PrintPrestationStatement(port).execute({ document: 'RelevePrestationPrevoyance', id: 'V1' });
    await new PrintPrestationStatement(port).execute({
      document: 'RelevePrestationSante',
      dateDebut: '2026-01-01',
    });
    expect(port.calls).toEqual([
      ['prestations', { vue: 'tiers-payant' }],
      ['prestations', { query: { document: 'RelevePrestationPrevoyance', id: 'V1' } }],
      ['prestations', { query: { document: 'RelevePrestationSante', dateDebut: '2026-01-01' } }],
    ]);
  });

  it('turn each failure into « Le chargement d’une source de données à échoué (…) » naming the source', async () => {
    const down = new ScriptedPrestations(aPortError(503, { message: 'Service indisponible.' }));
    expect(toastOf(await new LoadPrestationsPrevoyance(down).execute())).toContain(
      "Le chargement d'une source de données à échoué (prestations prévoyance)",
    );
    expect(toastOf(await new LoadPrestationsTiersPayant(down).execute())).toContain(
      '(prestations tiers payant)',
    );
    expect(toastOf(await new ExportPrestations(down).execute('prevoyance'))).toContain(
      '(export des prestations)',
    );
    const print = await new PrintPrestationStatement(down).execute({
      document: 'RelevePrestationSanteTiers',
      id: 'T1',
    });
    expect(toastOf(print)).toContain('(relevé de prestations)');
    expect(print.ok ? null : print.error.detail).toBe('Service indisponible.');
  });
});
