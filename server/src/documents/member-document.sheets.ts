import type { Beneficiary, ContractState, EditableDocument } from '@portail/domain';
import { civilityLabel, contractStateLabel, formatDisplayDate } from '@portail/domain';
import type { PdfSection, PdfSheet } from './pdf-sheet.ts';

/** Organisation number of the insurer as a complementary health body (AMC), printed on the card. */
export const AMC_NUMBER = '999000123';

/** Everything a member document prints, read for the session member's current contract. */
export interface DocumentContext {
  readonly issuer: string;
  /** Today, yyyy-MM-dd. */
  readonly today: string;
  readonly contract: { readonly numero: string; readonly nomOffre: string; readonly etat: ContractState };
  readonly beneficiaries: readonly Beneficiary[];
  readonly careNetworks: readonly { readonly reseau: string; readonly libelle: string }[];
}

export interface RenderedSheet {
  readonly fileName: string;
  readonly sheet: PdfSheet;
}

function fullName(person: Pick<Beneficiary, 'codeCivilite' | 'prenom' | 'nom'>): string {
  return `${civilityLabel(person.codeCivilite)} ${person.prenom} ${person.nom.toUpperCase()}`;
}

function personLines(people: readonly Beneficiary[]): PdfSection['lines'] {
  return people.map((person) => [
    `${person.rang}. ${fullName(person)}`,
    `né(e) le ${formatDisplayDate(person.dateNaissance)}`,
  ]);
}

/** The card and the attestation run for the calendar year (1 January – 31 December). */
function validity(today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  return { from: `01/01/${year}`, to: `31/12/${year}` };
}

function contractSection(context: DocumentContext): PdfSection {
  return {
    heading: 'Contrat',
    lines: [
      ['Numéro de contrat', context.contract.numero],
      ['Offre', context.contract.nomOffre],
      ['Numéro AMC', AMC_NUMBER],
    ],
  };
}

function card(context: DocumentContext, principal: Beneficiary): RenderedSheet {
  const { from, to } = validity(context.today);
  return {
    fileName: `Carte de tiers payant ${context.contract.numero}.pdf`,
    sheet: {
      issuer: context.issuer,
      title: 'Carte de tiers payant',
      subtitle: `Valable du ${from} au ${to}`,
      sections: [
        { heading: 'Adhérent', lines: [[fullName(principal), '']] },
        contractSection(context),
        { heading: 'Bénéficiaires', lines: personLines(context.beneficiaries) },
        {
          heading: 'Réseaux de soins partenaires',
          lines: context.careNetworks.map((network) => [network.libelle, `code ${network.reseau}`]),
        },
      ],
      footer: `Période de validité : du ${from} au ${to}. Présentez cette carte avec votre carte Vitale.`,
    },
  };
}

function attestation(
  context: DocumentContext,
  principal: Beneficiary,
  only: Beneficiary | null,
): RenderedSheet {
  const { to } = validity(context.today);
  const today = formatDisplayDate(context.today);
  const covered = only === null ? context.beneficiaries : [only];
  const who = only === null ? '' : ` ${only.prenom} ${only.nom}`;
  return {
    fileName: `Attestation d'adhésion ${context.contract.numero}${who}.pdf`,
    sheet: {
      issuer: context.issuer,
      title: "Attestation d'adhésion",
      subtitle: `Valable du ${today} au ${to}`,
      sections: [
        {
          heading: 'Attestation',
          lines: [
            [
              `${context.issuer} atteste que ${fullName(principal)} est adhérent(e) du contrat ` +
                `${context.contract.numero} (${context.contract.nomOffre}), en vigueur à la date du ${today}.`,
              '',
            ],
          ],
        },
        contractSection(context),
        { heading: only === null ? 'Personnes couvertes' : 'Personne couverte', lines: personLines(covered) },
      ],
      footer: `Attestation délivrée le ${today}, valable jusqu'au ${to} sous réserve du paiement des cotisations.`,
    },
  };
}

function situation(context: DocumentContext, principal: Beneficiary): RenderedSheet {
  const today = formatDisplayDate(context.today);
  return {
    fileName: `Situation contractuelle ${context.contract.numero} ${context.today}.pdf`,
    sheet: {
      issuer: context.issuer,
      title: 'Situation contractuelle',
      subtitle: `Au ${today}`,
      sections: [
        { heading: 'Adhérent', lines: [[fullName(principal), '']] },
        {
          ...contractSection(context),
          lines: [...contractSection(context).lines, ['État', contractStateLabel(context.contract.etat)]],
        },
        { heading: 'Personnes couvertes', lines: personLines(context.beneficiaries) },
      ],
      footer: `Document établi le ${today} à partir des informations connues de votre mutuelle.`,
    },
  };
}

function registrationForm(context: DocumentContext, principal: Beneficiary): RenderedSheet {
  const blank = '..............................................';
  return {
    fileName: `Inscription de bénéficiaires ${context.contract.numero}.pdf`,
    sheet: {
      issuer: context.issuer,
      title: 'Inscription de bénéficiaires',
      subtitle: `Contrat ${context.contract.numero} (${context.contract.nomOffre})`,
      sections: [
        { heading: 'Adhérent', lines: [[fullName(principal), '']] },
        { heading: 'Personnes déjà couvertes', lines: personLines(context.beneficiaries) },
        {
          heading: 'Bénéficiaire à inscrire',
          lines: [
            ['Civilité, nom et prénom', blank],
            ['Date de naissance', '...... / ...... / ............'],
            ['Numéro de sécurité sociale', blank],
            ["Lien avec l'adhérent (conjoint, enfant…)", blank],
            ["Date d'effet souhaitée", '...... / ...... / ............'],
          ],
        },
        {
          heading: 'Pièces à joindre',
          lines: [
            ["L'attestation de droits à l'Assurance maladie du bénéficiaire.", ''],
            ['Pour un conjoint, un partenaire de PACS ou un concubin : un justificatif de vie commune.', ''],
          ],
        },
        {
          heading: 'Signature',
          lines: [['Fait à ............................, le ...... / ...... / ............', '']],
        },
      ],
      footer: 'À renvoyer complété et signé depuis « Envoyer des justificatifs » de votre espace adhérent.',
    },
  };
}

/**
 * The sheet of one document of the current contract. `beneficiary` is the picked person (scope Benef or
 * Both), already checked to be covered by the contract.
 */
export function memberDocumentSheet(
  document: EditableDocument,
  context: DocumentContext,
  beneficiary: Beneficiary | null,
): RenderedSheet {
  const principal = context.beneficiaries[0];
  if (principal === undefined) throw new Error(`contract ${context.contract.numero} covers nobody`);
  if (document.typeDocument === 'CarteTP') return card(context, principal);
  if (document.typeDocument === 'Attestation') return attestation(context, principal, beneficiary);
  if (document.typeDocument === 'InscriptionBeneficiaires') return registrationForm(context, principal);
  return situation(context, principal);
}
