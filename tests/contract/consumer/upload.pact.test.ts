import { readFileSync } from 'node:fs';
import type { V3MockServer } from '@pact-foundation/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { XhrUploadTransport } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { CONSUMER_XSRF_TOKEN, consumerContext } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { FetchXhr } from '../support/fetch-xhr.ts';
import { type MultipartPart, PACT_BOUNDARY, multipartBody } from '../support/multipart-body.ts';
import { STATES } from '../support/provider-states.ts';
import { writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { contentType, eachLike, integer, like, regex } = MatchersV3;
const pact = consumerPact('upload-api');

const PDF = new Uint8Array(readFileSync(new URL('../fixtures/rib.pdf', import.meta.url)));
/** A Windows executable header in a file named .pdf: the server sniffs the content and refuses it. */
const NOT_A_PDF = new Uint8Array(
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
);
const EXTRA = { typeDocument: 'RIB' } as const;
const INDEX_GED = 'RIB-PRESTATIONS';

function transport(server: V3MockServer): { transport: XhrUploadTransport; xhrs: FetchXhr[] } {
  const xhrs: FetchXhr[] = [];
  return {
    xhrs,
    transport: new XhrUploadTransport({
      url: `${server.url}/api/upload`,
      xhrFactory: () => {
        const xhr = new FetchXhr();
        xhrs.push(xhr);
        return xhr;
      },
      context: consumerContext(),
      csrf: { trustedOrigins: [server.url], readCookies: () => `XSRF-TOKEN=${CONSUMER_XSRF_TOKEN}` },
    }),
  };
}

/**
 * What the browser sends: the file under the alias `file` with its content type, the extra field and
 * indexGed. The boundary is random on the wire: the pact stores a fixed one and matches the Content-Type
 * header with a regex; the file part is matched on the content type Pact detects in its bytes (not the
 * bytes themselves), the text parts on their exact values.
 */
function uploadRequest(bytes: Uint8Array, detectedType: string) {
  const parts: MultipartPart[] = [
    { name: 'file', fileName: 'rib.pdf', contentType: 'application/pdf', bytes },
    { name: 'typeDocument', value: EXTRA.typeDocument },
    { name: 'indexGed', value: INDEX_GED },
  ];
  const type = `multipart/form-data; boundary=${PACT_BOUNDARY}`;
  return {
    type,
    body: multipartBody(parts),
    rules: {
      header: { path: 'Content-Type', rules: [regex(/^multipart\/form-data;\s*boundary=\S+$/, type)] },
      body: [
        { path: '$.file', rules: [contentType(detectedType)] },
        { path: '$.typeDocument', rules: [regex(/^RIB$/, EXTRA.typeDocument)] },
        { path: '$.indexGed', rules: [regex(/^RIB-PRESTATIONS$/, INDEX_GED)] },
      ],
    },
  };
}

describe('upload-api (consumer portail-adherent-web)', () => {
  it('uploads a PDF with its extra fields and reports progress up to 100 %', async () => {
    const expected = uploadRequest(PDF, 'application/pdf');
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a multipart upload of a PDF with indexGed and an extra field')
      .withRequest('POST', '/api/upload', (b) =>
        b.headers(writeRequestHeaders()).body(expected.type, expected.body).matchingRules(expected.rules),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          fileNames: eachLike({
            remoteFileName: like('0d7c2f4e-8a51-4b7e-9d0c-5f3a2b1c9e77.pdf'),
            localFileName: like('rib.pdf'),
            size: integer(PDF.length),
          }),
        }),
      )
      .executeTest(async (server) => {
        const { transport: upload, xhrs } = transport(server);
        const progress: number[] = [];
        const file = new File([PDF], 'rib.pdf', { type: 'application/pdf' });
        const handle = upload.upload(
          { file, extraParams: EXTRA, indexGed: INDEX_GED, inputName: 'rib' },
          (p) => progress.push(p),
        );
        expect(valueOf(await handle.result)).toEqual({
          remoteFileName: '0d7c2f4e-8a51-4b7e-9d0c-5f3a2b1c9e77.pdf',
          localFileName: 'rib.pdf',
          size: PDF.length,
          inputName: 'rib',
        });
        await Promise.all(xhrs.map((xhr) => xhr.done));
        expect(progress.length).toBeGreaterThan(1);
        expect(progress.at(-1)).toBe(100);
      });
  });

  it("fails with the server's message when the content is not what its extension says", async () => {
    const expected = uploadRequest(NOT_A_PDF, 'application/vnd.microsoft.portable-executable');
    const message = 'Le contenu du fichier « rib.pdf » ne correspond pas à un fichier PDF valide.';
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a multipart upload of an executable named .pdf')
      .withRequest('POST', '/api/upload', (b) =>
        b.headers(writeRequestHeaders()).body(expected.type, expected.body).matchingRules(expected.rules),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const { transport: upload } = transport(server);
        const file = new File([NOT_A_PDF], 'rib.pdf', { type: 'application/pdf' });
        const handle = upload.upload({ file, extraParams: EXTRA, indexGed: INDEX_GED }, () => undefined);
        expect(errorOf(await handle.result)).toMatchObject({ status: 400, aborted: false, message });
      });
  });
});
