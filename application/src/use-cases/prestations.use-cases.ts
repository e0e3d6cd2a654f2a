import type {
  CatalogueMessage,
  PrestationPrevoyance,
  PrestationStatementType,
  PrestationsView,
  PrestationTiersPayantPage,
} from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { PortError } from '../ports/port-error.ts';
import type { PrestationsPort } from '../ports/prestations.port.ts';
import type { ResourcePort } from '../ports/resource.port.ts';
import { err, ok, type Result } from '../result.ts';
import { failureToast } from './failure-toast.ts';

/** Resource kind of « Mes prestations » in the generic layer's route registry (`/v2/adherent/prestations`). */
export const PRESTATIONS_RESOURCE = 'prestations';

/** Labels of the data sources in 'Le chargement d'une source de données à échoué (…)'. */
export const PRESTATIONS_SOURCE_LABELS = Object.freeze({
  prevoyance: 'prestations prévoyance',
  tiersPayant: 'prestations tiers payant',
  export: 'export des prestations',
  print: 'relevé de prestations',
});

function failed(label: string, error: PortError): CatalogueMessage {
  return failureToast(dangerToastCatalogue.dataSourceLoadFailed, error, { label });
}

/** The prévoyance payments of the current contract; a failure is its §8 toast. */
export class LoadPrestationsPrevoyance {
  constructor(private readonly prestations: Pick<PrestationsPort, 'prevoyance'>) {}

  async execute(): Promise<Result<readonly PrestationPrevoyance[], CatalogueMessage>> {
    const result = await this.prestations.prevoyance();
    return result.ok ? ok(result.value) : err(failed(PRESTATIONS_SOURCE_LABELS.prevoyance, result.error));
  }
}

/** A page of tiers-payant payments. */
export class LoadPrestationsTiersPayant {
  constructor(private readonly prestations: Pick<PrestationsPort, 'tiersPayant'>) {}

  async execute(cursor?: string): Promise<Result<PrestationTiersPayantPage, CatalogueMessage>> {
    const result = await this.prestations.tiersPayant(cursor);
    return result.ok ? ok(result.value) : err(failed(PRESTATIONS_SOURCE_LABELS.tiersPayant, result.error));
  }
}

/** Downloads one view as CSV through the generic resource layer (`GET …/export?vue=`). */
export class ExportPrestations {
  constructor(private readonly resources: Pick<ResourcePort, 'export'>) {}

  async execute(view: PrestationsView): Promise<Result<void, CatalogueMessage>> {
    const result = await this.resources.export(PRESTATIONS_RESOURCE, { vue: view });
    return result.ok ? ok(undefined) : err(failed(PRESTATIONS_SOURCE_LABELS.export, result.error));
  }
}

/** Which statement: of one payment (`id`), or of a period (`RelevePrestationSante`, ISO dates). */
export type PrestationStatementRequest =
  | {
      readonly document: Exclude<PrestationStatementType, 'RelevePrestationSante'>;
      readonly id: string;
    }
  | { readonly document: 'RelevePrestationSante'; readonly dateDebut?: string; readonly dateFin?: string };

/** Opens a statement (PDF) in a new tab through the generic resource layer (`GET …/print`). */
export class PrintPrestationStatement {
  constructor(private readonly resources: Pick<ResourcePort, 'print'>) {}

  async execute(request: PrestationStatementRequest): Promise<Result<void, CatalogueMessage>> {
    const result = await this.resources.print(PRESTATIONS_RESOURCE, { query: { ...request } });
    return result.ok ? ok(undefined) : err(failed(PRESTATIONS_SOURCE_LABELS.print, result.error));
  }
}
