import type { ContractsPort, NavigationPort, SessionStoragePort } from '@portail/application';
import { HttpContractsAdapter, storageRequestContext } from '@portail/adapters';
import type { Container } from 'inversify';
import { MEMBER_AREA } from '../../member-area/member-area.tokens.ts';
import type { ServiceResolver } from '../platform/service-token.ts';
import type { MemberArea } from '../../member-area/member-area.assembly.ts';
import type { HttpHost } from './http-adapters.bindings.ts';

/**
 * Part of the composition root: the member area (route `espace`). Its code — use cases, view-models,
 * screens, dialogs — downloads with the route, once per page load; only this factory is part of the first
 * load. The area gets
 * its own contracts adapter, built on the navigation it is given (spec §7: a contracts failure shows its
 * error body in the static modal, even a 503, where the shared adapters go to the outage page).
 */
export function bindMemberArea(container: Container, host: HttpHost): void {
  const services: ServiceResolver = { get: (token) => container.get(token.key) };
  const contracts = (navigation: NavigationPort, storage: SessionStoragePort): ContractsPort =>
    new HttpContractsAdapter({
      baseUrl: host.apiBaseUrl,
      fetch: (request) => host.window.fetch(request),
      navigation,
      context: storageRequestContext(storage),
    });
  // One member area per page load: the shell keeps its state while the member moves between its screens.
  let area: Promise<MemberArea> | undefined;
  container.bind(MEMBER_AREA.key).toConstantValue(() => {
    area ??= import('../../member-area/member-area.entry.ts').then(
      (entry) => entry.createMemberArea(services, contracts, host.window),
      (error: unknown) => {
        area = undefined; // a chunk that failed to download may be fetched again
        throw error;
      },
    );
    return area;
  });
}
