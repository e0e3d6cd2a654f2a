// `npm run bench:scale`: the same traffic against 1 and against 2 server processes behind Debian's nginx
// (least connections) on one PostgreSQL (a throwaway Debian cluster, or DATABASE_URL): sign-ins alone (argon2id-bound)
// and the mix of load.bench.ts (2 % sign-ins, 34 % CMS, 40 % FAQ, 24 % contracts). Closed loop: SCALE_CLIENTS
// clients (default 8) each sending its next operation when the previous one answered, SCALE_SECONDS (15) per
// phase. Prints throughput and p99 for both and the ratio (goal on 2+ free cores: ≥ 1.7× for sign-ins).
//
// Two placements, measured in the same run:
// - pinned (what one more instance on one more core gives): each instance on its own core with `taskset`, 1
//   instance on core 0 vs 2 instances on cores 0 and 1; an instance's argon2id concurrency follows the cores it
//   may use (one hash at a time here). The load client (this process), nginx and PostgreSQL are not pinned.
// - unpinned (as deployed on this machine): one instance already hashes on every core (one hash per core), so a
//   second instance on the same two cores cannot add CPU; printed for what it is.
// SCALE_ROUNDS rounds (default 2), in ABBA order (1, 2, 2, 1 instances…) so that a load drift of the shared
// machine hits both; medians. The CPU used per sign-in by the instances, PostgreSQL, nginx and the client
// (/proc) says what would limit the next core.
import { availableParallelism, loadavg } from 'node:os';
import { startPostgres } from '../../server/src/testing/postgres-cluster.ts';
import { printFigures, writeSuiteReport } from './support/bench-report.ts';
import type { ReportFigure } from './support/bench-report.ts';
import { postmasterOf } from './support/process-cpu.ts';
import {
  CLIENTS,
  type Measure,
  type Placement,
  SECONDS,
  type SignInCpu,
  measure,
} from './support/scale-measure.ts';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const ROUNDS = Number(process.env['SCALE_ROUNDS'] ?? 2);
const postgres = process.env['DATABASE_URL']
  ? { url: process.env['DATABASE_URL'], stop: () => undefined }
  : await startPostgres();
if ('skipReason' in postgres) throw new Error(postgres.skipReason);
const postmaster = await postmasterOf(Number(new URL(postgres.url).port));
const loadBefore = loadavg();
try {
  const results: Record<Placement, Record<1 | 2, Measure[]>> = {
    pinned: { 1: [], 2: [] },
    unpinned: { 1: [], 2: [] },
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order: (1 | 2)[] = round % 2 === 0 ? [1, 2] : [2, 1];
    for (const placement of ['pinned', 'unpinned'] as const) {
      for (const instances of order) {
        const result = await measure(postgres.url, postmaster, placement, instances);
        results[placement][instances].push(result);
        console.log(
          `  round ${String(round + 1)} ${placement} ${String(instances)} instance(s): sign-ins ` +
            `${result.login.perSecond.toFixed(1)}/s p99 ${result.login.p99.toFixed(0)} ms on ` +
            `${result.loginCores.toFixed(2)} cores, mix ` +
            `${result.mix.perSecond.toFixed(1)}/s p99 ${result.mix.p99.toFixed(0)} ms (load ${result.load})`,
        );
      }
    }
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  const summary = (measures: readonly Measure[], kind: 'login' | 'mix') => ({
    perSecond: median(measures.map((m) => m[kind].perSecond)),
    p99: median(measures.map((m) => m[kind].p99)),
    errors: measures.reduce((sum, m) => sum + m[kind].errors, 0),
  });
  const where: Record<Placement, [string, string]> = {
    pinned: ['1 instance sur le cœur 0', '2 instances, cœurs 0 et 1'],
    unpinned: ['1 instance, non épinglée', '2 instances, non épinglées'],
  };
  const figures: ReportFigure[] = (['pinned', 'unpinned'] as const).flatMap((placement) =>
    (['login', 'mix'] as const).flatMap((kind) => {
      const label =
        kind === 'login'
          ? 'Connexions (page + formulaire, argon2id)'
          : 'Mélange (connexions, CMS, FAQ, contrats)';
      const one = summary(results[placement][1], kind);
      const two = summary(results[placement][2], kind);
      const ratio = two.perSecond / one.perSecond;
      const goals = placement === 'pinned' && kind === 'login';
      const cores = (instances: 1 | 2) => median(results[placement][instances].map((m) => m.loginCores));
      const perCore = (instances: 1 | 2) =>
        median(results[placement][instances].map((m) => m.login.perSecond / Math.max(m.loginCores, 0.01)));
      const cpuFigures: ReportFigure[] =
        kind === 'login'
          ? [
              {
                label: `${label} — CPU obtenu par les instances (1 / 2 instances, ${placement === 'pinned' ? 'épinglées' : 'non épinglées'})`,
                value: `${String(round(cores(1)))} / ${String(round(cores(2)))}`,
                unit: 'cœurs',
              },
              {
                label: `${label} — connexions par seconde de CPU des instances (1 / 2 instances, ${placement === 'pinned' ? 'épinglées' : 'non épinglées'})`,
                value: `${String(round(perCore(1)))} / ${String(round(perCore(2)))}`,
                unit: '/s',
              },
            ]
          : [];
      return [
        ...cpuFigures,
        {
          label: `${label} — ${where[placement][0]}`,
          value: `${String(round(one.perSecond))} op/s, p99 ${String(round(one.p99))}`,
          unit: 'ms',
        },
        {
          label: `${label} — ${where[placement][1]}`,
          value: `${String(round(two.perSecond))} op/s, p99 ${String(round(two.p99))}`,
          unit: 'ms',
        },
        {
          label: `${label} — rapport 2 / 1 (${placement === 'pinned' ? 'un cœur de plus' : 'mêmes 2 cœurs'})`,
          value: Math.round(ratio * 100) / 100,
          unit: '×',
          ...(goals ? { goal: '≥ 1,7', ok: ratio >= 1.7 } : {}),
        },
        {
          label: `${label} — p99 2 / 1 (${placement === 'pinned' ? 'un cœur de plus' : 'mêmes 2 cœurs'})`,
          value: Math.round((two.p99 / one.p99) * 100) / 100,
          unit: '×',
          ...(goals ? { goal: '≤ 1 (pas pire)', ok: two.p99 <= one.p99 } : {}),
        },
        {
          label: `${label} — erreurs (1 / 2 instances, ${placement === 'pinned' ? 'épinglées' : 'non épinglées'})`,
          value: `${String(one.errors)} / ${String(two.errors)}`,
          unit: 'op.',
        },
      ];
    }),
  );
  const cpu = (key: keyof SignInCpu) => round(median(results.pinned[2].map((m) => m.cpu[key])));
  const last = results.unpinned[2].at(-1) ?? results.pinned[2].at(-1);
  figures.push({
    label: `Connexions PostgreSQL ouvertes par 2 instances après le mélange (max_connections ${String(last?.connections.max ?? '?')})`,
    value: last?.connections.open ?? 0,
    unit: 'connexions',
  });
  figures.push({
    label: 'CPU par connexion (2 instances épinglées) : instances / PostgreSQL / nginx / client de charge',
    value: `${String(cpu('instances'))} / ${String(cpu('postgres'))} / ${String(cpu('nginx'))} / ${String(cpu('client'))}`,
    unit: 'ms',
  });
  const loads = (['pinned', 'unpinned'] as const)
    .flatMap((placement) =>
      ([1, 2] as const).map(
        (instances) =>
          `${placement === 'pinned' ? 'épinglé' : 'non épinglé'} ${String(instances)} : ${results[placement][instances].map((m) => m.load).join(', ')}`,
      ),
    )
    .join(' ; ');
  const report = {
    suite: 'scale',
    title: `Passage à l'échelle : 1 puis 2 instances derrière nginx sur un PostgreSQL (${String(CLIENTS)} clients, ${String(SECONDS)} s par phase)`,
    figures,
    notes:
      `Machine : ${String(availableParallelism())} cœurs partagés ; charge moyenne au départ ${loadBefore.map((value) => value.toFixed(1)).join(' / ')}. ` +
      `${String(ROUNDS)} tours, ordre ABBA, médianes. Épinglé : chaque instance sur son cœur (taskset -c), une empreinte argon2id ` +
      `à la fois par instance (os.availableParallelism() suit l'affinité) ; le client de charge (ce processus), nginx (1 worker) ` +
      `et PostgreSQL ne sont pas épinglés et prennent le temps libre des deux cœurs. Non épinglé : le déploiement de cette ` +
      `machine, où une instance calcule déjà une empreinte par cœur : une seconde instance n'ajoute pas de CPU. ` +
      `Charge 1 min avant → après chaque mesure : ${loads}.`,
  };
  printFigures(report);
  console.log(`→ ${await writeSuiteReport(report)}`);
} finally {
  postgres.stop();
}
