import type { CatalogueMessage } from '@portail/domain';
import type { PortError } from '../ports/port-error.ts';

/** A failed back-office call as shown: the server's own French message (catalogue code) else the HTTP default. */
export function staffFailure(error: PortError): CatalogueMessage {
  return Object.freeze({
    code: error.server?.code ?? error.code,
    message: error.server?.message ?? error.message,
    severity: 'danger',
  });
}
