import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './security-server.ts';

/** Where every suite and benchmark drops its figures (git-ignored); `npm run report` renders them all. */
export const REPORTS_DIR = process.env['PORTAIL_REPORTS_DIR'] ?? join(REPO_ROOT, '.data', 'reports');

/** One measured figure of a suite (the report format, see /work/notes/security.md). */
export interface ReportFigure {
  readonly label: string;
  readonly value: number | string;
  readonly unit: string;
  /** The target, in words (e.g. '0', '< 10 %'). */
  readonly goal?: string;
  /** Whether the figure meets its goal (omitted when there is none). */
  readonly ok?: boolean;
}

export interface SuiteReport {
  /** File-name-safe identifier, e.g. `security-xss`. */
  readonly suite: string;
  readonly title: string;
  readonly figures: readonly ReportFigure[];
  /** Free French/English text: method, sources, caveats (Markdown allowed). */
  readonly notes: string;
}

/** Writes `<REPORTS_DIR>/<suite>.json` (with the time it was measured). */
export async function writeSuiteReport(report: SuiteReport): Promise<string> {
  await mkdir(REPORTS_DIR, { recursive: true });
  const path = join(REPORTS_DIR, `${report.suite}.json`);
  const body = { ...report, generatedAt: new Date().toISOString() };
  await writeFile(path, `${JSON.stringify(body, null, 2)}\n`);
  return path;
}

/** Collects figures while a suite runs; `write()` in `afterAll` saves whatever was measured. */
export class FigureBook {
  readonly #figures: ReportFigure[] = [];
  readonly #notes: string[] = [];

  constructor(
    private readonly suite: string,
    private readonly title: string,
  ) {}

  add(figure: ReportFigure): void {
    this.#figures.push(figure);
  }

  note(text: string): void {
    this.#notes.push(text);
  }

  write(): Promise<string> {
    return writeSuiteReport({
      suite: this.suite,
      title: this.title,
      figures: this.#figures,
      notes: this.#notes.join('\n\n'),
    });
  }
}
