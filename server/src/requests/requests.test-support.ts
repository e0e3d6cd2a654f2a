import type { TestAgent } from '../testing/test-agent.ts';
import { multipartBody } from '../testing/multipart-body.ts';
import { paddedPdf } from '../testing/padded-pdf.ts';

/** Uploads one small PDF in the agent's session and answers its `remoteFileName`. */
export async function uploadPdf(agent: TestAgent, name = 'devis.pdf'): Promise<string> {
  const { payload, headers } = multipartBody([
    { name, content: paddedPdf(2048), contentType: 'application/pdf' },
  ]);
  const response = await agent.post('/api/upload', payload, { headers });
  if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  const remote = response.json<{ fileNames: { remoteFileName: string }[] }>().fileNames[0]?.remoteFileName;
  if (remote === undefined) throw new Error('upload: no file name');
  return remote;
}

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
