import { maskIban } from '../formatting/iban-mask.format.ts';

/** « Mandat SEPA » (document type `MandatSepa`): what the mandate of a contract's direct debit says. */
export interface SepaMandate {
  /** Référence unique du mandat. */
  readonly rum: string;
  /** Identifiant créancier SEPA of the insurer. */
  readonly ics: string;
  readonly creancier: string;
  readonly debiteur: string;
  readonly ibanMasque: string;
  readonly bicMasque: string;
  /** ISO day. */
  readonly dateSignature: string;
  readonly numeroContrat: string;
  /** Récurrent: a contribution is debited at every due date. */
  readonly typePaiement: 'Récurrent';
}

/** A BIC with its bank code and country shown, the rest hidden: 'AGRIFRPP' → 'AGRIFR••'. */
export function maskBic(bic: string): string {
  const compact = bic.replace(/\s+/g, '').toUpperCase();
  return compact.slice(0, 6) + '•'.repeat(Math.max(0, compact.length - 6));
}

/** The RUM of a new mandate: the contract number and the mandate's sequence (35 characters at most). */
export function mandateReference(numeroContrat: string, sequence: number): string {
  const reference = `RUM-${numeroContrat}-${String(sequence).padStart(4, '0')}`;
  if (reference.length > 35) throw new Error('mandateReference: a RUM has at most 35 characters');
  return reference;
}

export function sepaMandate(input: {
  readonly rum: string;
  readonly ics: string;
  readonly creancier: string;
  readonly debiteur: string;
  readonly iban: string;
  readonly bic: string;
  readonly dateSignature: string;
  readonly numeroContrat: string;
}): SepaMandate {
  return {
    rum: input.rum,
    ics: input.ics,
    creancier: input.creancier,
    debiteur: input.debiteur,
    ibanMasque: maskIban(input.iban),
    bicMasque: maskBic(input.bic),
    dateSignature: input.dateSignature,
    numeroContrat: input.numeroContrat,
    typePaiement: 'Récurrent',
  };
}
