import { beforeAll, describe, expect, it } from 'vitest';
import { PACT_DIR, PROVIDERS, CONSUMER } from '../support/pact-names.ts';
import type { PactInteraction } from './pact-file.ts';
import { readPactFiles } from './pact-file.ts';
import { PactOpenApiChecker } from './pact-openapi-checker.ts';

const pacts = readPactFiles(PACT_DIR);
let checker: PactOpenApiChecker;

beforeAll(async () => {
  checker = await PactOpenApiChecker.load();
});

function interaction(file: string, description: string): PactInteraction {
  const found = pacts.get(file)?.interactions.find((i) => i.description === description);
  if (found === undefined) throw new Error(`no interaction "${description}" in ${file}`);
  return structuredClone(found);
}

describe('pacts/ conform to openapi/portal.openapi.yaml (bi-directional check)', () => {
  it('has one pact per provider API', () => {
    expect([...pacts.keys()]).toEqual(PROVIDERS.map((p) => `${CONSUMER}-${p}.json`).sort());
  });

  describe.each([...pacts.entries()])('%s', (_file, pact) => {
    it.each(pact.interactions.map((i) => [i.description, i] as const))(
      '%s',
      async (_description, pactInteraction) => {
        expect(await checker.checkInteraction(pactInteraction)).toEqual([]);
      },
    );
  });
});

describe('a pact that drifts from the OpenAPI file fails the check', () => {
  const identity = `${CONSUMER}-identity-api.json`;
  const upload = `${CONSUMER}-upload-api.json`;
  const cms = `${CONSUMER}-cms-api.json`;

  it('rejects a path the document does not have', async () => {
    const drifted = interaction(identity, 'a sign-out');
    const moved = { ...drifted, request: { ...drifted.request, path: '/api/identity/sign-out' } };
    expect(await checker.checkInteraction(moved)).toEqual([
      'POST /api/identity/sign-out is not an operation of the OpenAPI document',
    ]);
  });

  it('rejects a method the path does not have', async () => {
    const drifted = interaction(identity, 'a sign-out');
    const moved = { ...drifted, request: { ...drifted.request, method: 'DELETE' } };
    expect(await checker.checkInteraction(moved)).toHaveLength(1);
  });

  it('rejects a request without a required query parameter', async () => {
    const drifted = interaction(`${CONSUMER}-faq-api.json`, 'a request for the popular questions');
    const problems = await checker.checkInteraction({
      ...drifted,
      request: { ...drifted.request, query: {} },
    });
    expect(problems).toEqual([expect.stringMatching(/must have required property 'userType'/)]);
  });

  it('rejects a request body field of the wrong type', async () => {
    const drifted = interaction(identity, 'a registration request');
    const body = {
      ...drifted.request.body,
      content: { ...(drifted.request.body?.content as object), cgu: 'oui' },
    };
    const problems = await checker.checkInteraction({ ...drifted, request: { ...drifted.request, body } });
    expect(problems).toEqual([expect.stringMatching(/^request \/requestBody\/cgu must be boolean/)]);
  });

  it('rejects a response missing a required field', async () => {
    const drifted = interaction(identity, 'a check of a valid activation token');
    const body = { ...drifted.response.body, content: { valid: true, consentements: [] } };
    const problems = await checker.checkInteraction({ ...drifted, response: { ...drifted.response, body } });
    expect(problems).toEqual([expect.stringMatching(/isCreatedByAdmin/)]);
  });

  it('rejects a status the operation does not document', async () => {
    const drifted = interaction(cms, 'a request for a static page that does not exist');
    const problems = await checker.checkInteraction({
      ...drifted,
      response: { ...drifted.response, status: 410 },
    });
    expect(problems).toEqual(['status 410 is not documented for getCmsBlocklist']);
  });

  it('rejects a response media type the operation does not document', async () => {
    const drifted = interaction(cms, 'a request for the image reseau-optique-cover');
    const headers = { 'Content-Type': ['application/pdf'] };
    const problems = await checker.checkInteraction({
      ...drifted,
      response: { ...drifted.response, headers },
    });
    expect(problems).toEqual(['response of type application/pdf is not documented for getCmsImage 200']);
  });

  it('rejects a multipart upload without its file part', async () => {
    const drifted = interaction(upload, 'a multipart upload of a PDF with indexGed and an extra field');
    const raw = Buffer.from(String(drifted.request.body?.content), 'base64').toString('latin1');
    const renamed = raw.replace('name="file"', 'name="document"');
    const body = { ...drifted.request.body, content: Buffer.from(renamed, 'latin1').toString('base64') };
    const problems = await checker.checkInteraction({ ...drifted, request: { ...drifted.request, body } });
    expect(problems).toEqual([expect.stringMatching(/must have required property 'file'/)]);
  });
});
