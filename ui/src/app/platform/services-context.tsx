import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ServiceResolver, ServiceToken } from './service-token.ts';

const ServicesContext = createContext<ServiceResolver | null>(null);

export function ServicesProvider({ services, children }: { services: ServiceResolver; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): ServiceResolver {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

/** The service registered under `token` by the composition root. */
export function useService<T>(token: ServiceToken<T>): T {
  return useServices().get(token);
}
