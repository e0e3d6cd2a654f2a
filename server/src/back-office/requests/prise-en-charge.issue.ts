import type { HospitalisationType } from '@portail/domain';
import { HOSPITALISATION_TYPE_LABELS, formatDisplayDate } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import { findContractGuarantees } from '../../guarantees/public.ts';
import type { OutgoingMessage } from '../../mail/mailer.ts';
import { templatedMessage } from '../../mail/mail-template-definition.ts';
import { PRISE_EN_CHARGE_ESTABLISHMENT_TEMPLATE } from '../../mail/request-mail-templates.catalogue.ts';
import type { StaffRequest } from './request-detail.repository.ts';
import type { PriseEnChargeData } from './prise-en-charge.pdf.ts';
import { renderPriseEnChargePdf } from './prise-en-charge.pdf.ts';

/** The agreement issued when a hospital coverage request is accepted: its PDF and the establishment's mail. */
export interface IssuedPriseEnCharge {
  readonly fileName: string;
  readonly pdf: Buffer;
  /** The mail to the establishment's e-mail address; null when the request gives a fax only. */
  readonly establishmentMail: OutgoingMessage | null;
}

interface EstablishmentPayload {
  nom?: unknown;
  finess?: unknown;
  codePostal?: unknown;
  fax?: unknown;
  email?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optional = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

async function patientName(db: Queryable, request: StaffRequest, numPers: string): Promise<string> {
  const { rows } = await db.query<{ nom: string; prenom: string }>(
    'SELECT nom, prenom FROM persons WHERE num_pers = $1 AND member_id = $2',
    [numPers, request.member.id],
  );
  const person = rows[0] ?? { nom: request.member.nom, prenom: request.member.prenom };
  return `${person.prenom} ${person.nom.toUpperCase()}`;
}

/** Builds the « prise en charge » of an accepted hospital coverage request (its form data, the offer's guarantees). */
export async function issuePriseEnCharge(
  db: Queryable,
  request: StaffRequest,
  context: { readonly issuer: string; readonly at: Date },
): Promise<IssuedPriseEnCharge> {
  const payload = request.payload as {
    beneficiaire?: unknown;
    etablissement?: EstablishmentPayload;
    dateAdmission?: unknown;
    typeHospitalisation?: unknown;
  };
  const establishment = payload.etablissement ?? {};
  const guarantees = await findContractGuarantees(db, request.member.id, request.contract.numero);
  const stayType = text(payload.typeHospitalisation);
  const data: PriseEnChargeData = {
    issuer: context.issuer,
    reference: request.reference,
    issuedAt: context.at,
    member: { numero: request.member.numero, nom: request.member.nom, prenom: request.member.prenom },
    patient: await patientName(db, request, text(payload.beneficiaire)),
    contract: { numero: request.contract.numero, nomOffre: request.contract.offre },
    establishment: {
      nom: text(establishment.nom),
      finess: text(establishment.finess),
      codePostal: text(establishment.codePostal),
      contact: optional(establishment.email) ?? optional(establishment.fax),
    },
    admissionDate: text(payload.dateAdmission),
    stayType: HOSPITALISATION_TYPE_LABELS[stayType as HospitalisationType] ?? stayType,
    hospitalGuarantees: guarantees?.domaines.find((domain) => domain.code === 'hospitalisation') ?? null,
  };
  const email = optional(establishment.email);
  return {
    fileName: `Prise en charge ${request.reference}.pdf`,
    pdf: await renderPriseEnChargePdf(data),
    establishmentMail:
      email === null
        ? null
        : templatedMessage(PRISE_EN_CHARGE_ESTABLISHMENT_TEMPLATE, email, {
            mutuelle: context.issuer,
            etablissement: data.establishment.nom,
            reference: data.reference,
            patient: data.patient,
            adherent: data.member.numero,
            dateAdmission: formatDisplayDate(data.admissionDate),
            typeSejour: data.stayType,
            garanties: (data.hospitalGuarantees?.lignes ?? [])
              .map((line) => `${line.libelle} : ${line.formule}`)
              .join('\n'),
          }),
  };
}
