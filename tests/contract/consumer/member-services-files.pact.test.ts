/**
 * Issue 16, the interactions the first pass left out: a document printed in a tab (inline PDF), the refunds
 * CSV export (attachment), and « not found » for guarantees and beneficiaries of another member's contract.
 */
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  HttpMemberServicesAdapter,
  HttpRefundsAdapter,
  HttpResourceAdapter,
  ResourceRoutesRegistry,
} from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerContext, mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { currentContractHeader, everyRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { regex } = MatchersV3;
const documentsPact = consumerPact('member-documents-api');
const refundsPact = consumerPact('refunds-api');
const EXAMPLE_PDF = fileURLToPath(new URL('../fixtures/rib.pdf', import.meta.url));
const CONTRACT = '1000001-01';
const FOREIGN = '1000002-01';
const NOT_FOUND = 'La ressource demandée est introuvable';

type MockServer = Parameters<typeof mockServerOptions>[0];

function headersFor(contract: string) {
  return { ...everyRequestHeaders(), ...currentContractHeader(contract) };
}

function options(server: MockServer, contract = CONTRACT) {
  return mockServerOptions(server, undefined, consumerContext({ currentContractNumber: () => contract }));
}

function recordingFiles() {
  const downloads: { name: string; type: string }[] = [];
  const tabs: { type: string; size: number }[] = [];
  return {
    downloads,
    tabs,
    download: (file: Blob, name: string) => void downloads.push({ name, type: file.type }),
    openInNewTab: (file: Blob) => void tabs.push({ type: file.type, size: file.size }),
  };
}

describe('member-documents-api: print and another member’s contract', () => {
  it('opens the attestation of one beneficiary in a new tab (inline PDF)', async () => {
    await documentsPact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request to print the attestation of one beneficiary of the current contract')
      .withRequest('GET', '/api/cgdm-svc/ged/print', (b) =>
        b.headers(headersFor(CONTRACT)).query({ typeDocument: 'Attestation', numPers: 'P0010002' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({
            'Content-Disposition': regex(
              /^inline; filename="[^"]+\.pdf"; filename\*=UTF-8''\S+\.pdf$/,
              `inline; filename="Attestation ${CONTRACT}.pdf"; filename*=UTF-8''Attestation%20${CONTRACT}.pdf`,
            ),
          })
          .binaryFile('application/pdf', EXAMPLE_PDF),
      )
      .executeTest(async (server) => {
        const files = recordingFiles();
        const adapter = new HttpResourceAdapter({
          ...options(server),
          registry: new ResourceRoutesRegistry(),
          files,
        });
        valueOf(
          await adapter.print('documents', { query: { typeDocument: 'Attestation', numPers: 'P0010002' } }),
        );
        expect(files.tabs).toEqual([{ type: 'application/pdf', size: expect.any(Number) }]);
        expect(files.downloads).toEqual([]);
      });
  });

  it("answers 404 for the guarantees of another member's contract", async () => {
    await documentsPact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving("a request for the guarantees of another member's contract")
      .withRequest('GET', '/api/adherent/garanties', (b) => b.headers(headersFor(FOREIGN)))
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage(NOT_FOUND)))
      .executeTest(async (server) => {
        const error = errorOf(await new HttpMemberServicesAdapter(options(server, FOREIGN)).getGuarantees());
        expect(error.status).toBe(404);
      });
  });

  it("answers 404 for the beneficiaries of another member's contract", async () => {
    await documentsPact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving("a request for the beneficiaries of another member's contract")
      .withRequest('GET', '/api/adherent/beneficiaires', (b) => b.headers(headersFor(FOREIGN)))
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage(NOT_FOUND)))
      .executeTest(async (server) => {
        const error = errorOf(
          await new HttpMemberServicesAdapter(options(server, FOREIGN)).listBeneficiaries(),
        );
        expect(error.status).toBe(404);
      });
  });
});

describe('refunds-api: the CSV export', () => {
  it('downloads the filtered acts as a CSV file under its Content-Disposition name', async () => {
    await refundsPact
      .addInteraction()
      .given(STATES.memberWithCareActs)
      .uponReceiving('a request for the CSV export of the pharmacy acts')
      .withRequest('GET', '/api/v1/adherent/remboursements/export', (b) =>
        b.headers(everyRequestHeaders()).query({ typeSoin: 'pharmacie' }),
      )
      .willRespondWith(200, (b) =>
        b.headers({
          'Content-Type': regex(/^text\/csv(;.*)?$/, 'text/csv; charset=utf-8'),
          'Content-Disposition': regex(
            /^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''\S+\.csv$/,
            `attachment; filename="Remboursements ${CONTRACT} 2026-11-25.csv"; filename*=UTF-8''Remboursements%20${CONTRACT}%202026-11-25.csv`,
          ),
        }),
      )
      .executeTest(async (server) => {
        const files = recordingFiles();
        const context = consumerContext({ currentContractNumber: () => undefined });
        const refunds = new HttpRefundsAdapter({ ...mockServerOptions(server, undefined, context), files });
        valueOf(await refunds.exportActs({ typeSoin: 'pharmacie' }));
        expect(files.downloads.map((file) => file.name)).toEqual([
          `Remboursements ${CONTRACT} 2026-11-25.csv`,
        ]);
      });
  });
});
