import type { Queryable } from '../db/database.ts';
import { DEFAULT_BENCH_MEMBERS, benchAdherentsAlone } from './adherents-benchmark.ts';
import { benchCotisationsAlone } from './cotisations-benchmark.ts';
import { benchHistoryAlone } from './history-benchmark.ts';
import { benchPrestations, prestationsTable } from './prestations-benchmark.ts';
import { DEFAULT_BENCH_REQUESTS, benchRequestsAlone } from './requests-benchmark.ts';

export interface AloneStepContext {
  readonly db: Queryable;
  readonly base: string;
  readonly repoRoot: string;
  readonly historyEntries: number;
  readonly load: readonly number[];
}

const numberArg = (argv: readonly string[], name: string, fallback: number): number =>
  Number(argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);

async function anonymousCsrf(base: string): Promise<string> {
  const anonymous = await fetch(`${base}/api/config/portal`);
  return /XSRF-TOKEN=([^;]+)/.exec(anonymous.headers.get('set-cookie') ?? '')?.[1] ?? '';
}

/**
 * The steps of `npm run bench:server` that run alone (`-- --only=<step>`), each on the running app: true when its
 * goal is met (or it has none), false otherwise.
 */
const STEPS: Readonly<Record<string, (argv: readonly string[], c: AloneStepContext) => Promise<boolean>>> = {
  // « Historique » first page (`--history-entries=N`: another size than 1,000,000).
  history: async (_argv, c) => {
    await benchHistoryAlone({
      db: c.db,
      base: c.base,
      repoRoot: c.repoRoot,
      entries: c.historyEntries,
      load: c.load,
    });
    return true;
  },
  // The « Demandes » queue's first page with 200,000 requests (`--requests=N`: another size).
  requests: async (argv, c) => {
    const requests = numberArg(argv, 'requests', DEFAULT_BENCH_REQUESTS);
    await benchRequestsAlone({ db: c.db, base: c.base, repoRoot: c.repoRoot, requests, load: c.load });
    return true;
  },
  // « Mes prestations » of the large member (tiers payant): goal p99 ≤ 50 ms.
  prestations: async (_argv, c) => {
    const figures = await benchPrestations(c.db, c.base, await anonymousCsrf(c.base));
    console.table(prestationsTable(figures));
    return figures.p99 <= 50 && figures.non2xx === 0;
  },
  // « Mes cotisations » of the large member: goal p99 ≤ 50 ms.
  cotisations: (_argv, c) => benchCotisationsAlone(c.db, c.base),
  // « Adhérents » search with 500,000 members (`--members=N`: another size): goal p99 ≤ 100 ms for every kind.
  adherents: (argv, c) =>
    benchAdherentsAlone({
      db: c.db,
      base: c.base,
      repoRoot: c.repoRoot,
      members: numberArg(argv, 'members', DEFAULT_BENCH_MEMBERS),
      load: c.load,
    }),
};

/** Runs the step named by `--only=<step>`; undefined when none is named (the whole benchmark runs). */
export async function runStepAlone(
  argv: readonly string[],
  context: AloneStepContext,
): Promise<boolean | undefined> {
  const name = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (name === undefined) return undefined;
  const step = STEPS[name];
  if (step === undefined)
    throw new Error(`bench:server: unknown step ${name} (${Object.keys(STEPS).join(', ')})`);
  return step(argv, context);
}
