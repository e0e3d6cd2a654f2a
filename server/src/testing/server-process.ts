import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const LISTENING = /À l'écoute sur (http:\/\/[^\s/]+)\//;

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** A real `server/src/main.ts` process (what `npm start` runs), listening on a free loopback port. */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
  /** Everything written on stdout and stderr so far. */
  output(): string;
  readonly exited: Promise<Exit>;
  /** Sends `signal` (default SIGTERM) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

export interface ServerProcessOptions {
  /**
   * CPUs the process may run on (`taskset -c`, e.g. '0' or '0,1'): its threads, libuv's included, and so its
   * argon2id concurrency (one hash per core it may use: os.availableParallelism() follows the affinity).
   */
  readonly cpus?: string | undefined;
}

/** Runs main.ts with `env` (added to this process's, PORT=0 unless given) and nothing else; no shell. */
export function runServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): {
  child: ChildProcess;
  output(): string;
  exited: Promise<Exit>;
} {
  // With npm start's V8 flag (scripts/start.mjs): a 2 MB young generation. taskset execs node (same pid).
  const node = [process.execPath, '--max-semi-space-size=2', MAIN];
  const [command = process.execPath, ...args] =
    options.cpus === undefined ? node : ['taskset', '-c', options.cpus, ...node];
  const child = spawn(command, args, {
    // The large member (24,000 care acts) is left out unless a test asks for it.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_LARGE_MEMBER: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited };
}

/** Starts main.ts and resolves once it listens (rejects with its output if it exits or takes > `timeoutMs`). */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const run = runServerProcess(env, options);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      run.child.kill('SIGKILL');
      reject(new Error(`server did not start in ${String(timeoutMs)} ms:\n${run.output()}`));
    }, timeoutMs);
    const check = (): void => {
      const match = LISTENING.exec(run.output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    run.child.stdout?.on('data', check);
    void run.exited.then((exit) => {
      clearTimeout(timer);
      reject(
        new Error(`server exited (${String(exit.code ?? exit.signal)}) before listening:\n${run.output()}`),
      );
    });
  });
  return {
    ...run,
    baseUrl,
    async stop(signal = 'SIGTERM') {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill(signal);
      return run.exited;
    },
  };
}
