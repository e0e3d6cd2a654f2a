import { type ContributionDueEntry, maskBic, maskIban } from '@portail/domain';
import type { PaymentLabels } from './payment-labels.ts';
import type { ContributionSettings } from './cotisations.repository.ts';

/** A due date on the wire: the entry with the reference-data labels of its mode and frequency. */
export function wireEntry(entry: ContributionDueEntry, labels: PaymentLabels) {
  return {
    ...entry,
    libelleModePaiement: labels.mode(entry.codeModePaiement),
    libellePeriodicite: labels.frequency(entry.codePeriodicite),
  };
}

/** The settings on the wire: labels, and the account masked (never the whole IBAN). */
export function wireSettings(settings: ContributionSettings, labels: PaymentLabels) {
  return {
    numeroContrat: settings.numeroContrat,
    codeModePaiement: settings.codeModePaiement,
    libelleModePaiement: labels.mode(settings.codeModePaiement),
    codePeriodicite: settings.codePeriodicite,
    libellePeriodicite: labels.frequency(settings.codePeriodicite),
    isMadelin: settings.isMadelin,
    titulaire: settings.titulaire,
    ibanMasque: settings.iban === null ? null : maskIban(settings.iban),
    bicMasque: settings.bic === null ? null : maskBic(settings.bic),
    rum: settings.rum,
  };
}

/** What the member should do about an unpaid amount, by the contract's payment mode. */
export function unpaidAdvice(mode: string, contract: string): string {
  if (mode === 'PRL')
    return (
      'Le montant sera présenté de nouveau avec votre prochain prélèvement. Vous pouvez aussi le régler dès ' +
      `maintenant par virement en indiquant le contrat ${contract}.`
    );
  if (mode === 'CHQ')
    return `Adressez-nous un chèque de ce montant en indiquant au dos le contrat ${contract}, ou réglez-le par virement.`;
  return `Réglez ce montant par virement en indiquant le contrat ${contract}, ou contactez votre conseiller.`;
}
