import type { TestProject } from 'vitest/node';
import { startReferenceServer } from '../../e2e/support/reference-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Reference server of the demo tenant (every feature on), shared by the demo and keyboard suites. */
    a11yDemoBaseUrl: string;
    /** Reference server of the features-off tenant. */
    a11yFeaturesOffBaseUrl: string;
  }
}

/**
 * Starts the two reference servers of the accessibility suites once, side by side (each start migrates and
 * seeds a fresh data directory: the longest fixed cost of the step), and stops them at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [demo, featuresOff] = await Promise.all([
    startReferenceServer(),
    startReferenceServer({ tenantConfig: 'server/config/tenant.features-off.json' }),
  ]);
  project.provide('a11yDemoBaseUrl', demo.baseUrl);
  project.provide('a11yFeaturesOffBaseUrl', featuresOff.baseUrl);
  return async () => {
    await Promise.all([demo.stop(), featuresOff.stop()]);
  };
}
