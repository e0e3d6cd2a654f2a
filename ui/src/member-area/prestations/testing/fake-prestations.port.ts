import type { PortResult, PrestationsPort } from '@portail/application';
import { ok } from '@portail/application';
import type { PrestationPrevoyance, PrestationTiersPayantPage } from '@portail/domain';

/** A PrestationsPort with no payments (for fixtures whose tests do not look at « Mes prestations »). */
export class FakePrestations implements PrestationsPort {
  prevoyance(): PortResult<readonly PrestationPrevoyance[]> {
    return Promise.resolve(ok([]));
  }
  tiersPayant(): PortResult<PrestationTiersPayantPage> {
    return Promise.resolve(ok({ paiements: [], suivant: null }));
  }
}
