import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.ts';
import type { AppLogger } from './logger.ts';

export interface ShutdownOptions {
  readonly app: FastifyInstance;
  readonly lifecycle: Lifecycle;
  readonly logger: AppLogger;
  /** Between /readyz 503 and closing the listener, so the balancer stops sending first (SHUTDOWN_DELAY_MS). */
  readonly delayMs: number;
  /** In-flight requests still running after this are cut (default 10 s). */
  readonly graceMs?: number;
  /** Closed in order once the requests are done: the job queue (running jobs end), the mailer, the pool. */
  readonly resources: readonly { close(): Promise<void> }[];
}

/** How often connections left idle by an answered request are closed while draining. */
const IDLE_SWEEP_MS = 25;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The SIGTERM sequence: /readyz answers 503, then (after `delayMs`) the listener stops accepting
 * connections and idle keep-alive ones are closed, in-flight requests finish (at most `graceMs`, then their
 * connections are cut), then the job queue, the mailer and the pool close. Resolves with the drain time in ms; never throws.
 */
export async function gracefulShutdown(options: ShutdownOptions): Promise<number> {
  const started = performance.now();
  options.lifecycle.draining = true;
  // From now on every answer asks its client to close the connection (the balancer reconnects elsewhere).
  options.app.server.prependListener('request', (_request: unknown, response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  });
  if (options.delayMs > 0) await sleep(options.delayMs);
  const graceMs = options.graceMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), graceMs);
  });
  const closing = options.app.close().then(() => 'closed' as const);
  // A keep-alive connection whose request was in flight at close() becomes idle once answered: Node closes only
  // the connections idle at that moment, so the idle ones are swept until the close completes.
  const sweeper = setInterval(() => options.app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  if ((await Promise.race([closing, cut])) === 'cut') {
    options.logger.warn({ graceMs }, 'shutdown: requests still running after the grace period, cut');
    options.app.server.closeAllConnections();
    await closing.catch(() => undefined);
  }
  clearTimeout(timer);
  clearInterval(sweeper);
  for (const resource of options.resources) {
    await resource.close().catch((error: unknown) => {
      options.logger.error({ err: String(error) }, 'shutdown: close failed');
    });
  }
  const drainMs = Math.round(performance.now() - started);
  options.logger.info({ drainMs }, 'shutdown: done');
  return drainMs;
}
