import {
  type ContributionDueEntry,
  formatEuros,
  madelinCeilingCents,
  madelinEligibleCents,
  type SepaMandate,
} from '@portail/domain';
import type { PdfSheet } from '../documents/public.ts';

/** The insurer's SEPA creditor identifier (ICS), printed on every mandate. */
export const CREDITOR_ICS = 'FR45ZZZ842615';

/** The PDF's standard fonts have no bullet: a masked character prints as `*`. */
const printable = (masked: string): string => masked.replace(/•/g, '*');

const frenchDay = (isoDay: string): string => isoDay.split('-').reverse().join('/');

/** « Mandat de prélèvement SEPA » of a contract (document type `MandatSepa`). */
export function mandateSheet(mandate: SepaMandate, issuedOn: string): PdfSheet {
  return {
    issuer: mandate.creancier,
    title: 'Mandat de prélèvement SEPA',
    subtitle: `Contrat ${mandate.numeroContrat} — paiement ${mandate.typePaiement.toLowerCase()}`,
    sections: [
      {
        heading: 'Référence',
        lines: [
          ['Référence unique du mandat (RUM)', mandate.rum],
          ['Type de paiement', mandate.typePaiement],
          ['Date de signature', frenchDay(mandate.dateSignature)],
        ],
      },
      {
        heading: 'Créancier',
        lines: [
          ['Nom', mandate.creancier],
          ['Identifiant créancier SEPA (ICS)', mandate.ics],
        ],
      },
      {
        heading: 'Débiteur',
        lines: [
          ['Nom', mandate.debiteur],
          ['IBAN', printable(mandate.ibanMasque)],
          ['BIC', printable(mandate.bicMasque)],
        ],
      },
      {
        heading: 'Vos droits',
        lines: [
          [
            'En signant ce mandat, vous autorisez le créancier à envoyer des instructions à votre banque pour ' +
              'débiter votre compte, et votre banque à le débiter conformément à ses instructions. Vous pouvez ' +
              'demander le remboursement d’un prélèvement autorisé dans les 8 semaines suivant sa date de débit.',
            '',
          ],
        ],
      },
    ],
    footer: `Document émis le ${frenchDay(issuedOn)}. IBAN et BIC masqués pour votre sécurité.`,
  };
}

export interface CertificateInput {
  readonly issuer: string;
  readonly memberName: string;
  readonly numeroContrat: string;
  readonly nomOffre: string;
  readonly isMadelin: boolean;
  readonly year: number;
  readonly paid: readonly ContributionDueEntry[];
  readonly issuedOn: string;
}

/** « Attestation de paiement des cotisations » of a year: every payment, the total and the Madelin part. */
export function certificateSheet(input: CertificateInput): PdfSheet {
  const total = input.paid.reduce((sum, entry) => sum + entry.montantCents, 0);
  const eligible = madelinEligibleCents(total, input.year, { isMadelin: input.isMadelin });
  const madelinLines: (readonly [string, string])[] = input.isMadelin
    ? [
        ['Part éligible à la déduction « loi Madelin »', formatEuros(eligible)],
        [
          `Plafond absolu ${String(input.year)} (3 % de 8 PASS) : ${formatEuros(madelinCeilingCents(input.year))}. ` +
            'La limite liée à votre bénéfice imposable reste à appliquer sur votre déclaration.',
          '',
        ],
      ]
    : [['Ce contrat ne relève pas de la « loi Madelin » : aucune part déductible.', '']];
  return {
    issuer: input.issuer,
    title: 'Attestation de paiement des cotisations',
    subtitle: `Année ${String(input.year)} — contrat ${input.numeroContrat} (${input.nomOffre})`,
    sections: [
      {
        heading: 'Adhérent',
        lines: [
          ['Nom', input.memberName],
          ['Contrat', `${input.numeroContrat} — ${input.nomOffre}`],
        ],
      },
      {
        heading: `Cotisations payées en ${String(input.year)}`,
        lines: input.paid.map((entry) => [
          `Échéance du ${frenchDay(entry.dateEcheance)} (période du ${frenchDay(entry.periodeDebut)} au ${frenchDay(entry.periodeFin)}), payée le ${frenchDay(entry.datePaiement ?? entry.dateEcheance)}`,
          formatEuros(entry.montantCents),
        ]),
      },
      {
        heading: 'Total',
        lines: [['Total des cotisations payées', formatEuros(total)], ...madelinLines],
      },
    ],
    footer: `Attestation établie le ${frenchDay(input.issuedOn)} pour servir et valoir ce que de droit.`,
  };
}
