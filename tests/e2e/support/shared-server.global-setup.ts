import type { TestProject } from 'vitest/node';
import { startReferenceServer } from './reference-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Reference server of the demo tenant shared by the suites that only read its data (shared-server.ts). */
    e2eSharedBaseUrl: string;
  }
}

/**
 * Starts once, for the whole e2e run, the demo tenant's reference server that the read-only suites share
 * (support/shared-server.ts); with the large member, which the refunds suite reads. Stopped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startReferenceServer({ startTimeoutMs: 120_000, largeMember: true });
  project.provide('e2eSharedBaseUrl', server.baseUrl);
  return () => server.stop();
}
