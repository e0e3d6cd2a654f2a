// Figures files of `npm run bench:server`, in the format `npm run report` renders (scripts/report.mjs).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface BenchFigure {
  readonly label: string;
  readonly value: number | string;
  readonly unit: string;
  readonly goal?: string;
  readonly ok?: boolean;
}

export interface BenchReport {
  readonly suite: string;
  readonly title: string;
  readonly figures: readonly BenchFigure[];
  readonly notes: string;
}

/** Writes `<PORTAIL_REPORTS_DIR or .data/reports>/<suite>.json` with the time of measurement. */
export async function writeBenchReport(repoRoot: string, report: BenchReport): Promise<string> {
  const dir = process.env['PORTAIL_REPORTS_DIR'] ?? join(repoRoot, '.data', 'reports');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${report.suite}.json`);
  await writeFile(path, `${JSON.stringify({ ...report, generatedAt: new Date().toISOString() }, null, 2)}\n`);
  return path;
}
