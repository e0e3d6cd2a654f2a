import type { GuaranteeDomain } from '@portail/domain';
import { formatDisplayDate } from '@portail/domain';
import type { PdfSheet } from '../../documents/public.ts';
import { renderPdfSheet } from '../../documents/public.ts';

/** Everything the « prise en charge » (hospital coverage agreement) prints. */
export interface PriseEnChargeData {
  /** The insurer (tenant label). */
  readonly issuer: string;
  /** The request's reference number, also the agreement's. */
  readonly reference: string;
  readonly issuedAt: Date;
  readonly member: { readonly numero: string; readonly nom: string; readonly prenom: string };
  /** The patient: the member or a beneficiary of the contract (« Prénom NOM »). */
  readonly patient: string;
  readonly contract: { readonly numero: string; readonly nomOffre: string };
  readonly establishment: {
    readonly nom: string;
    readonly finess: string;
    readonly codePostal: string;
    /** Where the answer goes (e-mail or fax), when given. */
    readonly contact: string | null;
  };
  /** yyyy-MM-dd. */
  readonly admissionDate: string;
  /** French label of the stay (hospitalisation complète, ambulatoire, maternité…). */
  readonly stayType: string;
  /** The contract's « Hospitalisation » guarantees (domain `hospitalisation` of its offer), the covered amounts. */
  readonly hospitalGuarantees: GuaranteeDomain | null;
}

/** Days the agreement stays valid after the admission date. */
export const PRISE_EN_CHARGE_VALIDITY_DAYS = 30;

function plusDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The agreement's sheet (pure: the tests read it, the PDF prints it). */
export function priseEnChargeSheet(data: PriseEnChargeData): PdfSheet {
  const guarantees = data.hospitalGuarantees?.lignes ?? [];
  return {
    issuer: data.issuer,
    title: 'Prise en charge hospitalière',
    subtitle: `Accord n° ${data.reference} du ${formatDisplayDate(data.issuedAt.toISOString().slice(0, 10))}`,
    sections: [
      {
        heading: 'Adhérent',
        lines: [
          ['Adhérent', `${data.member.prenom} ${data.member.nom.toUpperCase()}`],
          ["Numéro d'adhérent", data.member.numero],
          ['Patient', data.patient],
          ['Contrat', `${data.contract.numero} — ${data.contract.nomOffre}`],
        ],
      },
      {
        heading: 'Établissement',
        lines: [
          ['Établissement', data.establishment.nom],
          ['N° FINESS', data.establishment.finess],
          ['Code postal', data.establishment.codePostal],
          ...(data.establishment.contact === null
            ? []
            : [['Réponse adressée à', data.establishment.contact] as const]),
        ],
      },
      {
        heading: 'Séjour',
        lines: [
          ["Date d'admission", formatDisplayDate(data.admissionDate)],
          ['Type de séjour', data.stayType],
          [
            'Accord valable pour une admission jusqu’au',
            formatDisplayDate(plusDays(data.admissionDate, PRISE_EN_CHARGE_VALIDITY_DAYS)),
          ],
        ],
      },
      {
        heading: 'Montants pris en charge',
        lines:
          guarantees.length === 0
            ? [['Selon les garanties du contrat.', '']]
            : guarantees.map((line) => [
                line.libelle,
                line.precision === '' ? line.formule : `${line.formule} (${line.precision})`,
              ]),
      },
    ],
    footer:
      'Prise en charge accordée dans la limite des garanties du contrat et des frais réels, sous réserve des droits ouverts à la date des soins. BR : base de remboursement de la Sécurité sociale.',
  };
}

/** The « prise en charge » as a PDF (pdf-lib). */
export function renderPriseEnChargePdf(data: PriseEnChargeData): Promise<Buffer> {
  return renderPdfSheet(priseEnChargeSheet(data), data.issuedAt);
}
