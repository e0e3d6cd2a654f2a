import type { ResourcePort } from '@portail/application';
import type { PaymentOption, PaymentOptionsLoader } from './payment-change.view-model.ts';

function optionsOf(data: unknown): PaymentOption[] | null {
  if (!Array.isArray(data)) return null;
  const options: PaymentOption[] = [];
  for (const item of data as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const code: unknown = Reflect.get(item, 'code');
    const libelle: unknown = Reflect.get(item, 'libelle');
    if (typeof code !== 'string' || typeof libelle !== 'string') return null;
    options.push({ code, libelle });
  }
  return options;
}

/** The payment mode and frequency labels from the reference data (generic resource layer, cached). */
export function referencePaymentOptions(resources: Pick<ResourcePort, 'get'>): PaymentOptionsLoader {
  return async () => {
    const [modes, frequencies] = await Promise.all([
      resources.get('referentielModePaiement'),
      resources.get('referentielFrequencePaiement'),
    ]);
    const modeOptions = modes.ok ? optionsOf(modes.value) : null;
    const frequencyOptions = frequencies.ok ? optionsOf(frequencies.value) : null;
    return modeOptions === null || frequencyOptions === null
      ? null
      : { modes: modeOptions, frequencies: frequencyOptions };
  };
}
