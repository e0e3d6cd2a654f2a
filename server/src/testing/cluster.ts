import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/** N server processes on one PostgreSQL behind Debian's nginx (least connections, round-robin among equals), on loopback. */
export interface Cluster {
  /** The balancer, e.g. http://127.0.0.1:8080 */
  readonly url: string;
  readonly instances: readonly ServerProcess[];
  /** Process id of nginx's master (its worker is its child). */
  readonly nginxPid: number | undefined;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  readonly databaseUrl: string;
  readonly instances: number;
  /** Port of nginx (0: a free one). */
  readonly port: number;
  readonly env?: Readonly<Record<string, string>>;
  /** Per instance, the CPUs it may run on (`taskset -c`); unpinned when absent. */
  readonly cpus?: readonly (string | undefined)[];
}

/** Debian's nginx binary, installed with apt-get when missing and run as root; else the command is printed. */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (found) return found;
  const command = 'apt-get update && apt-get install -y nginx-light || apt-get install -y nginx';
  if (process.getuid?.() !== 0)
    throw new Error(`nginx is required. Install it with: sudo sh -c '${command}'`);
  execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${command} >/tmp/apt-nginx.log 2>&1`], {
    stdio: 'inherit',
  });
  return ensureNginx();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The nginx configuration: `least_conn` over `ports` (the instance with the fewest requests in flight, round-robin
 * among equals), keep-alive upstreams, the balancer's request id and client IP passed on. Plain round-robin was
 * measured to send nearly every sign-in form to one instance: each sign-in is a quick GET of the page then the
 * argon2id POST, and strict alternation over two instances locked onto that pair (233 of 237 POSTs on one
 * instance, bench:scale) — least connections sends the next request to the instance that is not hashing.
 */
export function nginxConfig(dir: string, port: number, ports: readonly number[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join('\n  ');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
  access_log off;
  ${temp}
  client_max_body_size 25m;
  upstream portail {
    least_conn;
    ${ports.map((p) => `server 127.0.0.1:${String(p)} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${String(port)};
    location / {
      proxy_pass http://portail;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

async function waitFor(url: string, nginx: ChildProcess, log: () => string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${log()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx not answering ${url}:\n${log()}`);
}

/** Starts the instances together (they share the migrations under the advisory lock), then nginx in front. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginxBin = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'portail-cluster-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, name));
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${String(port)}`;
  const common = {
    DATABASE_URL: options.databaseUrl,
    PORTAL_SECRET: process.env['PORTAL_SECRET'] ?? randomBytes(32).toString('base64url'),
    PUBLIC_URL: process.env['PUBLIC_URL'] ?? url,
    TRUST_PROXY: 'true',
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...options.env,
  };
  const instances = await Promise.all(
    Array.from({ length: options.instances }, (_, n) =>
      startServerProcess({ ...common, DATA_DIR: join(dir, `instance-${String(n + 1)}`) }, 120_000, {
        cpus: options.cpus?.[n],
      }),
    ),
  );
  const ports = instances.map((instance) => Number(new URL(instance.baseUrl).port));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, ports));
  const nginx = spawn(nginxBin, ['-e', join(dir, 'error.log'), '-p', dir, '-c', conf], { stdio: 'pipe' });
  let log = '';
  nginx.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const stop = async (): Promise<void> => {
    nginx.kill('SIGQUIT');
    await Promise.all(instances.map((instance) => instance.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/readyz`, nginx, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, instances, nginxPid: nginx.pid, stop };
}
