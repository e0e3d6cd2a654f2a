import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './server-process.ts';

/** One measured figure of a suite, as `scripts/report.mjs` renders it. */
export interface ReportFigure {
  readonly label: string;
  readonly value: number | string;
  readonly unit: string;
  /** The goal as written in issue 7 (e.g. '0', '< 20 %', '≥ 98'). */
  readonly goal?: string;
  /** Whether the goal is met (absent when the figure has no goal). */
  readonly ok?: boolean;
}

export interface SuiteReport {
  readonly suite: string;
  readonly title: string;
  readonly figures: readonly ReportFigure[];
  readonly notes: string;
}

/** Where every suite and benchmark drops its figures (git-ignored); `npm run report` renders them all. */
export const REPORTS_DIR = process.env['PORTAIL_REPORTS_DIR'] ?? join(REPO_ROOT, '.data', 'reports');

/** Writes `.data/reports/<suite>.json` (with the time it was measured, `generatedAt`, as the security suites do) and returns the path. */
export async function writeSuiteReport(report: SuiteReport): Promise<string> {
  await mkdir(REPORTS_DIR, { recursive: true });
  const path = join(REPORTS_DIR, `${report.suite}.json`);
  await writeFile(path, `${JSON.stringify({ ...report, generatedAt: new Date().toISOString() }, null, 2)}\n`);
  return path;
}

/** Prints the figures as a table on stdout. */
export function printFigures(report: SuiteReport): void {
  console.log(`\n${report.title}`);
  for (const figure of report.figures) {
    const goal =
      figure.goal === undefined
        ? ''
        : `  (objectif ${figure.goal}: ${figure.ok === true ? 'OK' : 'NON ATTEINT'})`;
    console.log(`  ${figure.label}: ${String(figure.value)} ${figure.unit}${goal}`);
  }
  if (report.notes !== '') console.log(`  ${report.notes}`);
}

/** Percentile (nearest rank) of unsorted samples; NaN when empty. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
