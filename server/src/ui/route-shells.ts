import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Serializable } from 'node:child_process';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** One public route's pre-rendered HTML (what `#root` holds), for a hash path and query. */
export interface RouteShell {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly html: string;
  /** The purpose of the link token the route checks first (its variants follow the check's answer). */
  readonly check?: string;
  /** A variant shown after the token check ('form', 'invalid-link'). */
  readonly variant?: string;
}

/** What the UI's pre-rendering gives: the shells, the CSS they use, the inline script choosing one. */
export interface RouteShellSet {
  readonly shells: readonly RouteShell[];
  readonly criticalCss: string;
  readonly inlineScript: string;
}

/** Where the UI build puts its pre-rendering entry (ui/vite.config.ts, PRERENDER_MODE). */
export const PRERENDER_WORKER = join('server', 'prerender.worker.js');
/** Longest a rendering may take before it is given up (the page is then served without shells). */
const RENDER_TIMEOUT_MS = 60_000;

type WorkerMessage =
  | { readonly type: 'get'; readonly id: number; readonly path: string }
  | ({ readonly type: 'done' } & RouteShellSet)
  | { readonly type: 'failed'; readonly message: string };

export interface RenderInput {
  readonly distDir: string;
  readonly stylesheets: readonly string[];
  readonly body: string;
}

/**
 * Runs the UI's pre-rendering in a child process (its memory goes back to the system when it ends: a worker
 * thread's stayed in this process, ≈ 10-30 MiB of RSS): every API GET it asks for is answered by the
 * application itself (`inject`: same handlers, caches and checks as a browser's request).
 */
export function renderRouteShells(
  app: Pick<FastifyInstance, 'inject'>,
  input: RenderInput,
): Promise<RouteShellSet> {
  return new Promise((resolve, reject) => {
    const worker = fork(join(input.distDir, PRERENDER_WORKER), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => finish(new Error('pre-rendering timed out')), RENDER_TIMEOUT_MS);
    let settled = false;
    const finish = (outcome: RouteShellSet | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.kill();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    worker.on('error', (error) => finish(error));
    worker.on('exit', () => finish(new Error('pre-rendering worker exited without a result')));
    const send = (message: unknown) => {
      if (worker.connected) worker.send(message as Serializable);
    };
    send({ type: 'start', input });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'done') {
        finish({
          shells: message.shells,
          criticalCss: message.criticalCss,
          inlineScript: message.inlineScript,
        });
      } else if (message.type === 'failed') {
        finish(new Error(message.message));
      } else if (message.type === 'get' && message.path.startsWith('/api/')) {
        void app
          .inject({ method: 'GET', url: message.path, headers: { accept: 'application/json' } })
          .then((response) => {
            const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
            send({
              type: 'answer',
              id: message.id,
              status: response.statusCode,
              body: json ? (JSON.parse(response.body) as unknown) : null,
            });
          })
          // The application closed meanwhile (SIGTERM during start-up's rendering): the rendering is given up.
          .catch((error: unknown) => finish(error instanceof Error ? error : new Error(String(error))));
      }
    });
  });
}

/** Digest of what the shells were rendered from: a new one means the shells may be stale. */
export function shellInputKey(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * The shells of the current content, rendered again (in the background) when the key of what they show
 * changes; `current` answers null while no shell matches the key, so a page is never served with stale
 * content (it then opens on the generic loading shell). A failed rendering is logged and tried again at
 * the next change of key.
 */
export class RouteShellCache {
  readonly #render: () => Promise<RouteShellSet>;
  readonly #log: Pick<FastifyBaseLogger, 'warn'>;
  #ready: { readonly key: string; readonly set: RouteShellSet } | null = null;
  #renderingKey: string | null = null;
  #failedKey: string | null = null;

  constructor(render: () => Promise<RouteShellSet>, log: Pick<FastifyBaseLogger, 'warn'>) {
    this.#render = render;
    this.#log = log;
  }

  /** True when the UI build has a pre-rendering entry. */
  static available(distDir: string): boolean {
    return existsSync(join(distDir, PRERENDER_WORKER));
  }

  current(key: string): RouteShellSet | null {
    if (this.#ready?.key === key) return this.#ready.set;
    if (this.#renderingKey === null && this.#failedKey !== key) void this.#refresh(key);
    return null;
  }

  /** Renders for `key` (resolves when done, whatever the outcome). */
  async #refresh(key: string): Promise<void> {
    this.#renderingKey = key;
    try {
      this.#ready = { key, set: await this.#render() };
    } catch (error: unknown) {
      this.#failedKey = key;
      this.#log.warn({ err: error }, 'route shells could not be pre-rendered');
    } finally {
      this.#renderingKey = null;
    }
  }

  /** Waits for a rendering of `key` (start-up warm-up and tests). */
  async warm(key: string): Promise<RouteShellSet | null> {
    if (this.#ready?.key !== key && this.#renderingKey === null) await this.#refresh(key);
    while (this.#renderingKey !== null) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.current(key);
  }
}
