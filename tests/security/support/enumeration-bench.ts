import { type ExpectStatic, expect } from 'vitest';
import type { TestAgent } from '../../../server/src/testing/test-agent.ts';
import type { TestApp } from '../../../server/src/testing/test-app.ts';
import type { FigureBook } from './figures.ts';
import { median, pairedMedianDifferencePercent, relativeDifferencePercent, round } from './stats.ts';

/** Requests per account kind and endpoint (benchmark-style, generous bound). */
export const TRIES = 30;
export const MAX_MEDIAN_GAP_PERCENT = 10;

export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

export type AccountKind = 'known' | 'unknown';

export interface Scenario {
  readonly endpoint: string;
  /** Who the "known" request is about (for the report). */
  readonly known: string;
  readonly unknown: string;
  send(kind: AccountKind): Promise<Answer>;
  /** Makes the answer comparable (values that differ by design, such as an echoed login or a token). */
  normalize?(body: string, kind: AccountKind): string;
  /** Between pairs, untimed (e.g. move the clock past a lock). */
  between?(pair: number): Promise<void>;
  /** Pairs to measure (default `TRIES`; more for noisy CPU-bound endpoints). */
  readonly tries?: number;
  /**
   * Send the two requests of a pair together (default). CPU-bound endpoints (argon2) send them one after the other:
   * side by side, whichever gets the thread pool second is slower, a queueing effect and not the endpoint's work.
   */
  readonly together?: boolean;
}

export interface Outcome {
  readonly differences: string[];
  readonly knownMedian: number;
  readonly unknownMedian: number;
  /** Gap between the two medians, relative to the smaller. */
  readonly gapPercent: number;
  /** Median of the per-pair relative differences (known − unknown) / unknown. */
  readonly pairedPercent: number;
}

export async function timed(send: () => Promise<{ statusCode: number; body: string }>): Promise<Answer> {
  const started = performance.now();
  const response = await send();
  return { status: response.statusCode, body: response.body, ms: performance.now() - started };
}

export function expectIndistinguishable(outcome: Outcome, check: ExpectStatic = expect): void {
  check(outcome.differences).toEqual([]);
  check(outcome.gapPercent).toBeLessThan(MAX_MEDIAN_GAP_PERCENT);
}

/** Paired known/unknown measurements against one app, figures recorded in `book`. */
export class EnumerationBench {
  #ipCounter = 0;

  constructor(
    private readonly app: () => TestApp,
    private readonly book: FigureBook,
  ) {}

  /** A fresh client from a fresh IP (per-IP quotas never interfere), its anti-forgery cookie fetched untimed. */
  async freshAgent(): Promise<TestAgent> {
    this.#ipCounter += 1;
    const n = this.#ipCounter;
    const agent = this.app().agent(
      `10.${String((n >> 16) & 255)}.${String((n >> 8) & 255)}.${String(n & 255)}`,
    );
    await agent.get('/api/config/portal');
    return agent;
  }

  /** Messages of `template` written to `recipient` so far (proof that the "known" path did its real work). */
  async sentTo(recipient: string, template: string): Promise<number> {
    const { rows } = await this.app().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM outbox WHERE lower(recipient) = lower($1) AND template = $2',
      [recipient, template],
    );
    return rows[0]?.count ?? 0;
  }

  /** `TRIES` pairs of known/unknown requests (start order flipped every pair); compares every pair and the medians. */
  async run(scenario: Scenario): Promise<Outcome> {
    const known: number[] = [];
    const unknown: number[] = [];
    const differences: string[] = [];
    const normalize = scenario.normalize ?? ((body: string) => body);
    const tries = scenario.tries ?? TRIES;
    for (let pair = 0; pair < tries; pair += 1) {
      await scenario.between?.(pair);
      const order: readonly AccountKind[] = pair % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
      // By default both requests of a pair run at the same time (the one started first alternates), so a load burst
      // of the shared machine hits both alike.
      const answers = new Map<AccountKind, Answer>();
      if (scenario.together === false) for (const kind of order) answers.set(kind, await scenario.send(kind));
      else await Promise.all(order.map(async (kind) => answers.set(kind, await scenario.send(kind))));
      const k = answers.get('known');
      const u = answers.get('unknown');
      if (k === undefined || u === undefined) throw new Error('missing answer');
      known.push(k.ms);
      unknown.push(u.ms);
      const kb = normalize(k.body, 'known');
      const ub = normalize(u.body, 'unknown');
      if (k.status !== u.status || kb !== ub)
        differences.push(
          `essai ${String(pair + 1)} : ${String(k.status)} ${kb.slice(0, 200)} ≠ ${String(u.status)} ${ub.slice(0, 200)}`,
        );
    }
    const knownMedian = median(known);
    const unknownMedian = median(unknown);
    const gapPercent = relativeDifferencePercent(knownMedian, unknownMedian);
    const pairedPercent = pairedMedianDifferencePercent(known, unknown);
    this.book.add({
      label: `${scenario.endpoint} — réponses différentes (${scenario.known} / ${scenario.unknown})`,
      value: differences.length,
      unit: `sur ${String(tries)} paires`,
      goal: '0',
      ok: differences.length === 0,
    });
    this.book.add({
      label: `${scenario.endpoint} — médianes connu / inconnu`,
      value: `${String(round(knownMedian))} / ${String(round(unknownMedian))}`,
      unit: 'ms',
    });
    this.book.add({
      label: `${scenario.endpoint} — écart des médianes`,
      value: round(gapPercent),
      unit: `% (médiane des écarts par paire : ${String(round(pairedPercent))} %)`,
      goal: `< ${String(MAX_MEDIAN_GAP_PERCENT)} %`,
      ok: gapPercent < MAX_MEDIAN_GAP_PERCENT,
    });
    if (differences.length > 0) this.book.note(`**${scenario.endpoint}** : ${differences[0] ?? ''}`);
    return { differences, knownMedian, unknownMedian, gapPercent, pairedPercent };
  }
}
