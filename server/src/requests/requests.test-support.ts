export { uploadPdf } from '../testing/upload-pdf.ts';

/** A valid hospital coverage of Thomas Dupont (P0010002) at the CH de Fleyriat, admission in a week. */
export function hospitalCoverage(today: Date, devis: readonly string[] = []) {
  const admission = new Date(today.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    type: 'prise-en-charge-hospitaliere',
    beneficiaire: 'P0010002',
    etablissement: {
      nom: 'Centre hospitalier de Fleyriat',
      finess: '010000024',
      codePostal: '01440',
      fax: null,
      email: 'admissions@ch-fleyriat.example.fr',
    },
    dateAdmission: admission,
    typeHospitalisation: 'complete',
    codeDmt: null,
    devis,
  };
}

export const MARIE_CONTRACT = { 'x-contrat-courant': '1000001-01' };
export const SEEDED = {
  complement: '5eed0001-0000-4000-8000-000000000001',
  accepted: '5eed0001-0000-4000-8000-000000000002',
  sent: '5eed0001-0000-4000-8000-000000000003',
  closed: '5eed0001-0000-4000-8000-000000000004',
};
