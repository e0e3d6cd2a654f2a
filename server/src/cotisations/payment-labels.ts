import { readSeedRecord } from '../db/seeds/json-reader.ts';

/** The labels of the reference data `paymentMode` and `paymentFrequency` (`server/seed/referentiels.json`). */
function labelsOf(kind: 'paymentMode' | 'paymentFrequency'): ReadonlyMap<string, string> {
  return new Map(
    readSeedRecord('referentiels.json')
      .records(kind)
      .map((item) => [item.string('code'), item.string('libelle')]),
  );
}

const MODES = labelsOf('paymentMode');
const FREQUENCIES = labelsOf('paymentFrequency');

export function paymentModeLabel(code: string): string {
  const label = MODES.get(code);
  if (label === undefined) throw new Error(`referentiels.json: no paymentMode ${code}`);
  return label;
}

export function paymentFrequencyLabel(code: string): string {
  const label = FREQUENCIES.get(code);
  if (label === undefined) throw new Error(`referentiels.json: no paymentFrequency ${code}`);
  return label;
}
