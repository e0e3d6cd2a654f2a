import type { BeneficiaryLabel } from './beneficiary-label.entity.ts';

/** A person covered by the current contract (« Mes bénéficiaires »). */
export interface Beneficiary extends BeneficiaryLabel {
  /** 1 for the principal member, then by birth date. */
  readonly rang: number;
  readonly teletransmission: boolean;
  readonly motifRefusTeletransmission: { readonly libelle: string } | null;
}

const CIVILITY_LABELS: Readonly<Record<string, string>> = {
  M: 'M.',
  MME: 'Mme',
  MLLE: 'Mlle',
};

/** 'Mme', 'M.', 'Mlle'; an unknown code is shown as given. */
export function civilityLabel(code: string): string {
  return CIVILITY_LABELS[code] ?? code;
}

/** 'Active', or 'Refusée' with its reason when the insurer gave one. */
export function teletransmissionLabel(
  beneficiary: Pick<Beneficiary, 'teletransmission' | 'motifRefusTeletransmission'>,
): string {
  if (beneficiary.teletransmission) return 'Active';
  const reason = beneficiary.motifRefusTeletransmission?.libelle.trim() ?? '';
  return reason === '' ? 'Refusée' : `Refusée : ${reason}`;
}
