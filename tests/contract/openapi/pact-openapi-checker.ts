import { readFileSync } from 'node:fs';
import addFormatsModule from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import type { Document, Operation, Options } from 'openapi-backend';
import { parse } from 'yaml';
import type { PactBody, PactFile, PactInteraction } from './pact-file.ts';
import { bodyBytes, headerOf } from './pact-file.ts';

/** `openapi/portal.openapi.yaml`: the single source of truth the pacts must conform to. */
export const OPENAPI_FILE = new URL('../../../openapi/portal.openapi.yaml', import.meta.url);

/** The Ajv instance openapi-backend hands to `customizeAjv`. */
type BackendAjv = Parameters<NonNullable<Options['customizeAjv']>>[0];
// ajv-formats is a CommonJS module whose default export TypeScript types as the module object.
const addFormats = addFormatsModule as unknown as (ajv: BackendAjv) => unknown;

/** One way an interaction disagrees with the OpenAPI document. */
export interface Drift {
  readonly interaction: string;
  readonly problem: string;
}

type MediaTypes = Readonly<Record<string, { readonly schema?: unknown; readonly encoding?: unknown }>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'application/json; charset=utf-8' → 'application/json'. */
function baseType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The declared media type matching a concrete one ('image/png' matches 'image/*'). */
function declaredMediaType(content: MediaTypes | undefined, contentType: string): string | undefined {
  const actual = baseType(contentType);
  return Object.keys(content ?? {}).find((declared) => {
    const wanted = declared.toLowerCase();
    return (
      wanted === actual ||
      (wanted.endsWith('/*') && actual.startsWith(wanted.slice(0, -1))) ||
      wanted === '*/*'
    );
  });
}

function contentTypeOf(
  body: PactBody,
  headers: Readonly<Record<string, readonly string[]>> | undefined,
): string {
  return headerOf(headers, 'Content-Type') ?? body.contentType ?? 'application/json';
}

function queryOf(interaction: PactInteraction): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(interaction.request.query ?? {})) {
    query[name] = values.length === 1 ? (values[0] ?? '') : [...values];
  }
  return query;
}

function headersOf(headers: Readonly<Record<string, readonly string[]>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.join(', ')]));
}

/**
 * A multipart body as an object of its fields (file parts become their file name, as openapi-backend
 * validates `format: binary`-less file fields as strings), and the content type of each file part.
 */
async function multipartFields(
  body: PactBody,
  contentType: string,
): Promise<{ fields: Record<string, string>; fileTypes: Record<string, string> }> {
  const form = await new Response(new Uint8Array(bodyBytes(body)), {
    headers: { 'Content-Type': contentType },
  }).formData();
  const fields: Record<string, string> = {};
  const fileTypes: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else {
      fields[name] = value.name;
      fileTypes[name] = value.type;
    }
  }
  return { fields, fileTypes };
}

/** Whether a part's content type is allowed by an `encoding.<part>.contentType` list ('image/*' wildcards). */
function encodingAllows(encoding: unknown, part: string, contentType: string): boolean {
  const declared = isRecord(encoding) && isRecord(encoding[part]) ? encoding[part]['contentType'] : undefined;
  if (typeof declared !== 'string') return true;
  const allowed = Object.fromEntries(declared.split(',').map((t) => [t.trim(), {}]));
  return declaredMediaType(allowed, contentType) !== undefined;
}

/**
 * Validates Pact interactions against the OpenAPI document with openapi-backend (router + Ajv): the
 * path and method exist, the request (path/query parameters, body — JSON or multipart) conforms, the
 * status is documented, and the response body conforms to that status's schema.
 */
export class PactOpenApiChecker {
  private constructor(private readonly api: OpenAPIBackend) {}

  static async load(file: URL = OPENAPI_FILE): Promise<PactOpenApiChecker> {
    const definition = parse(readFileSync(file, 'utf8')) as Document;
    const api = new OpenAPIBackend({
      definition,
      strict: true,
      // The document is linted as OpenAPI 3.1 by Redocly (npm test, step openapi); openapi-backend's own
      // definition check only knows 3.0, so it is skipped (quick) and the document dereferenced as is.
      quick: true,
      customizeAjv: (ajv) => {
        addFormats(ajv);
        return ajv;
      },
    });
    await api.init();
    return new PactOpenApiChecker(api);
  }

  async check(pact: PactFile): Promise<Drift[]> {
    const drifts: Drift[] = [];
    for (const interaction of pact.interactions) {
      for (const problem of await this.checkInteraction(interaction)) {
        drifts.push({ interaction: interaction.description, problem });
      }
    }
    return drifts;
  }

  async checkInteraction(interaction: PactInteraction): Promise<string[]> {
    const { request } = interaction;
    const operation = this.api.router.matchOperation({
      method: request.method.toLowerCase(),
      path: request.path,
      headers: headersOf(request.headers),
      query: queryOf(interaction),
    });
    if (operation === undefined) {
      return [`${request.method} ${request.path} is not an operation of the OpenAPI document`];
    }
    return [
      ...(await this.requestProblems(interaction, operation)),
      ...this.responseProblems(interaction, operation),
    ];
  }

  private async requestProblems(interaction: PactInteraction, operation: Operation): Promise<string[]> {
    const { request } = interaction;
    const problems: string[] = [];
    const requestBody: unknown = operation.requestBody;
    const declared =
      isRecord(requestBody) && isRecord(requestBody['content'])
        ? (requestBody['content'] as MediaTypes)
        : undefined;
    let body: unknown;
    if (request.body !== undefined) {
      const contentType = contentTypeOf(request.body, request.headers);
      const mediaType = declaredMediaType(declared, contentType);
      if (mediaType === undefined) {
        problems.push(
          `request body of type ${baseType(contentType)} is not accepted by ${operation.operationId}`,
        );
      } else if (mediaType === 'multipart/form-data') {
        const { fields, fileTypes } = await multipartFields(request.body, contentType);
        body = fields;
        for (const [part, type] of Object.entries(fileTypes)) {
          if (!encodingAllows(declared?.[mediaType]?.encoding, part, type)) {
            problems.push(
              `multipart part ${part} of type ${type} is not allowed by ${operation.operationId}`,
            );
          }
        }
      } else {
        body = request.body.content;
      }
    } else if (isRecord(requestBody) && requestBody['required'] === true) {
      problems.push(`${operation.operationId} requires a request body`);
    }
    const result = this.api.validator.validateRequest(
      {
        method: request.method.toLowerCase(),
        path: request.path,
        headers: {
          ...headersOf(request.headers),
          ...(request.body === undefined
            ? {}
            : { 'content-type': contentTypeOf(request.body, request.headers) }),
        },
        query: queryOf(interaction),
        ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
      },
      operation,
    );
    for (const error of result.errors ?? []) {
      problems.push(
        `request ${error.instancePath || '/'} ${error.message ?? error.keyword} (${error.schemaPath})`,
      );
    }
    return problems;
  }

  private responseProblems(interaction: PactInteraction, operation: Operation): string[] {
    const { response } = interaction;
    const responses = isRecord(operation.responses) ? operation.responses : {};
    const documented = responses[String(response.status)] ?? responses['default'];
    if (!isRecord(documented)) {
      return [`status ${response.status} is not documented for ${operation.operationId}`];
    }
    const content = isRecord(documented['content']) ? (documented['content'] as MediaTypes) : undefined;
    const contentType = headerOf(response.headers, 'Content-Type') ?? response.body?.contentType;
    if (contentType === undefined) return [];
    const mediaType = declaredMediaType(content, contentType);
    if (mediaType === undefined) {
      return [
        `response of type ${baseType(contentType)} is not documented for ${operation.operationId} ${response.status}`,
      ];
    }
    if (response.body === undefined || mediaType !== 'application/json') return [];
    const result = this.api.validator.validateResponse(response.body.content, operation, response.status);
    return (result.errors ?? []).map(
      (error) =>
        `response ${error.instancePath || '/'} ${error.message ?? error.keyword} (${error.schemaPath})`,
    );
  }
}
