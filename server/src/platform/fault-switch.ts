/**
 * Test-only fault injection: an armed fault makes the next N matching requests fail (500 for uploads, 503 for
 * the contracts service).
 * Armed from the environment (`PORTAIL_FAULTS=upload-once`, `upload:3`, comma-separated) or through the
 * dev endpoint `POST /dev/faults`. Never armed in production.
 */
export interface FaultSwitch {
  arm(fault: string, times: number): void;
  /** True (and one use spent) when `fault` is armed. */
  take(fault: string): boolean;
  armed(): Record<string, number>;
}

/**
 * `upload`: the next upload answers 500; `contrats`: the next contracts read answers 503 (service down);
 * `remboursements`: the next refunds read (list, summary, export, print) answers 503.
 * `ged`: the next member-documents call answers 503; `cotisations`: the next contribution schedule read answers 503.
 * `prestations`: the next « Mes prestations » call (lists, export, print) answers 503.
 * `simulateur`: the next read of the benefits simulator's context or renforts answers 503.
 */
export const KNOWN_FAULTS: readonly string[] = [
  'upload',
  'contrats',
  'remboursements',
  'ged',
  'prestations',
  'cotisations',
  'simulateur',
];

/** Parses `upload-once` / `upload:2` items; unknown names or counts throw (a typo must not pass silently). */
export function parseFaults(spec: string | undefined): Map<string, number> {
  const faults = new Map<string, number>();
  for (const raw of (spec ?? '').split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const once = /^([a-z-]+?)-once$/.exec(item);
    const counted = /^([a-z-]+):(\d+)$/.exec(item);
    const name = once?.[1] ?? counted?.[1];
    const times = once ? 1 : Number(counted?.[2]);
    if (name === undefined || !KNOWN_FAULTS.includes(name) || !Number.isInteger(times)) {
      throw new Error(
        `PORTAIL_FAULTS: unknown fault "${item}" (known: ${KNOWN_FAULTS.join(', ')}; e.g. upload-once, upload:3)`,
      );
    }
    faults.set(name, (faults.get(name) ?? 0) + times);
  }
  return faults;
}

export function createFaultSwitch(initial: ReadonlyMap<string, number> = new Map()): FaultSwitch {
  const remaining = new Map(initial);
  return {
    arm(fault, times) {
      if (!KNOWN_FAULTS.includes(fault)) throw new Error(`Unknown fault ${fault}`);
      if (times <= 0) remaining.delete(fault);
      else remaining.set(fault, times);
    },
    take(fault) {
      const left = remaining.get(fault) ?? 0;
      if (left <= 0) return false;
      if (left === 1) remaining.delete(fault);
      else remaining.set(fault, left - 1);
      return true;
    },
    armed() {
      return Object.fromEntries(remaining);
    },
  };
}
