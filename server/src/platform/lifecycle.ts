/** The process's place in its life, shared by the health routes and the SIGTERM handler (main.ts). */
export interface Lifecycle {
  /** Set on SIGTERM: /readyz answers 503 so the balancer stops sending new requests. */
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false };
}
