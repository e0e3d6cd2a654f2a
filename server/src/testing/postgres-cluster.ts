import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL server for the parity tests: TEST_DATABASE_URL, or a throwaway local cluster. */
export interface PostgresTarget {
  readonly url: string;
  stop(): void;
}

/** The directory of Debian's `initdb` and `pg_ctl` (PATH first, then the newest /usr/lib/postgresql/N/bin). */
export function findPostgresBinDir(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'dirname "$(command -v pg_ctl)"'], { encoding: 'utf8' });
  const candidates = [
    ...(onPath.status === 0 && onPath.stdout.trim() !== '.' ? [onPath.stdout.trim()] : []),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * `TEST_DATABASE_URL` when set (a dedicated, disposable database: tests truncate it), else a cluster
 * started from Debian's `postgresql` binaries in a temporary directory (as the `postgres` user when
 * running as root), else a reason to skip.
 */
export async function startPostgres(): Promise<PostgresTarget | { readonly skipReason: string }> {
  const given = process.env['TEST_DATABASE_URL'];
  if (given) return { url: given, stop: () => undefined };
  const bin = findPostgresBinDir();
  if (!bin) {
    return {
      skipReason: 'no PostgreSQL server: set TEST_DATABASE_URL or install Debian\'s "postgresql" package',
    };
  }
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portail-pg-'));
  const run = (tool: string, args: string[]): void => {
    const command = root ? 'runuser' : join(bin, tool);
    const fullArgs = root ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: 'pipe' });
  };
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
