import type { Queryable } from '../db/database.ts';
import { listAllValues } from '../reference-data/public.ts';

/** The labels of the reference data `paymentMode` and `paymentFrequency` as they are now (disabled ones too). */
export interface PaymentLabels {
  mode(code: string): string;
  frequency(code: string): string;
}

async function labelsOf(db: Queryable, kind: 'paymentMode' | 'paymentFrequency') {
  return new Map((await listAllValues(db, kind)).map((value) => [value.code, value.label]));
}

/**
 * Reads both kinds (tables of migration 142) at each request: a label renamed in the back office (« Référentiels »)
 * is shown at the next one; a disabled value is still shown where used. An unknown code is a bug (throws).
 */
export async function loadPaymentLabels(db: Queryable): Promise<PaymentLabels> {
  const [modes, frequencies] = await Promise.all([
    labelsOf(db, 'paymentMode'),
    labelsOf(db, 'paymentFrequency'),
  ]);
  const known = (labels: ReadonlyMap<string, string>, kind: string) => (code: string) => {
    const label = labels.get(code);
    if (label === undefined) throw new Error(`reference data: no ${kind} ${code}`);
    return label;
  };
  return { mode: known(modes, 'paymentMode'), frequency: known(frequencies, 'paymentFrequency') };
}
