import {
  ExportPrestations,
  LoadPrestationsPrevoyance,
  LoadPrestationsTiersPayant,
  PrintPrestationStatement,
} from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import type { MemberAreaServices } from '../member-area.services.ts';
import { type ContractFamilyOf, PrestationsViewModel } from './prestations.view-model.ts';
import { PrevoyancePaymentsViewModel } from './prevoyance-payments.view-model.ts';
import { TiersPayantPaymentsViewModel } from './tiers-payant-payments.view-model.ts';

/** « Mes prestations »: its use cases over the prestations port and the generic resource layer. */
export function assemblePrestations(
  services: Pick<MemberAreaServices, 'prestations' | 'resources'>,
  notify: (message: CatalogueMessage) => void,
  family: ContractFamilyOf,
): PrestationsViewModel {
  const exportCsv = new ExportPrestations(services.resources);
  const print = new PrintPrestationStatement(services.resources);
  return new PrestationsViewModel(
    new PrevoyancePaymentsViewModel({
      load: new LoadPrestationsPrevoyance(services.prestations),
      exportCsv,
      print,
      notify,
    }),
    new TiersPayantPaymentsViewModel({
      load: new LoadPrestationsTiersPayant(services.prestations),
      exportCsv,
      print,
      notify,
    }),
    family,
  );
}
