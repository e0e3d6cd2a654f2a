#!/usr/bin/env node
// `npm run start:cluster`: the production shape on one machine — 2 server processes (CLUSTER_INSTANCES) on one
// PostgreSQL behind Debian's nginx (least connections) on http://127.0.0.1:8080 (CLUSTER_PORT). PostgreSQL: DATABASE_URL,
// else a throwaway cluster of Debian's postgresql (removed on Ctrl+C). nginx and postgresql are installed with
// apt-get when run as root, otherwise the command is printed. The UI is served from ui/dist (run `npm start`
// or `npm run build` once first).
import { startCluster } from '../server/src/testing/cluster.ts';
import { startPostgres } from '../server/src/testing/postgres-cluster.ts';

const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error('Lancez-le par « npm run start:cluster » (Node 24 installé en dépendance).');
  process.exit(1);
}
let postgres;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  postgres = await startPostgres();
  if ('skipReason' in postgres) {
    console.error(`${postgres.skipReason}\nInstall it with: sudo apt-get install -y postgresql`);
    process.exit(1);
  }
  databaseUrl = postgres.url;
}
const cluster = await startCluster({
  databaseUrl,
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  port: Number(process.env.CLUSTER_PORT ?? 8080),
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
}).catch((error) => {
  postgres?.stop();
  throw error;
});
console.log(
  [
    `Portail adhérent — ${cluster.instances.length} instances derrière nginx : ${cluster.url}/`,
    ...cluster.instances.map(
      (instance, n) => `  instance ${n + 1} : ${instance.baseUrl}/ (pid ${instance.child.pid})`,
    ),
    `Base de données : ${postgres ? 'PostgreSQL jetable (supprimé à l’arrêt)' : 'DATABASE_URL'}`,
    'Ctrl+C pour tout arrêter.',
  ].join('\n'),
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().finally(() => {
      postgres?.stop();
      process.exit(0);
    });
  });
}
