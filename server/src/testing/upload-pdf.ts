import { multipartBody } from './multipart-body.ts';
import { paddedPdf } from './padded-pdf.ts';
import type { TestAgent } from './test-agent.ts';

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
