import { HttpFaqAdapter, HttpSecurityCodeAdapter } from '@portail/adapters';
import type { HttpAdapterOptions } from '@portail/adapters';
import type { Container } from 'inversify';
import { FAQ_PORT, SECURITY_CODE_PORT } from '../platform/port.tokens.ts';

/**
 * Part of the composition root, downloaded on demand (see bindHttpAdapters): the ports the public routes
 * need beyond the first load (FAQ, security codes), on the same options as the others. The member area's
 * ports come with member-http-adapters.bindings.ts.
 */
export function bindDeferredHttpAdapters(container: Container, options: HttpAdapterOptions): void {
  container.bind(FAQ_PORT.key).toConstantValue(new HttpFaqAdapter(options));
  container.bind(SECURITY_CODE_PORT.key).toConstantValue(new HttpSecurityCodeAdapter(options));
}
