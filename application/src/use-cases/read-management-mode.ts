import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue, isManualManagementMode } from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import { failureToast } from './failure-toast.ts';

/** How the insurer handles an act (spec §7 getModeGestion), as a form needs it. */
export interface ManagementModeReading {
  /** Manual management mode: the form asks the supporting document (a RIB…). */
  readonly isManualMode: boolean;
  /** 'Erreur lors de la récupération du mode de gestion.' when the mode could not be read (automatic then). */
  readonly toast: CatalogueMessage | undefined;
}

/** Reads an act's management mode; a failure reads as automatic with the catalogue's toast. */
export async function readManagementMode(
  identity: Pick<IdentityPort, 'getModeGestion'>,
  actKey: string,
): Promise<ManagementModeReading> {
  const mode = await identity.getModeGestion(actKey);
  return {
    isManualMode: mode.ok && isManualManagementMode(mode.value),
    toast: mode.ok ? undefined : failureToast(dangerToastCatalogue.managementModeFetchFailed, mode.error),
  };
}
